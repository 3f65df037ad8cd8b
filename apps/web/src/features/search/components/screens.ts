import {
  ADMIN_RAIL,
  APP_ROUTES,
  PATIENT_MENU,
  THERAPIST_MENU,
  type MenuItem,
  type Role,
} from '@armonia/shared';
import { TEXTS } from '../texts.ts';

export interface Screen {
  path: string;
  title: string;
}

const flatten = (items: MenuItem[]): Screen[] =>
  items.flatMap((i) => (i.submenu ? flatten(i.submenu) : [{ path: i.path, title: i.title }]));

/** The screens of the user's menu, and the few the header menu opens, for the palette. */
export function screensFor(role: Role): Screen[] {
  if (role === 'Super-Admin') {
    return [
      ...ADMIN_RAIL.flatMap((e) =>
        e.submenu.length ? flatten(e.submenu) : [{ path: e.path, title: e.title }],
      ),
      { path: APP_ROUTES.changePassword.path, title: TEXTS.screens.password },
    ];
  }
  const therapist = role === 'Terapeuta';
  return [
    ...flatten(therapist ? THERAPIST_MENU : PATIENT_MENU),
    {
      path: therapist ? APP_ROUTES.therapistProfile.path : APP_ROUTES.patientProfile.path,
      title: TEXTS.screens.profile,
    },
    {
      path: therapist ? APP_ROUTES.chatTherapist.path : APP_ROUTES.chatToTherapist.path,
      title: TEXTS.screens.messages,
    },
    { path: APP_ROUTES.changePassword.path, title: TEXTS.screens.password },
  ];
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Screens whose title holds every word typed, accents and case aside. */
export function matchScreens(screens: Screen[], query: string): Screen[] {
  const words = plain(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return screens.filter((s) => words.every((w) => plain(s.title).includes(w)));
}
