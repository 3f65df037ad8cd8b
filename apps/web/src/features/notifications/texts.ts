/** Every text of the notifications menu (es-MX). */
export const TEXTS = {
  title: 'Notificaciones',
  label: (unread: number) => `Notificaciones: ${unread} nuevas`,
  newCount: (unread: number) => `${unread} Nuevas`,
  newOne: 'Notificación nueva',
  loading: 'Cargando notificaciones',
  error: 'No pudimos cargar tus notificaciones.',
  empty: 'No tienes notificaciones.',
} as const;
