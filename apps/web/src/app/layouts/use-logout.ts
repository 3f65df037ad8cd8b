import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../core/api-client.ts';
import { clearSession } from '../../core/auth-store.ts';
import { closeLiveSocket } from '../../core/socket.ts';
import { resetOpenChats } from '../../features/chat/index.ts';

/** Spec section 4: logout clears all storage and goes to /home after about 200 ms. */
export const LOGOUT_REDIRECT_MS = 200;

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Revoke the token on the server; leaving must work even when that call fails.
    await api.post('/logout', {}, { silent: true }).catch(() => undefined);
    closeLiveSocket();
    resetOpenChats();
    clearSession({ leaving: true });
    queryClient.clear();
    setTimeout(() => void navigate('/home', { replace: true }), LOGOUT_REDIRECT_MS);
  }, [navigate, queryClient]);
}
