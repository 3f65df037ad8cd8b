import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TEXTS, errorEnvelopeSchema, successEnvelope } from '@armonia/shared';
import { ping, type Db } from '../../core/db/client.ts';
import { ok } from '../../core/http/envelope.ts';

const healthSchema = successEnvelope(z.object({ status: z.literal('ok') }));

export async function healthRoutes(fastify: FastifyInstance, opts: { db: Db }) {
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
        await ping(opts.db);
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
