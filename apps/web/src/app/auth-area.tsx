import { Outlet } from 'react-router';
import { AppProviders } from './providers.tsx';

/** Sign-in, sign-up and recovery: inside the public layout, with the app's UI kit. */
export function AuthArea() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
