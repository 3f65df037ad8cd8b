import { sql } from 'drizzle-orm';
import { APP_ROUTES } from '@armonia/shared';
import { contentSource, isReader } from './content-source.ts';

/** Articles of the reader's audience, by title, summary, category and text. */
export const articlesSource = contentSource(
  'articles',
  'article',
  sql`description || ' ' || body`,
  (actor, row) =>
    isReader(actor)
      ? APP_ROUTES.tutorialArticle.path.replace(':articleId', row.id)
      : APP_ROUTES.infoArticleEdit.path.replace(':articleId', row.id),
);
