import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ONLY,
  archiveBodySchema,
  articleBodySchema,
  articlePreviewBodySchema,
  articlePreviewSchema,
  articleSchema,
  CONTENT_TEXTS,
  contentAccessSchema,
  contentCategoriesQuerySchema,
  contentCategoriesSchema,
  contentItemSchema,
  contentListQuerySchema,
  contentParamsSchema,
  documentBodySchema,
  errorEnvelopeSchema,
  fileQuerySchema,
  pageOf,
  PHOTO_MAX_BYTES,
  successEnvelope,
  videoBodySchema,
  videoLinkBodySchema,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/errors.ts';
import { replyWithFile } from '../../core/http/file-reply.ts';
import { receiveUpload } from '../../core/http/streamed-upload.ts';
import { readUpload } from '../../core/http/uploads.ts';
import { DOCUMENT_RULE, VIDEO_RULE } from './content.files.ts';
import type { ContentService } from './content.service.ts';

const tags = ['content'];
const errors = CLIENT_ERRORS;
const uploadErrors = {
  ...CLIENT_ERRORS,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};
const item = successEnvelope(contentItemSchema);
const article = successEnvelope(articleSchema);

/** Información: documents, video tutorials and articles (docs/decisions/0012-content-and-search.md). */
export async function contentRoutes(fastify: FastifyInstance, opts: { service: ContentService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;

  app.get(
    '/content/items',
    {
      schema: {
        tags,
        summary: 'Contenidos de un tipo que el usuario puede leer (la administración: todos)',
        querystring: contentListQuerySchema,
        response: { 200: successEnvelope(pageOf(contentItemSchema)), ...errors },
      },
    },
    async (req) => ok(await s.list(requireUser(req), req.query)),
  );

  app.get(
    '/content/categories',
    {
      schema: {
        tags,
        summary: 'Categorías de un tipo de contenido, para filtrar',
        querystring: contentCategoriesQuerySchema,
        response: { 200: successEnvelope(contentCategoriesSchema), ...errors },
      },
    },
    async (req) => ok(await s.categories(requireUser(req), req.query.kind)),
  );

  app.get(
    '/content/items/:id',
    {
      schema: {
        tags,
        summary: 'Un contenido',
        params: contentParamsSchema,
        response: { 200: item, ...errors },
      },
    },
    async (req) => ok(await s.get(requireUser(req), req.params.id)),
  );

  app.get(
    '/content/articles/:id',
    {
      schema: {
        tags,
        summary: 'Un artículo con su texto ya convertido a HTML seguro',
        params: contentParamsSchema,
        response: { 200: article, ...errors },
      },
    },
    async (req) => ok(await s.article(requireUser(req), req.params.id)),
  );

  app.post(
    '/content/items/:id/open',
    {
      schema: {
        tags,
        summary: 'Abrir un contenido: cuenta una vista y da los enlaces a su archivo',
        params: contentParamsSchema,
        response: { 200: successEnvelope(contentAccessSchema), ...errors },
      },
    },
    async (req) => ok(await s.open(requireUser(req), req.params.id)),
  );

  app.post(
    '/content/items/:id/download',
    {
      schema: {
        tags,
        summary: 'Descargar un contenido: cuenta una descarga y da el enlace',
        params: contentParamsSchema,
        response: { 200: successEnvelope(contentAccessSchema), ...errors },
      },
    },
    async (req) => ok(await s.download(requireUser(req), req.params.id)),
  );

  app.get(
    '/content/items/:id/file',
    {
      schema: {
        tags,
        summary:
          'El archivo (admite rangos). Con la sesión o con el enlace firmado que da «abrir» o «descargar»',
        params: contentParamsSchema,
        querystring: fileQuerySchema,
        produces: ['application/octet-stream'],
      },
      // A <video> or pdf.js cannot send the session header; the signed link stands in for it.
      config: { public: true },
      compress: false,
    },
    async (req, reply) => {
      const actor =
        req.user ??
        (req.query.token ? await s.linkActor(req.params.id, req.query.token) : undefined);
      if (!actor) throw AppError.unauthorized();
      const file = await s.file(actor, req.params.id);
      return replyWithFile(req, reply, {
        ...file,
        download: req.query.download === '1',
        missing: CONTENT_TEXTS.noFile,
      });
    },
  );

  app.get(
    '/content/items/:id/image',
    {
      schema: {
        tags,
        summary: 'Portada de un artículo o imagen de un video (WebP)',
        params: contentParamsSchema,
        produces: ['image/webp'],
      },
    },
    async (req, reply) => {
      const image = await s.image(requireUser(req), req.params.id);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .send(image);
    },
  );

  app.post(
    '/content/documents',
    {
      schema: {
        tags,
        summary:
          'Subir un documento (multipart: title, description, category, audience, published y file; hasta 25 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: item, ...uploadErrors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) => {
      const upload = await receiveUpload(req, DOCUMENT_RULE, s.tempDir);
      return reply.status(201).send(ok(await s.createDocument(requireUser(req), upload)));
    },
  );

  app.post(
    '/content/videos/upload',
    {
      schema: {
        tags,
        summary:
          'Subir un video MP4 o WebM (multipart: los campos del video, durationSeconds y file; hasta 500 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: item, ...uploadErrors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) => {
      const upload = await receiveUpload(req, VIDEO_RULE, s.tempDir);
      return reply.status(201).send(ok(await s.createUploadedVideo(requireUser(req), upload)));
    },
  );

  app.post(
    '/content/videos',
    {
      schema: {
        tags,
        summary: 'Agregar un video de YouTube o Vimeo',
        body: videoLinkBodySchema,
        response: { 201: item, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.createLinkedVideo(requireUser(req), req.body))),
  );

  app.post(
    '/content/articles',
    {
      schema: {
        tags,
        summary: 'Escribir un artículo (Markdown)',
        body: articleBodySchema,
        response: { 201: article, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.createArticle(requireUser(req), req.body))),
  );

  app.post(
    '/content/articles/preview',
    {
      schema: {
        tags,
        summary: 'Vista previa de un texto en Markdown, con la misma limpieza que al publicar',
        body: articlePreviewBodySchema,
        response: { 200: successEnvelope(articlePreviewSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(s.preview(requireUser(req), req.body.body)),
  );

  app.put(
    '/content/documents/:id',
    {
      schema: {
        tags,
        summary: 'Editar los datos de un documento',
        params: contentParamsSchema,
        body: documentBodySchema,
        response: { 200: item, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.updateDocument(requireUser(req), req.params.id, req.body)),
  );

  app.put(
    '/content/videos/:id',
    {
      schema: {
        tags,
        summary: 'Editar los datos de un video (y el enlace, si es de YouTube o Vimeo)',
        params: contentParamsSchema,
        body: videoBodySchema,
        response: { 200: item, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.updateVideo(requireUser(req), req.params.id, req.body)),
  );

  app.put(
    '/content/articles/:id',
    {
      schema: {
        tags,
        summary: 'Editar un artículo',
        params: contentParamsSchema,
        body: articleBodySchema,
        response: { 200: article, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.updateArticle(requireUser(req), req.params.id, req.body)),
  );

  app.post(
    '/content/items/:id/file',
    {
      schema: {
        tags,
        summary:
          'Reemplazar el archivo de un documento o de un video subido (multipart, campo file)',
        params: contentParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: item, ...uploadErrors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      const actor = requireUser(req);
      const kind = await s.kindOf(actor, req.params.id);
      const upload = await receiveUpload(
        req,
        kind === 'document' ? DOCUMENT_RULE : VIDEO_RULE,
        s.tempDir,
      );
      return ok(await s.replaceFile(actor, req.params.id, upload));
    },
  );

  app.post(
    '/content/items/:id/image',
    {
      schema: {
        tags,
        summary: 'Imagen de un video o portada de un artículo (JPEG, PNG o WebP, hasta 5 MB)',
        params: contentParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: item, ...uploadErrors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      const buffer = await readUpload(req, {
        maxBytes: PHOTO_MAX_BYTES,
        fieldNamed: true,
        missing: { message: CONTENT_TEXTS.imageMissing, field: CONTENT_TEXTS.imageMissing },
        tooLarge: { message: CONTENT_TEXTS.imageTooLarge, field: CONTENT_TEXTS.imageTooLarge },
      });
      return ok(await s.uploadImage(requireUser(req), req.params.id, buffer));
    },
  );

  app.post(
    '/content/items/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archivar o recuperar un contenido (nunca se borra)',
        params: contentParamsSchema,
        body: archiveBodySchema,
        response: { 200: item, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.setArchived(requireUser(req), req.params.id, req.body.archived)),
  );
}
