import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SOCKET_EVENTS } from '@armonia/shared';
import { useSocketEvent, useSocketResync } from '../../../core/socket.ts';
import { agendaKeys } from '../api/appointments.ts';

/**
 * Every change of an appointment (confirmed, moved, cancelled, a freed slot) reaches the patient
 * as a notification, so a notification is the cue to reload the agenda views; so is every
 * (re)connection, which may have missed some.
 */
export function useLiveAgenda() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: agendaKeys.all });
  }, [queryClient]);
  useSocketEvent(SOCKET_EVENTS.notification, refresh);
  useSocketResync(refresh);
}
