import { sql } from 'drizzle-orm';
import { APP_ROUTES } from '@armonia/shared';
import { contentSource, isReader } from './content-source.ts';

/** Video tutorials of the reader's audience, by title, description and category. */
export const videosSource = contentSource('videos', 'video', sql`description`, (actor, row) =>
  isReader(actor)
    ? `${APP_ROUTES.tutorials.path}?tab=videos&abrir=${row.id}`
    : `${APP_ROUTES.infoTutorials.path}?abrir=${row.id}`,
);
