import {
  countsAsReader,
  CONTENT_TEXTS,
  embedUrl,
  mayManageContent,
  mayReadContent,
  type Actor,
  type Article,
  type ContentItem,
  type ContentKind,
  type DocumentFields,
} from '@armonia/shared';
import { requireModule } from '../../core/module-access.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { renderArticle } from './content.markdown.ts';
import { createContentRepository, type ContentRow } from './content.repository.ts';

export type Joined = { item: ContentRow; authorName: string | null };

/**
 * What both content services need: the repository, the rules applied to one item (readable,
 * managed) and the answer an item becomes for its reader.
 */
export function createContentAnswers(db: Db) {
  const repo = createContentRepository(db);

  function toItem(
    { item, authorName }: Joined,
    extra: { opened: boolean; views: number | null; downloads: number | null },
  ): ContentItem {
    const link =
      item.videoSource === 'youtube' || item.videoSource === 'vimeo'
        ? { provider: item.videoSource, id: item.videoRef ?? '' }
        : undefined;
    return {
      id: item.id,
      kind: item.kind,
      title: item.title,
      description: item.description,
      category: item.category,
      audience: item.audience,
      published: item.published,
      archived: item.archivedAt !== null,
      authorName: authorName ?? 'Armonía Terapias',
      createdAt: item.createdAt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
      publishedAt: item.publishedAt?.toISOString() ?? null,
      file:
        item.fileKey && item.fileName && item.fileType
          ? { name: item.fileName, type: item.fileType, size: item.fileSize ?? 0 }
          : null,
      video: item.videoSource
        ? {
            source: item.videoSource,
            embedUrl: link ? embedUrl(link) : null,
            link: link
              ? link.provider === 'youtube'
                ? `https://www.youtube.com/watch?v=${link.id}`
                : `https://vimeo.com/${link.id}`
              : null,
            durationSeconds: item.durationSeconds,
          }
        : null,
      imageVersion: item.imageVersion,
      isNew: !extra.opened,
      views: extra.views,
      downloads: extra.downloads,
    };
  }

  /** One item as its reader sees it: the counters for the administration, "nuevo" for readers. */
  async function answer(actor: Actor, joined: Joined): Promise<ContentItem> {
    if (countsAsReader(actor)) {
      const opened = await repo.wasOpened(joined.item.id, actor.id);
      return toItem(joined, { opened, views: null, downloads: null });
    }
    const counts = await repo.counts(joined.item.id);
    return toItem(joined, { opened: true, ...counts });
  }

  /** The item when the actor may read it; 404 otherwise, whether it exists or not. */
  async function readable(actor: Actor, id: string): Promise<Joined> {
    await requireModule(db, actor, 'information');
    const joined = await repo.find(id);
    enforce(
      mayReadContent(
        actor,
        joined && {
          audience: joined.item.audience,
          published: joined.item.published,
          archived: joined.item.archivedAt !== null,
        },
      ),
    );
    return joined!;
  }

  async function managed(actor: Actor, id: string, kind?: ContentKind): Promise<Joined> {
    enforce(mayManageContent(actor));
    const joined = await repo.find(id);
    if (!joined) throw AppError.notFound(CONTENT_TEXTS.notFound);
    if (kind && joined.item.kind !== kind) throw AppError.conflict(CONTENT_TEXTS.wrongKind);
    return joined;
  }

  async function articleOf(actor: Actor, joined: Joined): Promise<Article> {
    return {
      ...(await answer(actor, joined)),
      body: countsAsReader(actor) ? '' : joined.item.body,
      html: renderArticle(joined.item.body),
    };
  }

  async function created(actor: Actor, id: string) {
    return answer(actor, (await repo.find(id))!);
  }

  const common = (
    v: Pick<DocumentFields, 'title' | 'description' | 'category' | 'audience' | 'published'>,
  ) => ({
    title: v.title,
    description: v.description,
    category: v.category,
    audience: v.audience,
    published: v.published,
  });

  return {
    repo,
    toItem,
    answer,
    readable,
    managed,
    articleOf,
    created,
    common,
  };
}

export type ContentAnswers = ReturnType<typeof createContentAnswers>;
