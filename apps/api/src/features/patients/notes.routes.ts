import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addendumBodySchema,
  errorEnvelopeSchema,
  noteParamsSchema,
  patientParamsSchema,
  sessionNoteContentSchema,
  sessionNoteSchema,
  successEnvelope,
  THERAPIST_ONLY,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { NotesService } from './notes.service.ts';

const errors = CLIENT_ERRORS;
const readErrors = { 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } as const;

/** Session notes of a patient and of an appointment (docs/decisions/0008-agenda.md). */
export async function notesRoutes(fastify: FastifyInstance, opts: { service: NotesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;
  const tags = ['patients'];
  // Session notes are read only by their author, a therapist (not even Super-Admin).
  const config = { roles: THERAPIST_ONLY };
  const note = successEnvelope(sessionNoteSchema);

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
    async (req) => ok(await s.ofPatient(requireUser(req), req.params.id, { ip: req.ip })),
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
    async (req) => ok(await s.get(requireUser(req), req.params.id, { ip: req.ip })),
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
      const saved = await s.save(requireUser(req), req.params.id, req.body, { ip: req.ip });
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
    async (req) => ok(await s.sign(requireUser(req), req.params.id, { ip: req.ip })),
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
