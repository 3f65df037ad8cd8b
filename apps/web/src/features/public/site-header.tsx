import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ROLE_HOME } from '@armonia/shared';
import { useCurrentUser } from '../../core/auth-store.ts';
import { CloseIcon, LogoMark, MenuIcon } from './icons.tsx';
import styles from './site-header.module.css';
import ui from './ui.module.css';

const MENU_ID = 'menu-sitio';

export const PUBLIC_NAV = [
  { to: '/home', label: 'Inicio' },
  { to: '/nosotros', label: 'Nosotros' },
  { to: '/terapias-servicios', label: 'Terapias y servicios' },
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

export function SiteHeader() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it by itself after any navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpenOn(null);
      toggleRef.current?.focus();
    }
  };

  // A link to the page already shown does not change the location, so close explicitly.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpenOn(null);
  };

  return (
    <header ref={headerRef} className={styles.header} onKeyDown={onKeyDown}>
      <div className={`${ui.container} ${styles.bar}`}>
        <BrandLink />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          <span>Menú</span>
        </button>
        <div
          id={MENU_ID}
          className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
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
          <div className={styles.actions}>
            {user ? (
              <Link to={ROLE_HOME[user.Rol]} className={`${ui.btnPrimary} ${styles.actionBtn}`}>
                Ir a mi panel
              </Link>
            ) : (
              <>
                <Link to="/registro" className={styles.signUp}>
                  Crear cuenta
                </Link>
                <Link to="/login" className={`${ui.btnPrimary} ${styles.actionBtn}`}>
                  Iniciar sesión
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
