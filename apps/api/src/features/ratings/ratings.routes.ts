import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ONLY,
  editRatingBodySchema,
  hideRatingBodySchema,
  newRatingBodySchema,
  pageOf,
  PATIENT_ONLY,
  ratedTherapistSchema,
  ratingListQuerySchema,
  ratingParamsSchema,
  ratingSchema,
  ratingSummaryQuerySchema,
  ratingSummarySchema,
  successEnvelope,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { RatingsService } from './ratings.service.ts';

const errors = CLIENT_ERRORS;
const tags = ['ratings'];

/** Opinions of completed appointments (docs/decisions/0008-agenda.md). */
export async function ratingsRoutes(fastify: FastifyInstance, opts: { service: RatingsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;

  app.get(
    '/ratings',
    {
      schema: {
        tags,
        summary: 'Opiniones: las propias (paciente), sobre mí (terapeuta) o todas (administración)',
        querystring: ratingListQuerySchema,
        response: { 200: successEnvelope(pageOf(ratingSchema)), ...errors },
      },
    },
    async (req) => ok(await s.list(requireUser(req), req.query)),
  );

  app.get(
    '/ratings/summary',
    {
      schema: {
        tags,
        summary: 'Promedio y número de opiniones visibles de un terapeuta',
        querystring: ratingSummaryQuerySchema,
        response: { 200: successEnvelope(ratingSummarySchema), ...errors },
      },
    },
    async (req) => ok(await s.summary(requireUser(req), req.query.therapistId)),
  );

  app.get(
    '/ratings/therapists',
    {
      schema: {
        tags,
        summary: 'Terapeutas con opiniones (filtro de la administración)',
        response: { 200: successEnvelope(z.array(ratedTherapistSchema)), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.ratedTherapists(requireUser(req))),
  );

  app.post(
    '/ratings',
    {
      schema: {
        tags,
        summary: 'Calificar una cita completada propia (una vez)',
        body: newRatingBodySchema,
        response: { 201: successEnvelope(ratingSchema), ...errors },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (req, reply) => reply.status(201).send(ok(await s.create(requireUser(req), req.body))),
  );

  app.put(
    '/ratings/:id',
    {
      schema: {
        tags,
        summary: 'Editar la opinión propia (durante 7 días)',
        params: ratingParamsSchema,
        body: editRatingBodySchema,
        response: { 200: successEnvelope(ratingSchema), ...errors },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (req) => ok(await s.edit(requireUser(req), req.params.id, req.body)),
  );

  app.post(
    '/ratings/:id/hide',
    {
      schema: {
        tags,
        summary: 'Ocultar o mostrar una opinión',
        params: ratingParamsSchema,
        body: hideRatingBodySchema,
        response: { 200: successEnvelope(ratingSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.setHidden(requireUser(req), req.params.id, req.body.hidden)),
  );
}
