import type { FastifyInstance } from 'fastify';
import { API_TEXTS, checkAndNormalizeText } from '@armonia/shared';
import { AppError } from './errors.ts';

/**
 * Every route, with or without a schema: params, query and JSON body pass the shared text rule
 * (no control characters, no lone surrogates, NFC) before validation and before any handler.
 * Multipart fields, CSV cells and socket messages apply the same rule where they are read.
 */
export function registerTextRule(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: [unknown, string][] = [
      [request.params, 'params'],
      [request.query, 'query'],
      [request.body, 'body'],
    ];
    for (const [value, root] of parts) {
      const violation = checkAndNormalizeText(value, root);
      if (violation) throw AppError.badRequest(API_TEXTS.validation, [violation]);
    }
  });
}
