import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessBodySchema,
  accessParamsSchema,
  ADMIN_ONLY,
  adminUserSchema,
  EVERY_ROLE,
  messageEnvelopeSchema,
  moduleMenuSchema,
  pageOf,
  successEnvelope,
  therapistAccessSchema,
  userBodySchema,
  userDetailSchema,
  userParamsSchema,
  USERS_TEXTS,
  usersQuerySchema,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { UsersService } from './users.service.ts';

const errors = CLIENT_ERRORS;
const config = { roles: ADMIN_ONLY };
const tags = ['users'];

/** Usuarios, Permisos de Terapeutas and the therapist's menu answer. */
export async function usersRoutes(fastify: FastifyInstance, opts: { service: UsersService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;
  const user = successEnvelope(adminUserSchema);

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Usuarios: búsqueda sin acentos, filtros por rol y estado, orden y páginas',
        querystring: usersQuerySchema,
        response: { 200: successEnvelope(pageOf(adminUserSchema)), ...errors },
      },
      config,
    },
    async (req) => ok(await s.list(req.query)),
  );
  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Crear una cuenta (se envía el correo para crear la contraseña)',
        body: userBodySchema,
        response: { 201: user, ...errors },
      },
      config,
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.create(requireUser(req), req.body, { ip: req.ip }))),
  );
  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Una cuenta y su historial reciente',
        params: userParamsSchema,
        response: { 200: successEnvelope(userDetailSchema), ...errors },
      },
      config,
    },
    async (req) => ok(await s.detail(req.params.id)),
  );
  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Editar nombre, correo y rol',
        params: userParamsSchema,
        body: userBodySchema,
        response: { 200: user, ...errors },
      },
      config,
    },
    async (req) => ok(await s.update(requireUser(req), req.params.id, req.body, { ip: req.ip })),
  );
  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: active
            ? 'Reactivar la cuenta'
            : 'Desactivar la cuenta (cierra sus sesiones y sus conexiones al momento)',
          params: userParamsSchema,
          response: { 200: user, ...errors },
        },
        config,
      },
      async (req) => ok(await s.setActive(requireUser(req), req.params.id, active, { ip: req.ip })),
    );
  }
  app.post(
    '/users/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Enviar el correo para restablecer la contraseña',
        params: userParamsSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config,
    },
    async (req) => {
      await s.sendReset(requireUser(req), req.params.id, { ip: req.ip });
      return { status: 'success' as const, message: USERS_TEXTS.resetSent };
    },
  );

  app.get(
    '/therapist-access/:therapistId',
    {
      schema: {
        tags,
        summary: 'Módulos de un terapeuta: permitido y hasta cuándo',
        params: accessParamsSchema,
        response: { 200: successEnvelope(therapistAccessSchema), ...errors },
      },
      config,
    },
    async (req) => ok(await s.access(req.params.therapistId)),
  );
  app.put(
    '/therapist-access/:therapistId',
    {
      schema: {
        tags,
        summary: 'Guardar los módulos de un terapeuta',
        params: accessParamsSchema,
        body: accessBodySchema,
        response: { 200: successEnvelope(therapistAccessSchema), ...errors },
      },
      config,
    },
    async (req) =>
      ok(await s.saveAccess(requireUser(req), req.params.therapistId, req.body, { ip: req.ip })),
  );

  app.get(
    '/user/modules',
    {
      schema: {
        tags,
        summary: 'Módulos que el menú del terapeuta oculta ahora',
        response: { 200: successEnvelope(moduleMenuSchema), ...errors },
      },
      config: { roles: EVERY_ROLE },
    },
    async (req) => ok(await s.menu(requireUser(req))),
  );
}
