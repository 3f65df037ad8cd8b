// Tables of the content feature (Información: documents, video tutorials, articles).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, id, ref, updatedAt } from './columns.ts';

/**
 * Documents, videos and articles in one table: they share the audience and publication rules,
 * the reader's list, the "nuevo" marks and the search. The custom migration adds `search_tsv`
 * (title, description, category and an article's body, Spanish, without accents) and its index.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    kind: text('kind', { enum: ['video', 'document', 'article'] }).notNull(),
    title: text('title').notNull(),
    /** A document's or video's description; an article's summary. */
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    audience: text('audience', { enum: ['terapeutas', 'pacientes', 'ambos'] }).notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored file (documents, uploaded videos): a generated name under the upload folder. */
    fileKey: text('file_key'),
    /** The name shown and offered on download (sanitised), its type found by content, its size. */
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** Videos: 'archivo' (uploaded), 'youtube' or 'vimeo' with the provider's video id. */
    videoSource: text('video_source', { enum: ['archivo', 'youtube', 'vimeo'] }),
    videoRef: text('video_ref'),
    durationSeconds: integer('duration_seconds'),
    /** An article's Markdown source. */
    body: text('body').notNull().default(''),
    /** Bumped on every new poster (videos) or cover (articles); null while there is none. */
    imageVersion: integer('image_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_items_kind_idx').on(t.kind, t.archivedAt, t.published, t.createdAt.desc()),
    index('content_items_category_idx').on(t.kind, t.category),
    check('content_items_kind_check', sql`${t.kind} in ('video', 'document', 'article')`),
    check(
      'content_items_audience_check',
      sql`${t.audience} in ('terapeutas', 'pacientes', 'ambos')`,
    ),
    check('content_items_video_check', sql`(${t.kind} = 'video') = (${t.videoSource} is not null)`),
  ],
);

/** When a reader first opened an item: what they have not opened yet shows as "nuevo". */
export const contentReads = pgTable(
  'content_reads',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    contentId: ref('content_id', () => contentItems.id, 'cascade'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

/**
 * Every view and download, for the analytics screens. The columns are a contract with them:
 * kind, item, action, reader (null once the account is gone) and time.
 */
export const contentEvents = pgTable(
  'content_events',
  {
    id: id(),
    contentKind: text('content_kind', { enum: ['document', 'video', 'article'] }).notNull(),
    contentId: uuid('content_id').notNull(),
    action: text('action', { enum: ['view', 'download'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_events_created_idx').on(t.createdAt),
    // The administration's counters per item.
    index('content_events_content_idx').on(t.contentId, t.action),
    check('content_events_kind_check', sql`${t.contentKind} in ('document', 'video', 'article')`),
    check('content_events_action_check', sql`${t.action} in ('view', 'download')`),
  ],
);
