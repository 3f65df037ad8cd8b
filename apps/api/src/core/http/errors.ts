import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_TEXTS, type Decision, type ErrorEnvelope, type FieldError } from '@armonia/shared';

/** The one error type the services throw; the handler below turns it into an answer. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError(400, message, errors);
  }
  /** A 400 that names the one field at fault, with the message shown under it. */
  static badField(field: string, message: string) {
    return new AppError(400, message, [{ field, message }]);
  }
  static unauthorized(message: string = API_TEXTS.unauthenticated) {
    return new AppError(401, message);
  }
  static forbidden(message: string = API_TEXTS.forbidden) {
    return new AppError(403, message);
  }
  static notFound(message: string = API_TEXTS.notFound) {
    return new AppError(404, message);
  }
  static conflict(message: string, errors?: FieldError[]) {
    return new AppError(409, message, errors);
  }
}

/** Applies a policy's decision: a refusal becomes the error it names, an allowance passes through. */
export function enforce<T extends object>(decision: Decision<T>): { ok: true } & T {
  if (!decision.ok) throw new AppError(decision.status, decision.message);
  return decision;
}

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, API_TEXTS.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, API_TEXTS.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, API_TEXTS.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, API_TEXTS.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, API_TEXTS.malformedJson],
};

function statusMessage(status: number): string {
  if (status === 401) return API_TEXTS.unauthenticated;
  if (status === 403) return API_TEXTS.forbidden;
  if (status === 404) return API_TEXTS.notFound;
  if (status === 413) return API_TEXTS.payloadTooLarge;
  if (status === 429) return API_TEXTS.rateLimited;
  return API_TEXTS.validation;
}

/** One handler for every error: Spanish messages, field errors on a 400, no stack traces. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status = 500;
    let body: ErrorEnvelope = { status: 'error', message: API_TEXTS.internal };

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { status: 'error', message: error.message, errors: error.errors };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = {
        status: 'error',
        message: API_TEXTS.validation,
        errors: error.validation.map((v) => ({
          field: v.instancePath.split('/').filter(Boolean).join('.') || 'body',
          message: v.message ?? API_TEXTS.validation,
        })),
      };
    } else if (error.code && FRAMEWORK_MESSAGES[error.code]) {
      const [s, m] = FRAMEWORK_MESSAGES[error.code]!;
      status = s;
      body = { status: 'error', message: m };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { status: 'error', message: statusMessage(status) };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as FastifyError).code }, 'request refused');
    return reply.status(status).send(body);
  });
}
