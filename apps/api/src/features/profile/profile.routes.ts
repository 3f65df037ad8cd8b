import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  avatarParamsSchema,
  avatarQuerySchema,
  errorEnvelopeSchema,
  PHOTO_MAX_BYTES,
  PROFILE_TEXTS,
  profileSchema,
  successEnvelope,
  updateProfileBodySchema,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { ok } from '../../core/http/envelope.ts';
import { readUpload } from '../../core/http/uploads.ts';
import type { ProfileService } from './profile.service.ts';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 413: errorEnvelopeSchema };

export async function profileRoutes(fastify: FastifyInstance, opts: { service: ProfileService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Mi perfil',
        response: { 200: successEnvelope(profileSchema) },
      },
    },
    async (request) => ok(await service.get(requireUser(request).id)),
  );

  app.put(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Editar mis datos',
        body: updateProfileBodySchema,
        response: { 200: successEnvelope(profileSchema), ...errors },
      },
    },
    async (request) => ok(await service.update(requireUser(request).id, request.body)),
  );

  app.post(
    '/files/upload-profile-image',
    {
      schema: {
        tags: ['profile'],
        summary: 'Subir foto de perfil (multipart, campo "file"; JPEG, PNG o WebP, máximo 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(profileSchema), ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60 * 1000 } },
    },
    async (request) => {
      const user = requireUser(request);
      const buffer = await readUpload(request, {
        maxBytes: PHOTO_MAX_BYTES,
        fieldNamed: true,
        missing: { message: PROFILE_TEXTS.noFile, field: PROFILE_TEXTS.noFile },
        tooLarge: { message: PROFILE_TEXTS.tooLarge, field: PROFILE_TEXTS.tooLarge },
      });
      return ok(await service.uploadPhoto(user.id, buffer));
    },
  );

  app.get(
    '/files/get-profile-image',
    {
      schema: {
        tags: ['profile'],
        summary: 'Mi foto de perfil (imagen WebP)',
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const image = await service.photo(requireUser(request), requireUser(request).id, 256);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-cache')
        .send(image);
    },
  );

  app.get(
    '/files/avatar/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: 'Foto de otra persona (chat, directorio)',
        params: avatarParamsSchema,
        querystring: avatarQuerySchema,
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const size = Number(request.query.size) as 64 | 256;
      const image = await service.photo(requireUser(request), request.params.userId, size);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .send(image);
    },
  );
}
