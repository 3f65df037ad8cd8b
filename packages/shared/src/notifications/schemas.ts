import { z } from 'zod';

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
