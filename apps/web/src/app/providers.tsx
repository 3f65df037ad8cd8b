import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_DIALOG_TITLE, setSpanishValidationMessages } from '@armonia/shared';
import { configureApiClient } from '../core/api-client.ts';
import { showMessage } from '../core/dialogs.tsx';
import { closeLiveSocket } from '../core/socket.ts';
import { theme } from './theme.ts';

setSpanishValidationMessages();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});

/** Shows the "Error" dialog for failed calls and sends an expired session to sign-in. */
function ApiClientBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    configureApiClient({
      present: (report) =>
        void showMessage({
          kind: 'error',
          title: ERROR_DIALOG_TITLE,
          message: report.message,
          detail: report.detail,
        }),
      sessionExpired: () => {
        const here = `${location.pathname}${location.search}`;
        queryClient.clear();
        closeLiveSocket();
        void navigate(`/login?returnUrl=${encodeURIComponent(here)}`, { replace: true });
      },
    });
  }, [navigate, location.pathname, location.search]);
  return null;
}

/** Everything the signed-in app and the sign-in pages need; loaded lazily, never by /home. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <ApiClientBridge />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
