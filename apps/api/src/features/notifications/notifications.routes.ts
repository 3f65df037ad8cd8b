import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  markAllReadSchema,
  notificationCountSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationOpenedSchema,
  successEnvelope,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { ok } from '../../core/http/envelope.ts';
import type { NotificationsService } from './notifications.service.ts';

export async function notificationsRoutes(
  fastify: FastifyInstance,
  opts: { service: NotificationsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  app.get(
    '/user/notification-list',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notificaciones del usuario, las más nuevas primero',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => ok(await service.list(requireUser(request))),
  );

  // The spec's list above stays as it is for the header; the page reads this one.
  app.get(
    '/user/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Todas las notificaciones del usuario, por páginas',
        querystring: notificationPageQuerySchema,
        response: { 200: successEnvelope(notificationPageSchema) },
      },
    },
    async (request) => ok(await service.page(requireUser(request), request.query)),
  );

  app.post(
    '/user/notifications/mark-all-read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marcar todas las notificaciones como leídas',
        response: { 200: successEnvelope(markAllReadSchema) },
      },
    },
    async (request) => ok(await service.markAllRead(requireUser(request))),
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
    async (request) => ok(await service.unreadCount(requireUser(request))),
  );

  app.get(
    '/catalogs/notification/switch-view/:idNotify',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marcar una notificación como leída',
        params: notificationIdParamsSchema,
        response: {
          200: successEnvelope(notificationOpenedSchema),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await service.open(requireUser(request), request.params.idNotify)),
  );
}
