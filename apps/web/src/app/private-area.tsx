import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isLeaving, useCurrentUser } from '../core/auth-store.ts';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { AppProviders } from './providers.tsx';
import { QuickSearch } from '../features/search/index.ts';

/** Says once why the user landed on their home instead of another role's page. */
function NoAccessNotice() {
  const [params] = useSearchParams();
  const location = useLocation();
  const shownFor = useRef<string | undefined>(undefined);
  const returnUrl = params.get('returnUrl');
  useEffect(() => {
    if (!returnUrl || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notifications.show({
      id: 'no-access',
      color: 'yellow',
      title: 'No tienes acceso',
      message: 'Esa sección no está disponible para tu cuenta; te llevamos a tu inicio.',
    });
  }, [returnUrl, location.key]);
  return null;
}

/**
 * The signed-in app. The layout is chosen again on every navigation from the stored user:
 * Super-Admin gets the admin layout, therapists and patients the sidebar layout.
 */
export function PrivateArea() {
  const stored = useCurrentUser();
  const location = useLocation();
  // During a logout the page stays as it was until the redirect to /home a moment later.
  const lastUser = useRef(stored);
  if (stored) lastUser.current = stored;
  if (!stored && !isLeaving()) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={`/login?returnUrl=${encodeURIComponent(here)}`}
        replace
        state={{ sessionExpired: true }}
      />
    );
  }
  const user = stored ?? lastUser.current;
  if (!user) return null;
  return (
    <AppProviders>
      <NoAccessNotice />
      <QuickSearch />
      {user.Rol === 'Super-Admin' ? <AdminLayout user={user} /> : <MainLayout user={user} />}
    </AppProviders>
  );
}
