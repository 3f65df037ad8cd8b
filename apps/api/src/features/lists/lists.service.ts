import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  listModuleKey,
  type Actor,
  checkAndNormalizeText,
  LIST_TEXTS,
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
import { AppError } from '../../core/http/errors.ts';
import { reencodeImage } from '../../core/images.ts';
import { requireModule } from '../../core/module-access.ts';
import { createListsRepository, type ListItemRow } from './lists.repository.ts';

function toItem(row: ListItemRow): ListItem {
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

/** Unique-value clashes answer 409 on the list's unique field. */
async function unique<T>(def: ListDef, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err))
      throw AppError.conflict(LIST_TEXTS.duplicate, [
        { field: def.uniqueField, message: LIST_TEXTS.duplicate },
      ]);
    throw err;
  }
}

export function createListsService(deps: { db: Db; uploadDir: string }) {
  const repo = createListsRepository(deps.db);

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
      const rows = await repo.byUniqueKeys(ref.key, keys);
      const byKey = new Map(
        rows.map((r) => [r.uniqueKey, String((r.data as ListItemData)[ref.uniqueField])]),
      );
      const missing = names.filter((n) => !byKey.has(searchKey(n)));
      if (missing.length)
        errors.push({ field: f.key, message: LIST_TEXTS.referencesMissing(ref.title, missing) });
      else out[f.key] = keys.map((k) => byKey.get(k)!).join('\n');
    }
    return errors.length ? { errors } : { data: out };
  }

  /** Definition schema first, then references; a 400 with every field problem. */
  async function checked(def: ListDef, input: unknown): Promise<ListItemData> {
    const v = validate(def, input);
    if (v.errors) throw AppError.badRequest(LIST_TEXTS.checkFields, v.errors);
    const r = await resolveReferences(def, v.data);
    if (r.errors) throw AppError.badRequest(LIST_TEXTS.checkFields, r.errors);
    return r.data;
  }
  const imageFile = (id: string) => path.join(deps.uploadDir, 'lists', `${id}.webp`);

  return {
    /** A therapist's view of a specialised list is a module (Permisos de Terapeutas). */
    async requireModuleFor(actor: Actor, def: ListDef) {
      const key = listModuleKey(def.key);
      if (key) await requireModule(deps.db, actor, key);
    },

    async page(
      def: ListDef,
      q: { page: number; pageSize: number; q: string; sort?: string; dir: 'asc' | 'desc' },
    ) {
      const { rows, total } = await repo.page(def, { ...q, search: searchKey(q.q) });
      return { items: rows.map(toItem), total, page: q.page, pageSize: q.pageSize };
    },

    async create(def: ListDef, input: unknown): Promise<ListItem> {
      const data = await checked(def, input);
      return toItem(
        await unique(def, async () =>
          repo.insert(def, data, await repo.nextPosition(def), derived(def, data)),
        ),
      );
    },

    async update(def: ListDef, id: string, input: unknown): Promise<ListItem> {
      const data = await checked(def, input);
      const row = await unique(def, () => repo.update(def, id, data, derived(def, data)));
      if (!row) throw AppError.notFound(LIST_TEXTS.notFound);
      return toItem(row);
    },

    async remove(def: ListDef, id: string) {
      if (!(await repo.remove(def, id))) throw AppError.notFound(LIST_TEXTS.notFound);
    },

    /** Drag to reorder: the whole list in its new order, applied in one transaction. */
    async reorder(def: ListDef, ids: string[]) {
      if (!(await repo.reorder(def, ids))) throw AppError.badRequest(LIST_TEXTS.reorderMismatch);
    },

    async exportCsv(def: ListDef): Promise<string> {
      const rows = await repo.all(def);
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
        throw AppError.badRequest(LIST_TEXTS.columnsMismatch(missing, unknown, keys));
      }

      const errors: ImportReport['errors'] = [];
      const valid: { data: ListItemData; uniqueKey: string; searchText: string }[] = [];
      const seen = new Map<string, number>();
      for (const [i, record] of records.entries()) {
        const row = i + 2; // the header is row 1
        // Cells pass the same text rule as every other input (and are normalised to NFC).
        const bad = checkAndNormalizeText(record, def.uniqueField);
        if (bad) {
          errors.push({ row, ...bad });
          continue;
        }
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
            message: LIST_TEXTS.repeatsRow(first),
          });
          continue;
        }
        seen.set(d.uniqueKey, row);
        valid.push({ data: r.data, ...d });
      }
      if (errors.length) return { imported: 0, errors };

      // Read before the transaction: the embedded database has a single connection.
      await repo.upsertAll(def, valid, await repo.nextPosition(def));
      return { imported: valid.length, errors: [] };
    },

    /** One image per item for lists that have it: checked by content, re-encoded, metadata gone. */
    async saveImage(def: ListDef, id: string, buffer: Buffer): Promise<ListItem> {
      if (!def.image) throw AppError.badRequest(LIST_TEXTS.noImageHere);
      if (!(await repo.find(def, id))) throw AppError.notFound(LIST_TEXTS.notFound);
      const encoded = await reencodeImage(buffer, [{ width: 800, height: 800, fit: 'inside' }]);
      if (!encoded) throw AppError.badField('file', LIST_TEXTS.notImage);
      await mkdir(path.dirname(imageFile(id)), { recursive: true });
      const tmp = `${imageFile(id)}.${process.pid}.tmp`;
      await writeFile(tmp, encoded[0]!);
      await rename(tmp, imageFile(id));
      return toItem(await repo.bumpImageVersion(id));
    },

    async image(def: ListDef, id: string): Promise<Buffer> {
      const row = await repo.find(def, id);
      if (!row?.imageVersion) throw AppError.notFound(LIST_TEXTS.noImage);
      try {
        return await readFile(imageFile(id));
      } catch {
        throw AppError.notFound(LIST_TEXTS.noImage);
      }
    },

    /** Reference data: writes a list's seed items when the list is still empty. */
    async seedIfEmpty(def: ListDef, items: ListItemData[]) {
      if ((await repo.count(def)) > 0) return;
      await repo.insertAll(
        def,
        items.map((raw) => {
          const data = itemSchemaFor(def).parse(raw) as ListItemData;
          return { data, ...derived(def, data) };
        }),
      );
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
