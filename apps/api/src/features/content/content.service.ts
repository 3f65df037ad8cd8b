import {
  contentScope,
  countsAsReader,
  CONTENT_TEXTS,
  mayManageContent,
  parseVideoLink,
  type Actor,
  type Article,
  type ArticleBody,
  type ContentItem,
  type ContentKind,
  type DocumentBody,
  type Page,
  type VideoBody,
  type VideoLinkBody,
} from '@armonia/shared';
import { requireModule } from '../../core/module-access.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { prepareSearch } from '../../core/search-query.ts';
import { createContentAnswers } from './content.answers.ts';
import { createContentFilesService } from './content-files.service.ts';
import { renderArticle } from './content.markdown.ts';

export interface ContentServiceDeps {
  db: Db;
  uploadDir: string;
  secret: string;
  /** Where the API answers, for the file links it hands out (`/api/v1`). */
  apiPrefix: string;
}

/** Información: the lists and items readers see, and what the administration writes. */
export function createContentService(deps: ContentServiceDeps) {
  const { db } = deps;
  const answers = createContentAnswers(db);
  const { repo, toItem, answer, readable, managed, articleOf, created, common } = answers;
  const files = createContentFilesService({ ...deps, answers });

  return {
    ...files,

    async list(
      actor: Actor,
      q: {
        kind: ContentKind;
        category?: string;
        q: string;
        archived: 'true' | 'false';
        page: number;
        pageSize: number;
      },
    ): Promise<Page<ContentItem>> {
      await requireModule(db, actor, 'information');
      const reader = countsAsReader(actor);
      const { rows, total } = await repo.page({
        kind: q.kind,
        scope: contentScope(actor),
        archived: q.archived === 'true',
        category: q.category || undefined,
        search: q.q ? await prepareSearch(db, q.q) : null,
        readerId: reader ? actor.id : undefined,
        withCounts: !reader,
        page: q.page,
        pageSize: q.pageSize,
      });
      return {
        items: rows.map((r) =>
          toItem(r, {
            opened: reader ? r.opened : true,
            views: r.views,
            downloads: r.downloads,
          }),
        ),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async categories(actor: Actor, kind: ContentKind) {
      await requireModule(db, actor, 'information');
      return repo.categories(kind, contentScope(actor));
    },

    async get(actor: Actor, id: string): Promise<ContentItem> {
      return answer(actor, await readable(actor, id));
    },

    async article(actor: Actor, id: string): Promise<Article> {
      const joined = await readable(actor, id);
      if (joined.item.kind !== 'article') throw AppError.notFound(CONTENT_TEXTS.notFound);
      return articleOf(actor, joined);
    },

    async createLinkedVideo(actor: Actor, body: VideoLinkBody): Promise<ContentItem> {
      enforce(mayManageContent(actor));
      const link = parseVideoLink(body.url)!;
      const id = await repo.insert({
        kind: 'video',
        ...common({ ...body, description: body.description ?? '' }),
        videoSource: link.provider,
        videoRef: link.id,
        durationSeconds: body.durationSeconds ?? null,
        publishedAt: body.published ? new Date() : null,
        authorId: actor.id,
      });
      return created(actor, id);
    },

    async createArticle(actor: Actor, body: ArticleBody): Promise<Article> {
      enforce(mayManageContent(actor));
      const id = await repo.insert({
        kind: 'article',
        ...common({ ...body, description: body.summary }),
        body: body.body,
        publishedAt: body.published ? new Date() : null,
        authorId: actor.id,
      });
      return articleOf(actor, (await repo.find(id))!);
    },

    async updateDocument(actor: Actor, id: string, body: DocumentBody): Promise<ContentItem> {
      await managed(actor, id, 'document');
      await repo.update(id, {
        ...common({ ...body, description: body.description ?? '' }),
      });
      return created(actor, id);
    },

    async updateVideo(actor: Actor, id: string, body: VideoBody): Promise<ContentItem> {
      const { item } = await managed(actor, id, 'video');
      const link = body.url ? parseVideoLink(body.url) : null;
      if (link && item.videoSource === 'archivo') throw AppError.conflict(CONTENT_TEXTS.linkOnly);
      await repo.update(id, {
        ...common({ ...body, description: body.description ?? '' }),
        ...(link ? { videoSource: link.provider, videoRef: link.id } : {}),
        durationSeconds: body.durationSeconds ?? null,
      });
      return created(actor, id);
    },

    async updateArticle(actor: Actor, id: string, body: ArticleBody): Promise<Article> {
      await managed(actor, id, 'article');
      await repo.update(id, {
        ...common({ ...body, description: body.summary }),
        body: body.body,
      });
      return articleOf(actor, (await repo.find(id))!);
    },

    async setArchived(actor: Actor, id: string, archived: boolean): Promise<ContentItem> {
      const { item } = await managed(actor, id);
      if (archived !== (item.archivedAt !== null)) {
        await repo.update(id, { archivedAt: archived ? new Date() : null });
      }
      return created(actor, id);
    },

    preview(actor: Actor, body: string): { html: string } {
      enforce(mayManageContent(actor));
      return { html: renderArticle(body) };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
