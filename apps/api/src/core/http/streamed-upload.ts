import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { API_TEXTS, safeText } from '@armonia/shared';
import { AppError } from './errors.ts';

/** One accepted type: its MIME type and the extensions a name may end in (the first is usual). */
export interface AcceptedType {
  mime: string;
  extensions: readonly string[];
}

/**
 * What a route accepts, by the type file-type finds in the content (its `ext`). A type whose
 * extensions name several formats (the old Office container, `cfb`) takes its MIME type from the
 * name among `byName`.
 */
export interface UploadRule {
  maxBytes: number;
  types: Record<string, AcceptedType>;
  /** Container types whose exact format only the whole file tells (zip: Office, OpenDocument). */
  containers?: readonly string[];
  byName?: Record<string, string>;
  texts: {
    missing: string;
    empty: string;
    tooLarge: string;
    wrongType: string;
    badName: string;
    nameMismatch: (expected: string) => string;
    tooManyFields: string;
  };
}

export interface ReceivedFile {
  /** Where the bytes wait until the caller keeps them (`keep`) or drops them (`discard`). */
  tempPath: string;
  name: string;
  mime: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

/** Enough of the start of a file for every signature we accept. */
const HEAD_BYTES = 4100;
const STALE_PART_MS = 24 * 3_600_000;
const NAME_MAX = 150;

const refuse = (message: string, status = 400) =>
  new AppError(status, message, [{ field: 'file', message }]);

/** A name fit to show and to offer on download: no folders, no control characters, not too long. */
export function cleanFileName(raw: string, badName: string): string {
  const checked = safeText(raw);
  if (!checked.ok) throw refuse(badName);
  const base = (checked.value.split(/[\\/]/).pop() ?? '').replace(/^\.+/, '').trim();
  if (base.length <= NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, NAME_MAX - ext.length) + ext;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The one file of a multipart form, streamed to a temporary file under `tempDir` (never held
 * whole in memory) with the form's text fields. The first bytes are checked as they arrive, so a
 * file of the wrong kind stops at once; the whole file is checked again at the end (an Office
 * document is a zip until its entries are read). On any refusal nothing is left behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  rule: UploadRule,
  tempDir: string,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw refuse(rule.texts.missing);
  await mkdir(tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let tempPath: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: rule.maxBytes, files: 1, fields: 12, fieldSize: 64 * 1024, parts: 13 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? safeText(part.value) : undefined;
        if (!value?.ok) {
          throw AppError.badRequest(API_TEXTS.validation, [
            { field: part.fieldname, message: value?.message ?? API_TEXTS.validation },
          ]);
        }
        fields[part.fieldname] = value.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) throw refuse(rule.texts.missing);
      tempPath = path.join(tempDir, `${randomUUID()}.part`);
      file = await writePart(part, rule, tempPath);
    }
  } catch (err) {
    if (tempPath) await rm(tempPath, { force: true });
    throw asRefusal(err, rule);
  }
  return { fields, file };
}

/** Removes a received file that is not kept (invalid fields, a failed write of its row). */
export const discard = (file: ReceivedFile | undefined) =>
  file ? rm(file.tempPath, { force: true }) : Promise.resolve();

/** Temporary files older than a day were left by a process that stopped mid-upload. */
export async function sweepStaleParts(tempDir: string, now = Date.now()): Promise<void> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const full = path.join(tempDir, name);
    const info = await stat(full).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_PART_MS) await rm(full, { force: true });
  }
}

async function writePart(part: MultipartFile, rule: UploadRule, tempPath: string) {
  const name = cleanFileName(part.filename ?? '', rule.texts.badName);
  let head = Buffer.alloc(0);
  let checked = false;
  let size = 0;
  const checkHead = async () => {
    checked = true;
    const found = await fileTypeFromBuffer(head);
    const ext = found?.ext;
    if (!ext || !(ext in rule.types || rule.containers?.includes(ext))) {
      throw refuse(rule.texts.wrongType, 415);
    }
  };
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (checked) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) return done();
      checkHead().then(
        () => done(null, head),
        (err: Error) => done(err),
      );
    },
    flush(done) {
      if (checked) return done();
      if (size === 0) return done(refuse(rule.texts.empty));
      checkHead().then(
        () => done(null, head),
        (err: Error) => done(err),
      );
    },
  });
  await pipeline(part.file, sniff, createWriteStream(tempPath, { flags: 'wx' }));
  if (part.file.truncated) throw refuse(rule.texts.tooLarge, 413);

  const found = await fileTypeFromFile(tempPath);
  const accepted = found ? rule.types[found.ext] : undefined;
  if (!found || !accepted) throw refuse(rule.texts.wrongType, 415);
  const ext = extensionOf(name);
  const canonical = accepted.extensions[0]!;
  if (!ext) {
    const mime = rule.byName?.[canonical] ?? accepted.mime;
    return { tempPath, name: `${name || 'archivo'}.${canonical}`, mime, size };
  }
  if (!accepted.extensions.includes(ext)) {
    throw refuse(rule.texts.nameMismatch(accepted.extensions.map((e) => `.${e}`).join(' o ')));
  }
  const mime = rule.byName?.[ext] ?? accepted.mime;
  return { tempPath, name, mime, size };
}

/** Multipart's own refusals, in the route's words. */
function asRefusal(err: unknown, rule: UploadRule): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(rule.texts.tooLarge, 413);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return AppError.badRequest(rule.texts.tooManyFields);
  }
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return AppError.badRequest(API_TEXTS.validation);
  }
  // A form cut short or malformed (busboy's own errors) is the client's, not the server's.
  if (err instanceof Error && /multipart|boundary|unexpected end/i.test(err.message)) {
    return AppError.badRequest(rule.texts.missing);
  }
  return err;
}
