import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TEXTS, errorEnvelopeSchema, healthSchema } from '@armonia/shared';
import { ok } from '../../core/http/envelope.ts';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(fastify: FastifyInstance, opts: { service: HealthService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Vivo', response: { 200: healthSchema } },
      config: { public: true },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Listo: la base de datos responde',
        response: { 200: healthSchema, 503: errorEnvelopeSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      try {
        await opts.service.ready();
        return ok({ status: 'ok' as const });
      } catch (err) {
        request.log.error({ err }, 'database not ready');
        return reply
          .status(503)
          .send({ status: 'error' as const, message: API_TEXTS.databaseUnavailable });
      }
    },
  );
}
