import { useEffect, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getCurrentUser } from './auth-store.ts';
import { clientConfig } from './config.ts';

export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

let socket: Socket | undefined;
let opening: Promise<Socket> | undefined;
let status: SocketStatus = 'disconnected';
const statusListeners = new Set<() => void>();

function setStatus(next: SocketStatus) {
  status = next;
  for (const l of statusListeners) l();
}

/**
 * The one live connection of a signed-in tab: websocket transport only, the session token in
 * the handshake's `auth`, and Socket.IO's own reconnection after a network drop.
 */
export function liveSocket(): Promise<Socket> {
  if (socket) return Promise.resolve(socket);
  opening ??= clientConfig().then(({ webSocketUrl }) => {
    const s = io(webSocketUrl || window.location.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => cb({ token: getCurrentUser()?.token ?? '' }),
      reconnectionDelayMax: 10_000,
    });
    setStatus('connecting');
    s.on('connect', () => setStatus('connected'));
    s.on('disconnect', () => setStatus(s.active ? 'connecting' : 'disconnected'));
    s.on('connect_error', () => setStatus(s.active ? 'connecting' : 'disconnected'));
    s.io.on('reconnect_attempt', () => setStatus('connecting'));
    socket = s;
    return s;
  });
  return opening;
}

/** Closes the connection (logout, expired session). */
export function closeLiveSocket() {
  socket?.disconnect();
  socket = undefined;
  opening = undefined;
  setStatus('disconnected');
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    () => status,
  );
}

/** Subscribes a handler to a server event for the component's lifetime. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void) {
  useEffect(() => {
    let active = true;
    let s: Socket | undefined;
    const listener = (payload: T) => {
      if (active) handler(payload);
    };
    void liveSocket().then((sock) => {
      s = sock;
      if (active) sock.on(event, listener);
    });
    return () => {
      active = false;
      s?.off(event, listener);
    };
  }, [event, handler]);
}

/**
 * Calls `handler` each time the connection opens: the first time and after every drop. What the
 * server pushed while this tab was not yet (or no longer) listening is read again, so a
 * notification or a message sent in that gap is never lost.
 */
export function useSocketResync(handler: () => void) {
  useSocketEvent('connect', handler);
}
