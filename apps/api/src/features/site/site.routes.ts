import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ONLY,
  API_TEXTS,
  contactBodySchema,
  contactHandledSchema,
  contactInboxSchema,
  contactListQuerySchema,
  contactMessageSchema,
  contactParamsSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  siteSettingsSchema,
  successEnvelope,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { SiteService } from './site.service.ts';

export async function siteRoutes(
  fastify: FastifyInstance,
  opts: { service: SiteService; limits: { contactPerIp: number } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  app.get(
    '/site/settings',
    {
      schema: {
        tags: ['site'],
        summary: 'Datos de contacto del sitio público',
        response: { 200: successEnvelope(siteSettingsSchema) },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(await service.settings());
    },
  );

  app.put(
    '/site/settings',
    {
      schema: {
        tags: ['site'],
        summary: 'Editar los datos de contacto del sitio',
        body: siteSettingsSchema,
        response: { 200: successEnvelope(siteSettingsSchema), 400: errorEnvelopeSchema },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) => {
      await service.saveSettings(request.body);
      return ok(request.body);
    },
  );

  app.post(
    '/site/contact',
    {
      schema: {
        tags: ['site'],
        summary: 'Formulario de contacto',
        body: contactBodySchema,
        response: {
          201: messageEnvelopeSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
      config: {
        public: true,
        rateLimit: { max: opts.limits.contactPerIp, timeWindow: 60 * 60 * 1000 },
      },
    },
    async (request, reply) => {
      await service.contact(request.body, request.ip);
      return reply
        .status(201)
        .send({ status: 'success' as const, message: API_TEXTS.contactReceived });
    },
  );

  app.get(
    '/site/contact-messages',
    {
      schema: {
        tags: ['site'],
        summary: 'Mensajes del formulario de contacto, los más recientes primero',
        querystring: contactListQuerySchema,
        response: { 200: successEnvelope(contactInboxSchema), ...CLIENT_ERRORS },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) => ok(await service.contactInbox(request.query)),
  );

  app.put(
    '/site/contact-messages/:id/handled',
    {
      schema: {
        tags: ['site'],
        summary: 'Marcar un mensaje de contacto como atendido (o pendiente)',
        params: contactParamsSchema,
        body: contactHandledSchema,
        response: { 200: successEnvelope(contactMessageSchema), ...CLIENT_ERRORS },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) =>
      ok(
        await service.markContact(requireUser(request).id, request.params.id, request.body.handled),
      ),
  );
}
