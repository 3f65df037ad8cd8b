import {
  CATALOGUE_TEXTS,
  mayChangeRegister,
  ownerForNew,
  searchKey,
  type Actor,
  type Catalog,
  type CatalogGroup,
  type CatalogRegister,
  type CatalogSubgroup,
  type GeneralFilterQuery,
  type Tag,
  type generalFilterQuerySchema,
  type newGroupBodySchema,
  type newPrimaryBodySchema,
  type newSubgroupBodySchema,
  type registerBodySchema,
} from '@armonia/shared';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { groupAnswer, subgroupAnswer } from './catalogues.answers.ts';
import { deniedModules } from '../../core/module-access.ts';
import { createCataloguesRepository, type RegisterRow } from './catalogues.repository.ts';

function hasChildren(childrenWord: string, counts: { children: number; registers: number }) {
  return AppError.conflict(
    CATALOGUE_TEXTS.stillHolds(counts.children, childrenWord, counts.registers),
  );
}

const duplicate = (field: string) =>
  AppError.conflict(CATALOGUE_TEXTS.duplicate, [{ field, message: CATALOGUE_TEXTS.duplicate }]);

async function unique<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(field);
    throw err;
  }
}

export function createCataloguesService(deps: { db: Db }) {
  const repo = createCataloguesRepository(deps.db);

  /** Catalogues this user may read (therapists: all but those the administration closed). */
  async function denied(user: Actor): Promise<Set<string>> {
    const closed = await deniedModules(deps.db, user);
    return new Set(
      [...closed].filter((k) => k.startsWith('catalog:')).map((k) => k.slice('catalog:'.length)),
    );
  }

  /** A catalogue, group or subgroup named in a body, or a refusal naming the field. */
  function named<T>(row: T | undefined, field: string, message: string): T {
    if (!row) throw AppError.badField(field, message);
    return row;
  }

  async function catalogNamed(user: Actor, name: string, field = 'elementCatalog') {
    const catalog = await repo.catalogByKey(searchKey(name));
    const readable = catalog && !(await denied(user)).has(catalog.id) ? catalog : undefined;
    return named(readable, field, CATALOGUE_TEXTS.catalogMissing);
  }

  async function groupNamed(catalogId: string, name: string) {
    const group = await repo.groupByKey(catalogId, searchKey(name));
    return named(group, 'elementGroup', CATALOGUE_TEXTS.groupMissing);
  }

  async function subgroupNamed(groupId: string, name: string) {
    const sub = await repo.subgroupByKey(groupId, searchKey(name));
    return named(sub, 'elementSubgroup', CATALOGUE_TEXTS.subgroupMissing);
  }

  /** Each level of the tree: how to find and delete one, and what it holds besides registers. */
  const levels = {
    catalog: {
      find: (id: string) => repo.catalogById(id),
      remove: (id: string) => repo.deleteCatalog(id),
      childrenWord: CATALOGUE_TEXTS.groupsWord,
    },
    group: {
      find: (id: string) => repo.groupById(id),
      remove: (id: string) => repo.deleteGroup(id),
      childrenWord: CATALOGUE_TEXTS.subgroupsWord,
    },
    subgroup: {
      find: (id: string) => repo.subgroupById(id),
      remove: (id: string) => repo.deleteSubgroup(id),
      childrenWord: '',
    },
  };

  /** Deletes a catalogue, group or subgroup only while it holds nothing. */
  async function deleteEmpty(level: keyof typeof levels, id: string) {
    const { find, remove, childrenWord } = levels[level];
    if (!(await find(id))) throw AppError.notFound(CATALOGUE_TEXTS.notFound);
    const counts = await repo.childCounts(level, id);
    if (counts.children || counts.registers) throw hasChildren(childrenWord, counts);
    await remove(id);
  }

  async function place(
    user: Actor,
    body: { elementCatalog: string; elementGroup?: string; elementSubgroup?: string },
  ) {
    const catalog = await catalogNamed(user, body.elementCatalog);
    if (body.elementSubgroup && !body.elementGroup) {
      throw AppError.badField('elementGroup', CATALOGUE_TEXTS.subgroupNeedsGroup);
    }
    const group = body.elementGroup ? await groupNamed(catalog.id, body.elementGroup) : undefined;
    const subgroup =
      group && body.elementSubgroup
        ? await subgroupNamed(group.id, body.elementSubgroup)
        : undefined;
    return { catalog, group, subgroup };
  }

  async function toRegisters(
    rows: {
      register: RegisterRow;
      catalog: string;
      group: string | null;
      subgroup: string | null;
    }[],
  ): Promise<CatalogRegister[]> {
    const tagMap = await repo.tagsOf(rows.map((r) => r.register.id));
    return rows.map(({ register, catalog, group, subgroup }) => ({
      id: register.id,
      elementCatalog: catalog,
      elementGroup: group,
      elementSubgroup: subgroup,
      name: register.name,
      description: register.description,
      attributes: register.attributes as Record<string, string>,
      tags: tagMap.get(register.id) ?? [],
      scope: register.ownerId === null ? 'global' : 'private',
    }));
  }

  /** The register, when the user may change it: 404 when they cannot even see it. */
  async function changeable(user: Actor, id: string) {
    const row = await repo.registerById(id);
    if (!row) throw AppError.notFound(CATALOGUE_TEXTS.notFound);
    enforce(mayChangeRegister(user, row));
    return row;
  }

  async function registerValues(
    user: Actor,
    body: z.output<typeof registerBodySchema>,
    ownerId: string | null,
  ) {
    const { catalog, group, subgroup } = await place(user, body);
    const known = await repo.existingTagIds(body.tags);
    if (known.length !== new Set(body.tags).size) {
      throw AppError.badField('tags', CATALOGUE_TEXTS.tagMissing);
    }
    const searchText = searchKey(
      [body.name, body.description, ...Object.values(body.attributes)].join(' '),
    );
    return {
      values: {
        catalogId: catalog.id,
        groupId: group?.id ?? null,
        subgroupId: subgroup?.id ?? null,
        ownerId,
        name: body.name,
        nameKey: searchKey(body.name),
        description: body.description,
        attributes: body.attributes,
        searchText,
      },
      tagIds: known,
    };
  }

  async function oneRegister(user: Actor, id: string): Promise<CatalogRegister> {
    const page = await repo.filter({
      viewerId: user.id,
      includeGlobal: true,
      includeOwn: true,
      deniedCatalogs: [],
      search: '',
      page: 1,
      pageSize: 1,
      registerId: id,
    });
    return (await toRegisters(page.rows))[0]!;
  }

  return {
    async catalogs(user: Actor): Promise<Catalog[]> {
      const closed = await denied(user);
      return (await repo.listCatalogs())
        .filter((c) => !closed.has(c.id))
        .map((c) => ({
          id: c.id,
          elementCatalog: c.name,
          description: c.description,
          groups: Number(c.groups),
        }));
    },

    async createCatalog(body: z.output<typeof newPrimaryBodySchema>) {
      const [row] = await unique('elementCatalog', () =>
        repo.insertCatalog({
          name: body.elementCatalog,
          nameKey: searchKey(body.elementCatalog),
          description: body.description,
        }),
      );
      return { id: row!.id, elementCatalog: row!.name, description: row!.description, groups: 0 };
    },

    async updateCatalog(id: string, body: z.output<typeof newPrimaryBodySchema>) {
      const [row] = await unique('elementCatalog', () =>
        repo.updateCatalog(id, {
          name: body.elementCatalog,
          nameKey: searchKey(body.elementCatalog),
          description: body.description,
        }),
      );
      if (!row) throw AppError.notFound(CATALOGUE_TEXTS.notFound);
      return { id: row.id, elementCatalog: row.name, description: row.description, groups: 0 };
    },

    deleteCatalog: (id: string) => deleteEmpty('catalog', id),

    async groups(user: Actor, elementCatalog: string): Promise<CatalogGroup[]> {
      const catalog = await catalogNamed(user, elementCatalog);
      return (await repo.groupsOf(catalog.id)).map((g) => groupAnswer(catalog, g));
    },

    async createGroup(user: Actor, body: z.output<typeof newGroupBodySchema>) {
      const catalog = await catalogNamed(user, body.elementCatalog);
      const [g] = await unique('elementGroup', () =>
        repo.insertGroup({
          catalogId: catalog.id,
          name: body.elementGroup,
          nameKey: searchKey(body.elementGroup),
          description: body.description,
        }),
      );
      return groupAnswer(catalog, g!);
    },

    async updateGroup(user: Actor, id: string, body: z.output<typeof newGroupBodySchema>) {
      const current = await repo.groupById(id);
      if (!current) throw AppError.notFound(CATALOGUE_TEXTS.notFound);
      const catalog = await catalogNamed(user, body.elementCatalog);
      const [g] = await unique('elementGroup', () =>
        repo.updateGroup(id, {
          catalogId: catalog.id,
          name: body.elementGroup,
          nameKey: searchKey(body.elementGroup),
          description: body.description,
        }),
      );
      return groupAnswer(catalog, g!);
    },

    deleteGroup: (id: string) => deleteEmpty('group', id),

    async subgroups(
      user: Actor,
      q: { elementCatalog: string; elementGroup?: string },
    ): Promise<CatalogSubgroup[]> {
      const catalog = await catalogNamed(user, q.elementCatalog);
      const groups = q.elementGroup
        ? [await groupNamed(catalog.id, q.elementGroup)]
        : await repo.groupsOf(catalog.id);
      const byId = new Map(groups.map((g) => [g.id, g]));
      return (await repo.subgroupsOf(groups.map((g) => g.id))).map((s) =>
        subgroupAnswer(catalog, byId.get(s.groupId)!, s),
      );
    },

    async createSubgroup(user: Actor, body: z.output<typeof newSubgroupBodySchema>) {
      const catalog = await catalogNamed(user, body.elementCatalog);
      const group = await groupNamed(catalog.id, body.elementGroup);
      const [s] = await unique('elementSubgroup', () =>
        repo.insertSubgroup({
          groupId: group.id,
          name: body.elementSubgroup,
          nameKey: searchKey(body.elementSubgroup),
          description: body.description,
        }),
      );
      return subgroupAnswer(catalog, group, s!);
    },

    async updateSubgroup(user: Actor, id: string, body: z.output<typeof newSubgroupBodySchema>) {
      if (!(await repo.subgroupById(id))) throw AppError.notFound(CATALOGUE_TEXTS.notFound);
      const catalog = await catalogNamed(user, body.elementCatalog);
      const group = await groupNamed(catalog.id, body.elementGroup);
      const [s] = await unique('elementSubgroup', () =>
        repo.updateSubgroup(id, {
          groupId: group.id,
          name: body.elementSubgroup,
          nameKey: searchKey(body.elementSubgroup),
          description: body.description,
        }),
      );
      return subgroupAnswer(catalog, group, s!);
    },

    deleteSubgroup: (id: string) => deleteEmpty('subgroup', id),

    /** general-filter: global registers plus the viewer's own, by place, tag and free text. */
    async filter(user: Actor, q: z.output<typeof generalFilterQuerySchema>) {
      const scope: GeneralFilterQuery['scope'] = q.scope;
      let catalogId: string | undefined;
      let groupId: string | undefined;
      let subgroupId: string | undefined;
      if (q.elementCatalog) {
        const p = await place(user, { ...q, elementCatalog: q.elementCatalog });
        catalogId = p.catalog.id;
        groupId = p.group?.id;
        subgroupId = p.subgroup?.id;
      }
      const page = await repo.filter({
        viewerId: user.id,
        includeGlobal: scope !== 'private',
        includeOwn: user.role === 'Terapeuta' && scope !== 'global',
        deniedCatalogs: [...(await denied(user))],
        catalogId,
        groupId,
        subgroupId,
        tagId: q.tag,
        search: searchKey(q.q),
        page: q.page,
        pageSize: q.pageSize,
      });
      return {
        items: await toRegisters(page.rows),
        total: page.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async createRegister(user: Actor, body: z.output<typeof registerBodySchema>) {
      const { values, tagIds } = await registerValues(user, body, ownerForNew(user));
      const row = await unique('name', () => repo.saveRegister(values, tagIds));
      return oneRegister(user, row.id);
    },

    async updateRegister(user: Actor, id: string, body: z.output<typeof registerBodySchema>) {
      const current = await changeable(user, id);
      const { values, tagIds } = await registerValues(user, body, current.ownerId);
      await unique('name', () => repo.saveRegister(values, tagIds, id));
      return oneRegister(user, id);
    },

    async deleteRegister(user: Actor, id: string) {
      await changeable(user, id);
      await repo.deleteRegister(id);
    },

    tags: (): Promise<Tag[]> => repo.listTags(),

    async createTag(name: string) {
      const [t] = await unique('name', () => repo.insertTag({ name, nameKey: searchKey(name) }));
      return t!;
    },

    async updateTag(id: string, name: string) {
      const [t] = await unique('name', () =>
        repo.updateTag(id, { name, nameKey: searchKey(name) }),
      );
      if (!t) throw AppError.notFound(CATALOGUE_TEXTS.notFound);
      return t;
    },

    async deleteTag(id: string) {
      const [t] = await repo.deleteTag(id);
      if (!t) throw AppError.notFound(CATALOGUE_TEXTS.notFound);
    },
  };
}

export type CataloguesService = ReturnType<typeof createCataloguesService>;
