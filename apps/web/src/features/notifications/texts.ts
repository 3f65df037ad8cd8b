/** Every text of the notifications: the header menu and the page (es-MX). */
export const TEXTS = {
  title: 'Notificaciones',
  label: (unread: number) => `Notificaciones: ${unread} nuevas`,
  newCount: (unread: number) => `${unread} Nuevas`,
  newOne: 'Notificación nueva',
  loading: 'Cargando notificaciones',
  error: 'No pudimos cargar tus notificaciones.',
  retry: 'Reintentar',
  empty: 'No tienes notificaciones. Aquí te avisaremos de tus citas y mensajes.',
  emptyUnread: 'Estás al día: no tienes notificaciones sin leer.',
  showAll: 'Ver todas',
  markAll: 'Marcar todas como leídas',
  markedAll: (n: number) =>
    n === 1
      ? 'Se marcó 1 notificación como leída.'
      : `Se marcaron ${n} notificaciones como leídas.`,
  seeAll: 'Ver todas las notificaciones',
  unread: 'Sin leer',
  all: 'Todas',
  filter: 'Qué notificaciones mostrar',
  unreadMark: 'No leída',
  pages: 'Páginas de notificaciones',
  page: (n: number) => `Página ${n}`,
  count: (total: number, unread: number) =>
    `${total.toLocaleString('es-MX')} ${total === 1 ? 'notificación' : 'notificaciones'}, ${unread.toLocaleString('es-MX')} sin leer`,
} as const;
