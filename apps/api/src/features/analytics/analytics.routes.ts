import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ONLY,
  analyticsDashboardSchema,
  analyticsQuerySchema,
  analyticsTherapistSchema,
  successEnvelope,
} from '@armonia/shared';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];

/** The administration's dashboard (Analítica de datos); Super-Admin only. */
export async function analyticsRoutes(
  fastify: FastifyInstance,
  opts: { service: AnalyticsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  app.get(
    '/analytics/dashboard',
    {
      schema: {
        tags,
        summary: 'Cifras y series de la analítica de un periodo (y del anterior)',
        querystring: analyticsQuerySchema,
        response: { 200: successEnvelope(analyticsDashboardSchema), ...CLIENT_ERRORS },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) => ok(await service.dashboard(request.query)),
  );

  app.get(
    '/analytics/therapists',
    {
      schema: {
        tags,
        summary: 'Terapeutas para el filtro de la analítica',
        response: { 200: successEnvelope(z.array(analyticsTherapistSchema)), ...CLIENT_ERRORS },
      },
      config: { roles: ADMIN_ONLY },
    },
    async () => ok(await service.therapists()),
  );
}
