import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a therapist may read a general catalogue: no row closing it to them, and no access
 * that has ended (docs/decisions/0007-catalogues-and-lists.md). The catalogues and the search
 * both filter with it.
 */
export const catalogueAccessible = (therapistId: string, catalogId: SQL): SQL =>
  sql`not exists (select 1 from catalog_access ca
    where ca.therapist_id = ${therapistId} and ca.catalog_id = ${catalogId}
      and (ca.allowed = false or ca.until < now()))`;
