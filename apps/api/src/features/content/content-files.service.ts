import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import {
  API_TEXTS,
  CONTENT_TEXTS,
  countsAsReader,
  documentFieldsSchema,
  mayManageContent,
  videoFieldsSchema,
  type Actor,
  type ContentAccess,
  type ContentItem,
  type ContentKind,
  type VideoFields,
} from '@armonia/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../core/db/client.ts';
import { users } from '../../core/db/schema.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { discard, sweepStaleParts, type ReceivedUpload } from '../../core/http/streamed-upload.ts';
import { reencodeImage } from '../../core/images.ts';
import type { ContentAnswers } from './content.answers.ts';
import { contentPaths, createLinkSigner } from './content.files.ts';
import type { NewContentRow } from './content.repository.ts';

const IMAGE_SIZE = { width: 1280, height: 720, fit: 'inside' as const };

/**
 * The files of Información: documents and videos received from a stream, their replacement,
 * posters and covers, and the signed links that open them.
 */
export function createContentFilesService(deps: {
  db: Db;
  answers: ContentAnswers;
  uploadDir: string;
  secret: string;
  apiPrefix: string;
}) {
  const { db } = deps;
  const { repo, readable, managed, created, common } = deps.answers;
  const paths = contentPaths(deps.uploadDir);
  const links = createLinkSigner(deps.secret);
  void sweepStaleParts(paths.temp);

  /** Only the administration uploads; a refused upload leaves no file behind. */
  async function mayUpload(actor: Actor, upload: ReceivedUpload) {
    const decision = mayManageContent(actor);
    if (!decision.ok) await discard(upload.file);
    enforce(decision);
  }

  /** Multipart fields checked by their schema; the file is dropped when they are wrong. */
  async function fieldsOf<S extends z.ZodType>(schema: S, upload: ReceivedUpload) {
    const parsed = schema.safeParse(upload.fields);
    if (!parsed.success) {
      await discard(upload.file);
      throw AppError.badRequest(
        API_TEXTS.validation,
        parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })),
      );
    }
    if (!upload.file) throw AppError.badRequest(CONTENT_TEXTS.fileMissing);
    return { values: parsed.data as z.infer<S>, file: upload.file };
  }

  /**
   * Moves a received file into place and writes its row; when the row cannot be written, the
   * file goes too, so a failure leaves neither behind.
   */
  async function keepFile<T>(
    file: NonNullable<ReceivedUpload['file']>,
    write: (
      stored: Pick<NewContentRow, 'fileKey' | 'fileName' | 'fileType' | 'fileSize'>,
    ) => Promise<T>,
  ): Promise<T> {
    const key = randomUUID();
    await mkdir(paths.root, { recursive: true });
    await rename(file.tempPath, paths.file(key));
    try {
      return await write({
        fileKey: key,
        fileName: file.name,
        fileType: file.mime,
        fileSize: file.size,
      });
    } catch (err) {
      await rm(paths.file(key), { force: true });
      throw err;
    }
  }

  return {
    tempDir: paths.temp,

    async createDocument(actor: Actor, upload: ReceivedUpload): Promise<ContentItem> {
      await mayUpload(actor, upload);
      const { values, file } = await fieldsOf(documentFieldsSchema, upload);
      const id = await keepFile(file, (stored) =>
        repo.insert({
          kind: 'document',
          ...common(values),
          ...stored,
          publishedAt: values.published ? new Date() : null,
          authorId: actor.id,
        }),
      );
      return created(actor, id);
    },

    async createUploadedVideo(actor: Actor, upload: ReceivedUpload): Promise<ContentItem> {
      await mayUpload(actor, upload);
      const { values, file } = await fieldsOf(videoFieldsSchema, upload);
      const fields = values as VideoFields;
      const id = await keepFile(file, (stored) =>
        repo.insert({
          kind: 'video',
          ...common(fields),
          ...stored,
          videoSource: 'archivo',
          durationSeconds: fields.durationSeconds,
          publishedAt: fields.published ? new Date() : null,
          authorId: actor.id,
        }),
      );
      return created(actor, id);
    },

    /** Which file rule a replacement follows; refused before any byte is read. */
    async kindOf(actor: Actor, id: string): Promise<ContentKind> {
      const { item } = await managed(actor, id);
      if (item.kind === 'article' || (item.kind === 'video' && item.videoSource !== 'archivo')) {
        throw AppError.conflict(CONTENT_TEXTS.wrongKind);
      }
      return item.kind;
    },

    /** A new file for a document or an uploaded video; the old one is removed once replaced. */
    async replaceFile(actor: Actor, id: string, upload: ReceivedUpload): Promise<ContentItem> {
      if (!upload.file) throw AppError.badRequest(CONTENT_TEXTS.fileMissing);
      const previous = (await repo.find(id))?.item.fileKey;
      await keepFile(upload.file, (stored) => repo.update(id, stored));
      if (previous) await rm(paths.file(previous), { force: true });
      return created(actor, id);
    },

    /** A video's poster or an article's cover, re-encoded like profile photos. */
    async uploadImage(actor: Actor, id: string, buffer: Buffer): Promise<ContentItem> {
      const { item } = await managed(actor, id);
      if (item.kind === 'document') throw AppError.conflict(CONTENT_TEXTS.wrongKind);
      const [encoded] = (await reencodeImage(buffer, [IMAGE_SIZE])) ?? [];
      if (!encoded) {
        throw AppError.badField('file', CONTENT_TEXTS.imageNotImage);
      }
      await mkdir(paths.imagesDir, { recursive: true });
      const tmp = `${paths.image(id)}.${randomUUID()}.tmp`;
      await writeFile(tmp, encoded);
      await rename(tmp, paths.image(id));
      await repo.bumpImageVersion(id);
      return created(actor, id);
    },

    async image(actor: Actor, id: string): Promise<Buffer> {
      const { item } = await readable(actor, id);
      if (item.imageVersion === null) throw AppError.notFound(CONTENT_TEXTS.noImage);
      return readFile(paths.image(id)).catch(() => {
        throw AppError.notFound(CONTENT_TEXTS.noImage);
      });
    },

    /** Opening an item counts a view (readers) and hands out links to its file, if it has one. */
    async open(actor: Actor, id: string): Promise<ContentAccess> {
      const { item } = await readable(actor, id);
      if (countsAsReader(actor)) await repo.recordOpen(item.kind, id, actor.id);
      if (!item.fileKey) return { url: null, downloadUrl: null };
      const token = encodeURIComponent(links.sign(id, actor.id));
      const base = `${deps.apiPrefix}/content/items/${id}/file?token=${token}`;
      return { url: base, downloadUrl: `${base}&download=1` };
    },

    async download(actor: Actor, id: string): Promise<ContentAccess> {
      const { item } = await readable(actor, id);
      if (!item.fileKey) throw AppError.notFound(CONTENT_TEXTS.noFile);
      if (countsAsReader(actor)) await repo.recordDownload(item.kind, id, actor.id);
      const token = encodeURIComponent(links.sign(id, actor.id));
      return {
        url: null,
        downloadUrl: `${deps.apiPrefix}/content/items/${id}/file?token=${token}&download=1`,
      };
    },

    /** The signed link's reader, when the link is genuine and the account still active. */
    async linkActor(id: string, token: string): Promise<Actor> {
      const userId = links.verify(id, token);
      const user = userId
        ? await db.query.users.findFirst({ where: eq(users.id, userId) })
        : undefined;
      if (!user || !user.active) throw AppError.notFound(CONTENT_TEXTS.notFound);
      return { id: user.id, role: user.role };
    },

    async file(actor: Actor, id: string) {
      const { item } = await readable(actor, id);
      if (!item.fileKey || !item.fileType || !item.fileName) {
        throw AppError.notFound(CONTENT_TEXTS.noFile);
      }
      return { path: paths.file(item.fileKey), type: item.fileType, name: item.fileName };
    },
  };
}
