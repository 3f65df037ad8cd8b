/** Title and description of each public page: the tab title in the app, and the prerendered head. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export const SITE_NAME = 'Armonía Terapias';

export const PAGE_META = {
  home: {
    path: '/home',
    title: 'Inicio',
    description:
      'Armonía Terapias: terapeutas certificados de biomagnetismo, flores de Bach y homeopatía en Nuevo León. Agenda tu cita y conversa con tu terapeuta.',
  },
  about: {
    path: '/nosotros',
    title: 'Nosotros',
    description:
      'Quiénes somos: una red de terapeutas complementarios certificados en Nuevo León, cómo verificamos a cada uno y los valores que guían nuestro trabajo.',
  },
  therapies: {
    path: '/terapias-servicios',
    title: 'Terapias y servicios',
    description:
      'Par Biomagnético, flores de Bach y homeopatía: en qué consiste cada terapia, cómo es una sesión y las formas de atención, presencial o en línea.',
  },
  contact: {
    path: '/contacto',
    title: 'Contacto',
    description:
      'Escríbenos para pedir informes, agendar una cita o unirte a la red como terapeuta. Teléfono, correo, dirección y horario de atención de Armonía Terapias.',
  },
  privacy: {
    path: '/aviso-de-privacidad',
    title: 'Aviso de privacidad',
    description:
      'Aviso de privacidad integral de Armonía Terapias: qué datos personales tratamos, para qué los usamos, con quién los compartimos y cómo ejercer tus derechos ARCO.',
  },
} as const satisfies Record<string, PageMeta>;

/** "<Page> · Armonía Terapias", as the browser tab shows it. */
export function documentTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}
