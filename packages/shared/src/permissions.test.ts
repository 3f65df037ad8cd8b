import { describe, expect, it } from 'vitest';
import { decideRoute } from './permissions.ts';
import { APP_ROUTES, ROLE_HOME, ROLES, titleForPath } from './index.ts';

describe('decideRoute', () => {
  it('when nobody is signed in, then every private route goes to /login with returnUrl', () => {
    expect(decideRoute(undefined, '/calendar?view=week')).toEqual({
      kind: 'login',
      to: '/login?returnUrl=%2Fcalendar%3Fview%3Dweek',
    });
  });

  it('when a patient opens a therapist route, then they go to their own home with returnUrl', () => {
    expect(decideRoute('Paciente', '/calendar')).toEqual({
      kind: 'wrong-role',
      to: '/dashboard?returnUrl=%2Fcalendar',
    });
  });

  it('when a therapist opens an admin route, then they go to /home-therapist', () => {
    const d = decideRoute('Terapeuta', '/user/users');
    expect(d.kind).toBe('wrong-role');
    expect(d.kind !== 'allow' && d.to.startsWith('/home-therapist?returnUrl=')).toBe(true);
  });

  it('when an admin opens a dynamic catalogue route, then it is allowed', () => {
    expect(decideRoute('Super-Admin', '/catalogue/primary/Órganos')).toEqual({ kind: 'allow' });
  });

  it('every role home is open to its own role, so a redirect never loops', () => {
    for (const role of ROLES) expect(decideRoute(role, ROLE_HOME[role]).kind).toBe('allow');
  });

  it('each route is open to exactly its roles', () => {
    for (const route of Object.values(APP_ROUTES)) {
      const path = route.path.replace(':elementCatalog', 'x');
      for (const role of ROLES) {
        const allowed = (route.roles as readonly string[]).includes(role);
        expect(decideRoute(role, path).kind, `${role} ${path}`).toBe(
          allowed ? 'allow' : 'wrong-role',
        );
      }
    }
  });
});

describe('titleForPath', () => {
  it('gives the spec titles', () => {
    expect(titleForPath('/calendar')).toBe('Agenda');
    expect(titleForPath('/new-appointment')).toBe('Cita Nueva');
    expect(titleForPath('/dashboard')).toBe('Mis citas');
    expect(titleForPath('/dashboard/reschedule')).toBe('Reprogramar cita');
    expect(titleForPath('/ratings')).toBe('Calificación y Opiniones');
    expect(titleForPath('/change-password')).toBe('Cambiar contraseña');
  });

  it('says Catálogos for any URL containing therapist-catalog', () => {
    expect(titleForPath('/therapist-catalog/biomagnetic')).toBe('Catálogos');
    expect(titleForPath('/therapist-catalog/location-points')).toBe('Catálogos');
  });
});
