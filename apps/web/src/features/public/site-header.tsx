import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ROLE_HOME, type CurrentUser } from '@armonia/shared';
import { useCurrentUser } from '../../core/auth-store.ts';
import { CloseIcon, LogoMark, MenuIcon } from './icons.tsx';
import { GUEST_ACTIONS, SIGNED_IN_ACTIONS } from './page-markers.ts';
import styles from './site-header.module.css';
import ui from './ui.module.css';

const MENU_ID = 'menu-sitio';

export const PUBLIC_NAV = [
  { to: '/home', label: 'Inicio' },
  { to: '/nosotros', label: 'Nosotros' },
  { to: '/terapias-servicios', label: 'Terapias y servicios' },
  { to: '/terapeutas', label: 'Terapeutas' },
  { to: '/contacto', label: 'Contacto' },
] as const;

export function BrandLink({ className }: { className?: string }) {
  return (
    <Link to="/home" className={`${styles.brand} ${className ?? ''}`}>
      <LogoMark />
      <span className={styles.brandText}>
        Armonía <span className={styles.brandAccent}>Terapias</span>
      </span>
    </Link>
  );
}

/** Closes the menu, which only a navigation inside the app leaves open. */
function closeMenu(panel: HTMLElement | null) {
  if (panel && typeof panel.hidePopover === 'function' && panel.matches(':popover-open')) {
    panel.hidePopover();
  }
}

/**
 * On a phone the links are a popover behind the menu button: the browser opens it, closes it on
 * Escape or a tap outside, and gives the focus back, with no script, so it works on the
 * prerendered pages before (and without) any JavaScript.
 */
export function SiteHeader() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => closeMenu(panelRef.current), [pathname]);

  // A link to the page already shown does not change the location, so close explicitly.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) closeMenu(panelRef.current);
  };

  return (
    <header className={styles.header}>
      <div className={`${ui.container} ${styles.bar}`}>
        <BrandLink />
        <button
          type="button"
          className={styles.toggle}
          popoverTarget={MENU_ID}
          aria-controls={MENU_ID}
        >
          <MenuIcon size={22} className={styles.iconMenu} />
          <CloseIcon size={22} className={styles.iconClose} />
          <span>Menú</span>
        </button>
        <div
          id={MENU_ID}
          ref={panelRef}
          popover="auto"
          className={styles.panel}
          onClick={onPanelClick}
        >
          <nav aria-label="Principal" className={styles.nav}>
            <ul className={styles.navList}>
              {PUBLIC_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SessionActions user={user} />
        </div>
      </div>
    </header>
  );
}

/**
 * Both sets of actions are in the page, one hidden: a prerendered page is the same for everyone,
 * and its script shows the signed-in set when a session is stored (see static-page.ts).
 */
function SessionActions({ user }: { user: CurrentUser | null }) {
  return (
    <div className={styles.actions}>
      <Link
        to={user ? ROLE_HOME[user.Rol] : '/login'}
        className={`${ui.btnPrimary} ${styles.actionBtn}`}
        hidden={!user}
        data-session={SIGNED_IN_ACTIONS}
      >
        Ir a mi panel
      </Link>
      <span className={styles.guestActions} hidden={Boolean(user)} data-session={GUEST_ACTIONS}>
        <Link to="/registro" className={styles.signUp}>
          Crear cuenta
        </Link>
        <Link to="/login" className={`${ui.btnPrimary} ${styles.actionBtn}`}>
          Iniciar sesión
        </Link>
      </span>
    </div>
  );
}
