import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ONLY,
  adminProfilesQuerySchema,
  adminTherapistSchema,
  directoryFacetsSchema,
  directoryOpinionSchema,
  directoryProfileBodySchema,
  directoryProfileEditorSchema,
  directoryQuerySchema,
  directorySlotsQuerySchema,
  pageOf,
  pageQuerySchema,
  photoQuerySchema,
  slotSchema,
  slugParamsSchema,
  successEnvelope,
  therapistCardSchema,
  therapistParamsSchema,
  therapistProfileSchema,
  THERAPIST_ONLY,
  THERAPIST_OR_PATIENT,
  verificationBodySchema,
  type DirectoryAudience,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { DirectoryService } from './directory.service.ts';
import type { ProfilesService } from './profiles.service.ts';

const errors = CLIENT_ERRORS;
const tags = ['directory'];

/**
 * The read routes exist twice: for signed-in therapists and patients (`/directory/…`) and for
 * visitors of the public site (`/public/directory/…`), each reading the listing rule of its
 * audience.
 */
const AUDIENCES: { prefix: string; audience: DirectoryAudience; who: string }[] = [
  { prefix: '/directory', audience: 'app', who: 'terapeutas y pacientes' },
  { prefix: '/public/directory', audience: 'public', who: 'sitio público' },
];

const viewerOf = (request: FastifyRequest, audience: DirectoryAudience) =>
  audience === 'app' ? requireUser(request) : undefined;

/** The therapist directory and its profiles (docs/decisions/0011-directory.md). */
export async function directoryRoutes(
  fastify: FastifyInstance,
  opts: { service: DirectoryService; profiles: ProfilesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, profiles } = opts;

  for (const { prefix, audience, who } of AUDIENCES) {
    const config: FastifyContextConfig =
      audience === 'app' ? { roles: THERAPIST_OR_PATIENT } : { public: true };
    // A therapist refused the directory module does not browse it either.
    const preHandler =
      audience === 'app'
        ? async (request: FastifyRequest) => profiles.requireDirectoryModule(requireUser(request))
        : async () => {};

    app.get(
      `${prefix}/therapists`,
      {
        schema: {
          tags,
          summary: `Directorio de terapeutas con filtros (${who})`,
          querystring: directoryQuerySchema,
          response: { 200: successEnvelope(pageOf(therapistCardSchema)), ...errors },
        },
        config,
        preHandler,
      },
      async (request) => ok(await service.list(audience, request.query)),
    );

    app.get(
      `${prefix}/therapists/:slug`,
      {
        schema: {
          tags,
          summary: `Perfil de un terapeuta (${who})`,
          params: slugParamsSchema,
          response: { 200: successEnvelope(therapistProfileSchema), ...errors },
        },
        config,
        preHandler,
      },
      async (request) =>
        ok(await service.profile(audience, request.params.slug, viewerOf(request, audience))),
    );

    app.get(
      `${prefix}/therapists/:slug/opinions`,
      {
        schema: {
          tags,
          summary: `Opiniones visibles de un terapeuta (${who})`,
          params: slugParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: successEnvelope(pageOf(directoryOpinionSchema)), ...errors },
        },
        config,
        preHandler,
      },
      async (request) => ok(await service.opinions(audience, request.params.slug, request.query)),
    );

    app.get(
      `${prefix}/therapists/:slug/free-slots`,
      {
        schema: {
          tags,
          summary: `Horarios libres de un terapeuta, hasta dos semanas (${who})`,
          params: slugParamsSchema,
          querystring: directorySlotsQuerySchema,
          response: { 200: successEnvelope(z.array(slotSchema)), ...errors },
        },
        config,
        preHandler,
      },
      async (request) => ok(await service.freeSlots(audience, request.params.slug, request.query)),
    );

    app.get(
      `${prefix}/facets`,
      {
        schema: {
          tags,
          summary: `Opciones de los filtros del directorio (${who})`,
          response: { 200: successEnvelope(directoryFacetsSchema), ...errors },
        },
        config,
        preHandler,
      },
      async () => ok(await service.facets(audience)),
    );
  }

  app.get(
    '/public/directory/therapists/:slug/photo',
    {
      schema: {
        tags,
        summary: 'Foto de un terapeuta del sitio público (imagen WebP)',
        params: slugParamsSchema,
        querystring: photoQuerySchema,
        produces: ['image/webp'],
      },
      config: { public: true },
    },
    async (request, reply) => {
      const size = Number(request.query.size) as 64 | 256;
      const image = await service.publicPhoto(request.params.slug, size);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=86400')
        .send(image);
    },
  );

  app.get(
    '/directory/profile',
    {
      schema: {
        tags,
        summary: 'Mi perfil del directorio',
        response: { 200: successEnvelope(directoryProfileEditorSchema), ...errors },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request) => ok(await profiles.own(requireUser(request))),
  );

  app.put(
    '/directory/profile',
    {
      schema: {
        tags,
        summary: 'Guardar mi perfil del directorio',
        body: directoryProfileBodySchema,
        response: { 200: successEnvelope(directoryProfileEditorSchema), ...errors },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request) => ok(await profiles.saveOwn(requireUser(request), request.body)),
  );

  app.get(
    '/directory/profiles',
    {
      schema: {
        tags,
        summary: 'Terapeutas y el estado de su perfil (administración)',
        querystring: adminProfilesQuerySchema,
        response: { 200: successEnvelope(pageOf(adminTherapistSchema)), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) => ok(await profiles.therapists(requireUser(request), request.query)),
  );

  app.get(
    '/directory/profiles/:therapistId',
    {
      schema: {
        tags,
        summary: 'Perfil del directorio de un terapeuta (administración)',
        params: therapistParamsSchema,
        response: { 200: successEnvelope(directoryProfileEditorSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) => ok(await profiles.get(requireUser(request), request.params.therapistId)),
  );

  app.put(
    '/directory/profiles/:therapistId',
    {
      schema: {
        tags,
        summary: 'Editar el perfil del directorio de un terapeuta (administración)',
        params: therapistParamsSchema,
        body: directoryProfileBodySchema,
        response: { 200: successEnvelope(directoryProfileEditorSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) =>
      ok(await profiles.save(requireUser(request), request.params.therapistId, request.body)),
  );

  app.put(
    '/directory/profiles/:therapistId/verification',
    {
      schema: {
        tags,
        summary: 'Marcar o quitar «verificado» (quién, cuándo, nota)',
        params: therapistParamsSchema,
        body: verificationBodySchema,
        response: { 200: successEnvelope(directoryProfileEditorSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (request) =>
      ok(await profiles.verify(requireUser(request), request.params.therapistId, request.body)),
  );
}
