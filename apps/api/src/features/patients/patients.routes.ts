import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addendumBodySchema,
  errorEnvelopeSchema,
  inviteAnswerSchema,
  noteParamsSchema,
  pageOf,
  patientBodySchema,
  patientListQuerySchema,
  patientParamsSchema,
  patientRecordSchema,
  patientSummarySchema,
  sessionNoteContentSchema,
  sessionNoteSchema,
  successEnvelope,
  type Role,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import { createPatientsService, type PatientsDeps } from './patients.service.ts';

const errors = CLIENT_ERRORS;
const readErrors = { 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } as const;
/** Patient records and session notes belong to therapists only (not even Super-Admin). */
const THERAPIST: Role[] = ['Terapeuta'];

/** Patients and their session notes (docs/decisions/0008-agenda.md). */
export async function patientsRoutes(fastify: FastifyInstance, opts: PatientsDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = createPatientsService(opts);
  const tags = ['patients'];
  const config = { roles: THERAPIST };
  const record = successEnvelope(patientRecordSchema);
  const note = successEnvelope(sessionNoteSchema);

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
  app.get(
    '/patients/:id/notes',
    {
      schema: {
        tags,
        summary: 'Notas de sesión del paciente (auditado)',
        params: patientParamsSchema,
        response: { 200: successEnvelope(z.array(sessionNoteSchema)), ...readErrors },
      },
      config,
    },
    async (req) => ok(await s.notesOfPatient(requireUser(req), req.params.id, { ip: req.ip })),
  );

  app.get(
    '/appointments/:id/note',
    {
      schema: {
        tags,
        summary: 'Nota de sesión de una cita (auditado)',
        params: noteParamsSchema,
        response: { 200: note, ...readErrors },
      },
      config,
    },
    async (req) => ok(await s.note(requireUser(req), req.params.id, { ip: req.ip })),
  );
  app.put(
    '/appointments/:id/note',
    {
      schema: {
        tags,
        summary: 'Guardar el borrador de la nota de sesión',
        params: noteParamsSchema,
        body: sessionNoteContentSchema,
        response: { 200: note, 201: note, ...errors },
      },
      config,
    },
    async (req, reply) => {
      const saved = await s.saveNote(requireUser(req), req.params.id, req.body, { ip: req.ip });
      return reply.status(saved.created ? 201 : 200).send(ok(saved.note));
    },
  );
  app.post(
    '/appointments/:id/note/sign',
    {
      schema: {
        tags,
        summary: 'Firmar la nota (ya no se modifica)',
        params: noteParamsSchema,
        response: { 200: note, ...errors },
      },
      config,
    },
    async (req) => ok(await s.signNote(requireUser(req), req.params.id, { ip: req.ip })),
  );
  app.post(
    '/appointments/:id/note/addenda',
    {
      schema: {
        tags,
        summary: 'Agregar una adenda a la nota firmada',
        params: noteParamsSchema,
        body: addendumBodySchema,
        response: { 201: note, ...errors },
      },
      config,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(await s.addAddendum(requireUser(req), req.params.id, req.body.text, { ip: req.ip })),
        ),
  );
}
