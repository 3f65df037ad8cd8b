import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_DIALOG_TITLE, setSpanishValidationMessages } from '@armonia/shared';
import { ApiError, configureApiClient } from '../core/api-client.ts';
import { showMessage } from '../core/dialogs.tsx';
import { closeLiveSocket } from '../core/socket.ts';
import { cssVariablesResolver, theme } from './theme.ts';

setSpanishValidationMessages();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call (4xx) will be refused again; only network and server faults are retried.
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});

/** Shows the "Error" dialog for failed calls and sends an expired session to sign-in. */
function ApiClientBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    configureApiClient({
      present: (report) => {
        // An expired session is told on the sign-in page, where the user is taken next.
        if (report.sessionExpired) return;
        void showMessage({
          kind: 'error',
          title: ERROR_DIALOG_TITLE,
          message: report.message,
          detail: report.detail,
        });
      },
      sessionExpired: () => {
        const here = `${location.pathname}${location.search}`;
        queryClient.clear();
        closeLiveSocket();
        void navigate(`/login?returnUrl=${encodeURIComponent(here)}`, {
          replace: true,
          state: { sessionExpired: true },
        });
      },
    });
  }, [navigate, location.pathname, location.search]);
  return null;
}

/** Everything the signed-in app and the sign-in pages need; loaded lazily, never by /home. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
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
