import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  inviteAnswerSchema,
  pageOf,
  patientBodySchema,
  patientListQuerySchema,
  patientParamsSchema,
  patientRecordSchema,
  patientSummarySchema,
  successEnvelope,
  THERAPIST_ONLY,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { PatientsService } from './patients.service.ts';

const errors = CLIENT_ERRORS;
const readErrors = { 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } as const;

/** Patient records (docs/decisions/0008-agenda.md). */
export async function patientsRoutes(fastify: FastifyInstance, opts: { service: PatientsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;
  const tags = ['patients'];
  // Patient records and session notes belong to therapists only (not even Super-Admin).
  const config = { roles: THERAPIST_ONLY };
  const record = successEnvelope(patientRecordSchema);

  app.get(
    '/patients',
    {
      schema: {
        tags,
        summary: 'Mis pacientes (paginados, con búsqueda)',
        querystring: patientListQuerySchema,
        response: { 200: successEnvelope(pageOf(patientSummarySchema)), ...errors },
      },
      config,
    },
    async (req) => ok(await s.list(requireUser(req), req.query)),
  );
  app.post(
    '/patients',
    {
      schema: {
        tags,
        summary: 'Nuevo paciente',
        body: patientBodySchema,
        response: { 201: record, ...errors },
      },
      config,
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.create(requireUser(req), req.body, { ip: req.ip }))),
  );
  app.get(
    '/patients/:id',
    {
      schema: {
        tags,
        summary: 'Expediente del paciente (auditado)',
        params: patientParamsSchema,
        response: { 200: record, ...readErrors },
      },
      config,
    },
    async (req) => ok(await s.get(requireUser(req), req.params.id, { ip: req.ip })),
  );
  app.put(
    '/patients/:id',
    {
      schema: {
        tags,
        summary: 'Editar el expediente (auditado)',
        params: patientParamsSchema,
        body: patientBodySchema,
        response: { 200: record, ...errors },
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
      `/patients/:id/${action}`,
      {
        schema: {
          tags,
          summary: active ? 'Reactivar paciente' : 'Dar de baja al paciente (sin borrar)',
          params: patientParamsSchema,
          response: { 200: record, ...errors },
        },
        config,
      },
      async (req) => ok(await s.setActive(requireUser(req), req.params.id, active, { ip: req.ip })),
    );
  }
  app.post(
    '/patients/:id/invite',
    {
      schema: {
        tags,
        summary: 'Invitar al portal de pacientes',
        params: patientParamsSchema,
        response: { 200: successEnvelope(inviteAnswerSchema), ...errors },
      },
      config,
    },
    async (req) => ok(await s.invite(requireUser(req), req.params.id, { ip: req.ip })),
  );
}
