import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ONLY,
  API_TEXTS,
  byCatalogQuerySchema,
  catalogSchema,
  generalFilterQuerySchema,
  groupSchema,
  idParamsSchema,
  messageEnvelopeSchema,
  newGroupBodySchema,
  newPrimaryBodySchema,
  newSubgroupBodySchema,
  pageOf,
  registerBodySchema,
  registerSchema,
  STAFF,
  subgroupSchema,
  successEnvelope,
  tagBodySchema,
  tagSchema,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { CataloguesService } from './catalogues.service.ts';

const errors = CLIENT_ERRORS;
const deleted = { status: 'success' as const, message: API_TEXTS.deleted };

/** The spec's catalogue calls (section 7, "Catalogue registers" and "Tags"). */
export async function cataloguesRoutes(
  fastify: FastifyInstance,
  opts: { service: CataloguesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = opts.service;
  const tags = ['catalogues'];
  const R = '/catalogs/registers';

  app.get(
    `${R}/primary-list`,
    {
      schema: {
        tags,
        summary: 'Catálogos generales',
        response: { 200: successEnvelope(z.array(catalogSchema)) },
      },
      config: { roles: STAFF },
    },
    async (req) => ok(await s.catalogs(requireUser(req))),
  );
  app.post(
    `${R}/new-primary`,
    {
      schema: {
        tags,
        summary: 'Nuevo catálogo',
        body: newPrimaryBodySchema,
        response: { 201: successEnvelope(catalogSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) => reply.status(201).send(ok(await s.createCatalog(req.body))),
  );
  app.put(
    `${R}/edit-primary/:id`,
    {
      schema: {
        tags,
        summary: 'Editar catálogo',
        params: idParamsSchema,
        body: newPrimaryBodySchema,
        response: { 200: successEnvelope(catalogSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.updateCatalog(req.params.id, req.body)),
  );
  app.delete(
    `${R}/delete-primary/:id`,
    {
      schema: {
        tags,
        summary: 'Eliminar catálogo (vacío)',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      await s.deleteCatalog(req.params.id);
      return deleted;
    },
  );

  app.get(
    `${R}/group-by-catalog`,
    {
      schema: {
        tags,
        summary: 'Grupos de un catálogo',
        querystring: byCatalogQuerySchema,
        response: { 200: successEnvelope(z.array(groupSchema)), ...errors },
      },
      config: { roles: STAFF },
    },
    async (req) => ok(await s.groups(requireUser(req), req.query.elementCatalog)),
  );
  app.post(
    `${R}/new-group`,
    {
      schema: {
        tags,
        summary: 'Nuevo grupo',
        body: newGroupBodySchema,
        response: { 201: successEnvelope(groupSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.createGroup(requireUser(req), req.body))),
  );
  app.put(
    `${R}/edit-group/:id`,
    {
      schema: {
        tags,
        summary: 'Editar grupo',
        params: idParamsSchema,
        body: newGroupBodySchema,
        response: { 200: successEnvelope(groupSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.updateGroup(requireUser(req), req.params.id, req.body)),
  );
  app.delete(
    `${R}/delete-group/:id`,
    {
      schema: {
        tags,
        summary: 'Eliminar grupo (vacío)',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      await s.deleteGroup(req.params.id);
      return deleted;
    },
  );

  app.get(
    `${R}/subgroup-by-catalog`,
    {
      schema: {
        tags,
        summary: 'Subgrupos de un catálogo (o de uno de sus grupos)',
        querystring: byCatalogQuerySchema,
        response: { 200: successEnvelope(z.array(subgroupSchema)), ...errors },
      },
      config: { roles: STAFF },
    },
    async (req) => ok(await s.subgroups(requireUser(req), req.query)),
  );
  app.post(
    `${R}/new-subgroup`,
    {
      schema: {
        tags,
        summary: 'Nuevo subgrupo',
        body: newSubgroupBodySchema,
        response: { 201: successEnvelope(subgroupSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.createSubgroup(requireUser(req), req.body))),
  );
  app.put(
    `${R}/edit-subgroup/:id`,
    {
      schema: {
        tags,
        summary: 'Editar subgrupo',
        params: idParamsSchema,
        body: newSubgroupBodySchema,
        response: { 200: successEnvelope(subgroupSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.updateSubgroup(requireUser(req), req.params.id, req.body)),
  );
  app.delete(
    `${R}/delete-subgroup/:id`,
    {
      schema: {
        tags,
        summary: 'Eliminar subgrupo (vacío)',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      await s.deleteSubgroup(req.params.id);
      return deleted;
    },
  );

  app.get(
    `${R}/general-filter`,
    {
      schema: {
        tags,
        summary: 'Registros por catálogo, grupo, subgrupo, etiqueta y texto',
        querystring: generalFilterQuerySchema,
        response: { 200: successEnvelope(pageOf(registerSchema)), ...errors },
      },
      config: { roles: STAFF },
    },
    async (req) => ok(await s.filter(requireUser(req), req.query)),
  );
  app.post(
    `${R}/new-register`,
    {
      schema: {
        tags,
        summary:
          'Nuevo registro (global si lo crea la administración; privado si lo crea un terapeuta)',
        body: registerBodySchema,
        response: { 201: successEnvelope(registerSchema), ...errors },
      },
      config: { roles: STAFF },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await s.createRegister(requireUser(req), req.body))),
  );
  app.put(
    `${R}/edit-register/:id`,
    {
      schema: {
        tags,
        summary: 'Editar registro',
        params: idParamsSchema,
        body: registerBodySchema,
        response: { 200: successEnvelope(registerSchema), ...errors },
      },
      config: { roles: STAFF },
    },
    async (req) => ok(await s.updateRegister(requireUser(req), req.params.id, req.body)),
  );
  app.delete(
    `${R}/delete-register/:id`,
    {
      schema: {
        tags,
        summary: 'Eliminar registro',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { roles: STAFF },
    },
    async (req) => {
      await s.deleteRegister(requireUser(req), req.params.id);
      return deleted;
    },
  );

  app.get(
    '/catalogs/tags',
    {
      schema: {
        tags,
        summary: 'Etiquetas',
        response: { 200: successEnvelope(z.array(tagSchema)) },
      },
      config: { roles: STAFF },
    },
    async () => ok(await s.tags()),
  );
  app.post(
    '/catalogs/tags/new-tag',
    {
      schema: {
        tags,
        summary: 'Nueva etiqueta',
        body: tagBodySchema,
        response: { 201: successEnvelope(tagSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req, reply) => reply.status(201).send(ok(await s.createTag(req.body.name))),
  );
  app.put(
    '/catalogs/tags/edit-tag/:id',
    {
      schema: {
        tags,
        summary: 'Editar etiqueta',
        params: idParamsSchema,
        body: tagBodySchema,
        response: { 200: successEnvelope(tagSchema), ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => ok(await s.updateTag(req.params.id, req.body.name)),
  );
  app.delete(
    '/catalogs/tags/delete-tag/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar etiqueta',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      config: { roles: ADMIN_ONLY },
    },
    async (req) => {
      await s.deleteTag(req.params.id);
      return deleted;
    },
  );
}
