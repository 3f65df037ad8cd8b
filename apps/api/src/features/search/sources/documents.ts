import { sql } from 'drizzle-orm';
import { APP_ROUTES } from '@armonia/shared';
import { contentSource, isReader } from './content-source.ts';

/** Documents of the reader's audience, by title, description and category. */
export const documentsSource = contentSource(
  'documents',
  'document',
  sql`description`,
  (actor, row) =>
    isReader(actor)
      ? `${APP_ROUTES.tutorials.path}?tab=documentos&abrir=${row.id}`
      : `${APP_ROUTES.infoFiles.path}?abrir=${row.id}`,
);
