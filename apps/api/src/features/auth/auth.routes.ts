import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_TEXTS,
  changePasswordBodySchema,
  currentUserSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  messageEnvelopeSchema,
  recoverPasswordBodySchema,
  resetPasswordBodySchema,
  signUpBodySchema,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { AppError } from '../../core/http/errors.ts';
import type { AuthService, RequestMeta } from './auth.service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

export async function authRoutes(
  fastify: FastifyInstance,
  opts: { service: AuthService; limits: { loginPerIp: number; loginPerEmail: number } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  /** A second limit keyed by the e-mail in the body, so one account cannot be sprayed from many IPs. */
  const perEmail = (max: number, timeWindow: number, prefix: string) => {
    const check = fastify.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (req) => `${prefix}:${String((req.body as { email?: string })?.email ?? '')}`,
    });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError(429, API_TEXTS.rateLimited);
    };
  };

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        body: loginBodySchema,
        response: { 200: currentUserSchema, 403: errorEnvelopeSchema, ...errors },
      },
      config: {
        public: true,
        rateLimit: { max: opts.limits.loginPerIp, timeWindow: FIFTEEN_MINUTES },
      },
      preHandler: perEmail(opts.limits.loginPerEmail, FIFTEEN_MINUTES, 'login'),
    },
    (request) => service.login(request.body, meta(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cerrar sesión',
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await service.logout(requireUser(request));
      return { status: 'success' as const, message: API_TEXTS.loggedOut };
    },
  );

  app.post(
    '/user/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cambiar contraseña (cierra las demás sesiones)',
        body: changePasswordBodySchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await service.changePassword(requireUser(request), request.body, meta(request));
      return { status: 'success' as const, message: API_TEXTS.passwordChanged };
    },
  );

  app.post(
    '/user/recover-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Solicitar enlace para restablecer la contraseña',
        body: recoverPasswordBodySchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { public: true, rateLimit: { max: 10, timeWindow: HOUR } },
      preHandler: perEmail(3, HOUR, 'recover'),
    },
    async (request) => {
      await service.recoverPassword(request.body.email, meta(request));
      return { status: 'success' as const, message: API_TEXTS.recoverySent };
    },
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Restablecer la contraseña con el enlace recibido',
        body: resetPasswordBodySchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { public: true, rateLimit: { max: 20, timeWindow: HOUR } },
    },
    async (request) => {
      await service.resetPassword(request.body, meta(request));
      return { status: 'success' as const, message: API_TEXTS.passwordChanged };
    },
  );

  app.post(
    '/user/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registro de pacientes con consentimiento expreso',
        body: signUpBodySchema,
        response: { 201: currentUserSchema, 409: errorEnvelopeSchema, ...errors },
      },
      config: { public: true, rateLimit: { max: 10, timeWindow: HOUR } },
    },
    async (request, reply) => {
      const user = await service.signUp(request.body, meta(request));
      return reply.status(201).send(user);
    },
  );
}
