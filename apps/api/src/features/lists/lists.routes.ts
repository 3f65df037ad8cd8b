import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ONLY,
  API_TEXTS,
  CSV_MAX_BYTES,
  importReportSchema,
  LIST_TEXTS,
  listItemBodySchema,
  listItemParamsSchema,
  listItemSchema,
  listParamsSchema,
  listQuerySchema,
  LISTS,
  messageEnvelopeSchema,
  pageOf,
  PHOTO_MAX_BYTES,
  reorderBodySchema,
  STAFF,
  successEnvelope,
  type ListDef,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import { readUpload } from '../../core/http/uploads.ts';
import type { ListsService } from './lists.service.ts';

const errors = CLIENT_ERRORS;

const defOf = (key: keyof typeof LISTS): ListDef => LISTS[key];

/** Generic routes for every declarative list: the definition decides fields and validation. */
export async function listsRoutes(fastify: FastifyInstance, opts: { service: ListsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;
  const tags = ['lists'];

  app.get(
    '/lists/:list',
    {
      schema: {
        tags,
        summary: 'Elementos de una lista (paginados, con búsqueda y orden)',
        params: listParamsSchema,
        querystring: listQuerySchema,
        response: { 200: successEnvelope(pageOf(listItemSchema)), ...errors },
      },
      config: { roles: STAFF },
    },
    async (req) => {
      await s.requireModuleFor(requireUser(req), defOf(req.params.list));
      return ok(await s.page(defOf(req.params.list), req.query));
    },
  );
  app.post(
    '/lists/:list',
    {
      schema: {
        tags,
        summary: 'Nuevo elemento',
        params: listParamsSchema,
        body: listItemBodySchema,
        response: { 201: successEnvelope(listItemSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.create(defOf(req.params.list), req.body))),
  );
  app.put(
    '/lists/:list/order',
    {
      schema: {
        tags,
        summary: 'Reordenar la lista',
        params: listParamsSchema,
        body: reorderBodySchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      await s.reorder(defOf(req.params.list), req.body.ids);
      return { status: 'success' as const, message: LIST_TEXTS.reordered };
    },
  );
  app.put(
    '/lists/:list/:id',
    {
      schema: {
        tags,
        summary: 'Editar elemento',
        params: listItemParamsSchema,
        body: listItemBodySchema,
        response: { 200: successEnvelope(listItemSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.update(defOf(req.params.list), req.params.id, req.body)),
  );
  app.delete(
    '/lists/:list/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar elemento',
        params: listItemParamsSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      await s.remove(defOf(req.params.list), req.params.id);
      return { status: 'success' as const, message: API_TEXTS.deleted };
    },
  );
  app.post(
    '/lists/:list/:id/image',
    {
      schema: {
        tags,
        summary: 'Imagen de un elemento (multipart, campo "file"; JPEG, PNG o WebP, máximo 5 MB)',
        params: listItemParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(listItemSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      const buffer = await readUpload(req, {
        maxBytes: PHOTO_MAX_BYTES,
        fieldNamed: true,
        missing: { message: LIST_TEXTS.imageMissing, field: LIST_TEXTS.imageMissingField },
        tooLarge: { message: LIST_TEXTS.imageTooLarge, field: LIST_TEXTS.imageTooLargeField },
      });
      return ok(await s.saveImage(defOf(req.params.list), req.params.id, buffer));
    },
  );
  app.get(
    '/lists/:list/:id/image',
    {
      schema: {
        tags,
        summary: 'Imagen de un elemento (WebP)',
        params: listItemParamsSchema,
        produces: ['image/webp'],
      },
      config: { roles: STAFF },
    },
    async (req, reply) => {
      await s.requireModuleFor(requireUser(req), defOf(req.params.list));
      const image = await s.image(defOf(req.params.list), req.params.id);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .send(image);
    },
  );
  app.get(
    '/lists/:list/export',
    {
      schema: {
        tags,
        summary: 'Exportar la lista a CSV',
        params: listParamsSchema,
        produces: ['text/csv'],
      },
      config: { roles: STAFF },
    },
    async (req, reply) => {
      await s.requireModuleFor(requireUser(req), defOf(req.params.list));
      const csv = await s.exportCsv(defOf(req.params.list));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${req.params.list}.csv"`)
        .send(csv);
    },
  );
  app.post(
    '/lists/:list/import',
    {
      schema: {
        tags,
        summary: 'Importar CSV (multipart, campo "file"; todo o nada, con reporte por fila)',
        params: listParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(importReportSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      const buffer = await readUpload(req, {
        maxBytes: CSV_MAX_BYTES,
        fieldNamed: false,
        missing: { message: LIST_TEXTS.csvMissing, field: LIST_TEXTS.csvMissingField },
        tooLarge: { message: LIST_TEXTS.csvTooLarge, field: LIST_TEXTS.csvTooLargeField },
      });
      return ok(await s.importCsv(defOf(req.params.list), buffer));
    },
  );
}
