import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../http/envelope.ts';

export const NOTIFICATION_TEXTS = {
  missing: 'La notificación no existe.',
} as const;

/** Spec section 3: "pendiente" is unread, anything else read. */
export const NOTIFICATION_UNREAD = 'pendiente';
export const NOTIFICATION_READ = 'leida';

export const notificationSchema = z.object({
  idNotify: z.string(),
  status: z.string(),
  message: z.string(),
  /** dd/MM/yyyy HH:mm in the user's time zone. */
  registerDate: z.string(),
  /** ISO instant, for relative times ("hace 5 minutos"). */
  registeredAt: z.string(),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  status: z.literal('success'),
  data: z.array(notificationSchema),
});

export const notificationCountSchema = z.object({
  status: z.literal('success'),
  data: z.number().int(),
});

/** Answer of opening a notification: where its click leads. */
export const notificationOpenedSchema = z.object({
  idNotify: z.string(),
  link: z.string().nullable(),
});
export type NotificationOpened = z.infer<typeof notificationOpenedSchema>;

export const notificationIdParamsSchema = z.object({
  idNotify: z.uuid(NOTIFICATION_TEXTS.missing),
});

export const NOTIFICATION_LIST_LIMIT = 50;

/** The notifications page: every notification, a page at a time, or only the unread ones. */
export const notificationPageQuerySchema = pageQuerySchema.extend({
  show: z.enum(['all', 'unread'], { error: 'Elige todas o sin leer.' }).default('all'),
});
export type NotificationPageQuery = z.input<typeof notificationPageQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({
  /** Unread ones in all, whatever the page shows. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Answer of "Marcar todas como leídas": how many were unread. */
export const markAllReadSchema = z.object({ updated: z.number().int() });
export type MarkAllRead = z.infer<typeof markAllReadSchema>;
