import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  LISTS,
  itemSchemaFor,
  referenceNames,
  searchKey,
  type ImportReport,
  type ListDef,
  type ListItem,
  type ListItemData,
} from '@armonia/shared';
import { isUniqueViolation, type Db } from '../../core/db/client.ts';
import { listItems } from '../../core/db/schema.ts';
import { AppError } from '../../core/http/errors.ts';
import { reencodeImage } from '../../core/images.ts';

export const LIST_TEXTS = {
  duplicate: 'Ya existe un elemento con ese valor en la lista.',
  notFound: 'El elemento no existe.',
  reorderMismatch: 'El nuevo orden debe incluir todos los elementos de la lista, una vez cada uno.',
  notUtf8: 'El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» e inténtalo de nuevo.',
  badCsv: 'El archivo no es un CSV válido.',
  empty: 'El archivo no tiene filas.',
  noImageHere: 'Esta lista no admite imágenes.',
  notImage: 'El archivo no es una imagen JPEG, PNG o WebP válida.',
  noImage: 'Este elemento no tiene imagen.',
} as const;

const TYPO_SIMILARITY = 0.45;

function toItem(row: typeof listItems.$inferSelect): ListItem {
  return {
    id: row.id,
    position: row.position,
    imageVersion: row.imageVersion,
    data: row.data as ListItemData,
  };
}

/** Validates one item against its list's definition; field errors come back in Spanish. */
function validate(def: ListDef, input: unknown) {
  const parsed = itemSchemaFor(def).safeParse(input ?? {});
  if (parsed.success) return { data: parsed.data as ListItemData };
  return {
    errors: parsed.error.issues.map((i) => ({
      field: String(i.path[0] ?? 'data'),
      message: i.message,
    })),
  };
}

function derived(def: ListDef, data: ListItemData) {
  return {
    uniqueKey: searchKey(String(data[def.uniqueField] ?? '')),
    searchText: searchKey(def.searchFields.map((f) => String(data[f] ?? '')).join(' ')),
  };
}

export function createListsService(deps: { db: Db; uploadDir: string }) {
  const { db } = deps;

  /**
   * `references` fields must name existing items of their list; stored with those items' own
   * spelling, in the chosen order.
   */
  async function resolveReferences(def: ListDef, data: ListItemData) {
    const errors: { field: string; message: string }[] = [];
    const out: ListItemData = { ...data };
    for (const f of def.fields) {
      const ref =
        f.type === 'references' && f.refList
          ? (LISTS as Record<string, ListDef>)[f.refList]
          : undefined;
      const names = referenceNames(data[f.key]);
      if (!ref || names.length === 0) continue;
      const keys = names.map(searchKey);
      const rows = await db
        .select({ uniqueKey: listItems.uniqueKey, data: listItems.data })
        .from(listItems)
        .where(and(eq(listItems.listKey, ref.key), inArray(listItems.uniqueKey, keys)));
      const byKey = new Map(
        rows.map((r) => [r.uniqueKey, String((r.data as ListItemData)[ref.uniqueField])]),
      );
      const missing = names.filter((n) => !byKey.has(searchKey(n)));
      if (missing.length)
        errors.push({
          field: f.key,
          message: `No existen en ${ref.title}: ${missing.join(', ')}.`,
        });
      else out[f.key] = keys.map((k) => byKey.get(k)!).join('\n');
    }
    return errors.length ? { errors } : { data: out };
  }

  /** Definition schema first, then references; a 400 with every field problem. */
  async function checked(def: ListDef, input: unknown): Promise<ListItemData> {
    const v = validate(def, input);
    if (v.errors) throw AppError.badRequest('Revisa los campos marcados.', v.errors);
    const r = await resolveReferences(def, v.data);
    if (r.errors) throw AppError.badRequest('Revisa los campos marcados.', r.errors);
    return r.data;
  }
  const imageFile = (id: string) => path.join(deps.uploadDir, 'lists', `${id}.webp`);

  async function nextPosition(key: string) {
    const [row] = await db
      .select({ p: max(listItems.position) })
      .from(listItems)
      .where(eq(listItems.listKey, key));
    return (row?.p ?? 0) + 1;
  }

  return {
    async page(
      def: ListDef,
      q: { page: number; pageSize: number; q: string; sort?: string; dir: 'asc' | 'desc' },
    ) {
      const search = searchKey(q.q);
      const where = and(
        eq(listItems.listKey, def.key),
        search
          ? or(
              sql`${listItems.searchText} like ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
              sql`word_similarity(${search}, ${listItems.searchText}) >= ${TYPO_SIMILARITY}`,
            )
          : undefined,
      );
      const field = def.fields.find((f) => f.key === q.sort);
      const direction = q.dir === 'desc' ? desc : asc;
      const order = field
        ? [direction(sql`${listItems.data}->>${field.key}`), asc(listItems.uniqueKey)]
        : def.ordered
          ? [asc(listItems.position)]
          : [asc(listItems.uniqueKey)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(listItems)
          .where(where)
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(listItems).where(where),
      ]);
      return { items: rows.map(toItem), total: total!.n, page: q.page, pageSize: q.pageSize };
    },

    async create(def: ListDef, input: unknown): Promise<ListItem> {
      const data = await checked(def, input);
      try {
        const [row] = await db
          .insert(listItems)
          .values({
            listKey: def.key,
            data,
            position: await nextPosition(def.key),
            ...derived(def, data),
          })
          .returning();
        return toItem(row!);
      } catch (err) {
        if (isUniqueViolation(err))
          throw AppError.conflict(LIST_TEXTS.duplicate, [
            { field: def.uniqueField, message: LIST_TEXTS.duplicate },
          ]);
        throw err;
      }
    },

    async update(def: ListDef, id: string, input: unknown): Promise<ListItem> {
      const data = await checked(def, input);
      try {
        const [row] = await db
          .update(listItems)
          .set({ data, ...derived(def, data), updatedAt: new Date() })
          .where(and(eq(listItems.id, id), eq(listItems.listKey, def.key)))
          .returning();
        if (!row) throw AppError.notFound(LIST_TEXTS.notFound);
        return toItem(row);
      } catch (err) {
        if (isUniqueViolation(err))
          throw AppError.conflict(LIST_TEXTS.duplicate, [
            { field: def.uniqueField, message: LIST_TEXTS.duplicate },
          ]);
        throw err;
      }
    },

    async remove(def: ListDef, id: string) {
      const rows = await db
        .delete(listItems)
        .where(and(eq(listItems.id, id), eq(listItems.listKey, def.key)))
        .returning({ id: listItems.id });
      if (rows.length === 0) throw AppError.notFound(LIST_TEXTS.notFound);
    },

    /** Drag to reorder: the whole list in its new order, applied in one transaction. */
    async reorder(def: ListDef, ids: string[]) {
      await db.transaction(async (tx) => {
        const current = await tx
          .select({ id: listItems.id })
          .from(listItems)
          .where(eq(listItems.listKey, def.key));
        const known = new Set(current.map((r) => r.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !known.has(id))
        ) {
          throw AppError.badRequest(LIST_TEXTS.reorderMismatch);
        }
        for (const [i, id] of ids.entries()) {
          await tx
            .update(listItems)
            .set({ position: i + 1 })
            .where(eq(listItems.id, id));
        }
      });
    },

    async exportCsv(def: ListDef): Promise<string> {
      const rows = await db
        .select()
        .from(listItems)
        .where(eq(listItems.listKey, def.key))
        .orderBy(def.ordered ? asc(listItems.position) : asc(listItems.uniqueKey));
      const keys = def.fields.map((f) => f.key);
      return stringify(
        rows.map((r) => keys.map((k) => (r.data as ListItemData)[k] ?? '')),
        { header: true, columns: keys, bom: true },
      );
    },

    /**
     * CSV import, all or nothing: when any row is wrong nothing is written, and the report says
     * which rows and why. Rows whose unique value already exists update that item.
     */
    async importCsv(def: ListDef, file: Buffer): Promise<ImportReport> {
      const text = file.toString('utf8');
      if (text.includes('\uFFFD')) throw AppError.badRequest(LIST_TEXTS.notUtf8);
      let records: Record<string, string>[];
      try {
        records = parse(text.replace(/^\uFEFF/, ''), {
          columns: true,
          skip_empty_lines: true,
          trim: true,
          bom: true,
        });
      } catch {
        throw AppError.badRequest(LIST_TEXTS.badCsv);
      }
      if (records.length === 0) throw AppError.badRequest(LIST_TEXTS.empty);
      const header = Object.keys(records[0]!);
      const keys = def.fields.map((f) => f.key);
      const unknown = header.filter((h) => !keys.includes(h));
      const missing = def.fields
        .filter((f) => f.required && !header.includes(f.key))
        .map((f) => f.key);
      if (unknown.length || missing.length) {
        const parts = [];
        if (missing.length) parts.push(`faltan las columnas ${missing.join(', ')}`);
        if (unknown.length) parts.push(`sobran las columnas ${unknown.join(', ')}`);
        throw AppError.badRequest(
          `Las columnas no corresponden a la lista: ${parts.join('; ')}. Esperadas: ${keys.join(', ')}.`,
        );
      }

      const errors: ImportReport['errors'] = [];
      const valid: { data: ListItemData; uniqueKey: string; searchText: string }[] = [];
      const seen = new Map<string, number>();
      for (const [i, record] of records.entries()) {
        const row = i + 2; // the header is row 1
        const v = validate(def, record);
        if (v.errors) {
          errors.push(...v.errors.map((e) => ({ row, ...e })));
          continue;
        }
        const r = await resolveReferences(def, v.data);
        if (r.errors) {
          errors.push(...r.errors.map((e) => ({ row, ...e })));
          continue;
        }
        const d = derived(def, r.data);
        const first = seen.get(d.uniqueKey);
        if (first) {
          errors.push({
            row,
            field: def.uniqueField,
            message: `Repite el valor de la fila ${first}.`,
          });
          continue;
        }
        seen.set(d.uniqueKey, row);
        valid.push({ data: r.data, ...d });
      }
      if (errors.length) return { imported: 0, errors };

      // Read before the transaction: the embedded database has a single connection.
      let position = await nextPosition(def.key);
      await db.transaction(async (tx) => {
        for (const item of valid) {
          await tx
            .insert(listItems)
            .values({ listKey: def.key, position: position++, ...item })
            .onConflictDoUpdate({
              target: [listItems.listKey, listItems.uniqueKey],
              set: { data: item.data, searchText: item.searchText, updatedAt: new Date() },
            });
        }
      });
      return { imported: valid.length, errors: [] };
    },

    /** One image per item for lists that have it: checked by content, re-encoded, metadata gone. */
    async saveImage(def: ListDef, id: string, buffer: Buffer): Promise<ListItem> {
      if (!def.image) throw AppError.badRequest(LIST_TEXTS.noImageHere);
      const existing = await db.query.listItems.findFirst({
        where: and(eq(listItems.id, id), eq(listItems.listKey, def.key)),
      });
      if (!existing) throw AppError.notFound(LIST_TEXTS.notFound);
      const encoded = await reencodeImage(buffer, [{ width: 800, height: 800, fit: 'inside' }]);
      if (!encoded)
        throw AppError.badRequest(LIST_TEXTS.notImage, [
          { field: 'file', message: LIST_TEXTS.notImage },
        ]);
      await mkdir(path.dirname(imageFile(id)), { recursive: true });
      const tmp = `${imageFile(id)}.${process.pid}.tmp`;
      await writeFile(tmp, encoded[0]!);
      await rename(tmp, imageFile(id));
      const [row] = await db
        .update(listItems)
        .set({
          imageVersion: sql`coalesce(${listItems.imageVersion}, 0) + 1`,
          updatedAt: new Date(),
        })
        .where(eq(listItems.id, id))
        .returning();
      return toItem(row!);
    },

    async image(def: ListDef, id: string): Promise<Buffer> {
      const row = await db.query.listItems.findFirst({
        where: and(eq(listItems.id, id), eq(listItems.listKey, def.key)),
      });
      if (!row?.imageVersion) throw AppError.notFound(LIST_TEXTS.noImage);
      try {
        return await readFile(imageFile(id));
      } catch {
        throw AppError.notFound(LIST_TEXTS.noImage);
      }
    },

    /** Reference data: writes a list's seed items when the list is still empty. */
    async seedIfEmpty(def: ListDef, items: ListItemData[]) {
      const [row] = await db
        .select({ n: count() })
        .from(listItems)
        .where(eq(listItems.listKey, def.key));
      if ((row?.n ?? 0) > 0) return;
      await db.insert(listItems).values(
        items.map((raw, i) => {
          const data = itemSchemaFor(def).parse(raw) as ListItemData;
          return { listKey: def.key, data, position: i + 1, ...derived(def, data) };
        }),
      );
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
