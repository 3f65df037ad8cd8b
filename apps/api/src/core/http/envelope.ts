import { errorEnvelopeSchema } from '@armonia/shared';

/** Wraps an answer in the spec's success envelope. */
export function ok<T>(data: T) {
  return { status: 'success' as const, data };
}

/** The refusals a write route may answer, each in the error envelope (for OpenAPI and checks). */
export const CLIENT_ERRORS = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
} as const;
