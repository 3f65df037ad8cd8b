import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema, successEnvelope } from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { SearchService } from './search.service.ts';

/** /search: one query over what the user may see (docs/decisions/0012-content-and-search.md). */
export async function searchRoutes(fastify: FastifyInstance, opts: { service: SearchService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Buscar en todo lo que el usuario puede abrir, agrupado por tipo, con las coincidencias marcadas',
        querystring: searchQuerySchema,
        response: { 200: successEnvelope(searchAnswerSchema), ...CLIENT_ERRORS },
      },
    },
    async (req) => ok(await opts.service.search(requireUser(req), req.query)),
  );
}
