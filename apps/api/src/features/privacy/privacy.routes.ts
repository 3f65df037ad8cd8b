import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ONLY,
  arcoInboxSchema,
  arcoListQuerySchema,
  arcoParamsSchema,
  arcoRequestSchema,
  arcoUpdateSchema,
  newArcoRequestSchema,
  PATIENT_ONLY,
  patientExportSchema,
  successEnvelope,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { PrivacyService } from './privacy.service.ts';

const errors = CLIENT_ERRORS;
const tags = ['privacy'];

/** The patient's data and ARCO requests under the LFPDPPP (docs/decisions/0019). */
export async function privacyRoutes(fastify: FastifyInstance, opts: { service: PrivacyService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;

  app.get(
    '/privacy/my-data',
    {
      schema: {
        tags,
        summary: 'Descargar todos mis datos (JSON)',
        response: { 200: successEnvelope(patientExportSchema), ...errors },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await s.exportData(requireUser(req)));
    },
  );

  app.get(
    '/privacy/my-requests',
    {
      schema: {
        tags,
        summary: 'Mis solicitudes ARCO y su estado',
        response: { 200: successEnvelope(z.array(arcoRequestSchema)), ...errors },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (req) => ok(await s.mine(requireUser(req))),
  );

  app.post(
    '/privacy/my-requests',
    {
      schema: {
        tags,
        summary: 'Presentar una solicitud ARCO',
        body: newArcoRequestSchema,
        response: { 201: successEnvelope(arcoRequestSchema), ...errors },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.file(requireUser(req), req.body, req.ip))),
  );

  app.get(
    '/privacy/requests',
    {
      schema: {
        tags,
        summary: 'Bandeja de solicitudes ARCO (administración)',
        querystring: arcoListQuerySchema,
        response: { 200: successEnvelope(arcoInboxSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.inbox(req.query)),
  );

  app.put(
    '/privacy/requests/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de una solicitud ARCO y responder al paciente',
        params: arcoParamsSchema,
        body: arcoUpdateSchema,
        response: { 200: successEnvelope(arcoRequestSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.update(requireUser(req), req.params.id, req.body, req.ip)),
  );
}
