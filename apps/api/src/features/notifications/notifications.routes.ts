import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationReadSchema,
  errorEnvelopeSchema,
  NOTIFICATION_LIST_LIMIT,
  notificationCountSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  successEnvelope,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import type { Db } from '../../core/db/client.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/errors.ts';
import { toNotification } from '../../core/notifications/notifier.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { userZone } from '../../core/users.ts';

export async function notificationsRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createNotificationsRepository(opts.db);

  app.get(
    '/user/notification-list',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notificaciones del usuario, las más nuevas primero',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [rows, zone] = await Promise.all([
        repo.listOf(user.id, NOTIFICATION_LIST_LIMIT),
        userZone(opts.db, user.id),
      ]);
      return ok(rows.map((r) => toNotification(r, zone)));
    },
  );

  app.post(
    '/user/notification-number',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Cuántas notificaciones están pendientes',
        response: { 200: notificationCountSchema },
      },
    },
    async (request) => ok(await repo.unreadCount(requireUser(request).id)),
  );

  app.get(
    '/catalogs/notification/switch-view/:idNotify',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marcar una notificación como leída',
        params: notificationIdParamsSchema,
        response: {
          200: successEnvelope(notificationReadSchema),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const row = await repo.markRead(requireUser(request).id, request.params.idNotify);
      if (!row) throw AppError.notFound('La notificación no existe.');
      return ok({ idNotify: row.id, link: row.link });
    },
  );
}
