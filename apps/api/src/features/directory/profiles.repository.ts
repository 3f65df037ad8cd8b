import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { containsPattern, pageWithTotal } from '../../core/db/queries.ts';
import {
  tags,
  therapistProfiles as p,
  therapistTherapies,
  users,
} from '../../core/db/schema/index.ts';
import { alias } from 'drizzle-orm/pg-core';

const verifier = alias(users, 'verifier');

/** A therapist account with its profile (when saved) and who verified it. */
export async function editorRow(db: Db, therapistId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      active: users.active,
      photoVersion: users.photoVersion,
      profile: p,
      verifierName: verifier.name,
      verifierLastName: verifier.lastName,
    })
    .from(users)
    .leftJoin(p, eq(p.therapistId, users.id))
    .leftJoin(verifier, eq(verifier.id, p.verifiedBy))
    .where(eq(users.id, therapistId));
  return row;
}

export async function therapyIdsOf(db: Db, therapistId: string): Promise<string[]> {
  const rows = await db
    .select({ id: therapistTherapies.tagId })
    .from(therapistTherapies)
    .innerJoin(tags, eq(tags.id, therapistTherapies.tagId))
    .where(eq(therapistTherapies.therapistId, therapistId))
    .orderBy(asc(tags.name));
  return rows.map((r) => r.id);
}

export async function existingTags(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return rows.map((r) => r.id);
}

/** Slugs already taken that start like this one (to pick the next free "-2", "-3"…). */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: p.slug })
    .from(p)
    .where(or(eq(p.slug, base), sql`${p.slug} like ${`${base}-%`}`));
  return rows.map((r) => r.slug);
}

export type ProfileValues = Omit<
  typeof p.$inferInsert,
  | 'therapistId'
  | 'slug'
  | 'searchText'
  | 'ratingCount'
  | 'ratingSum'
  | 'nextFreeAt'
  | 'slotsCheckedAt'
  | 'slotsStale'
  | 'verifiedAt'
  | 'verifiedBy'
  | 'verificationNote'
  | 'createdAt'
>;

/**
 * Saves a profile and its therapies together. The slug is given on the first save and kept
 * afterwards, so links to the profile keep working when the therapist's name changes.
 */
export async function saveProfile(
  db: Db,
  therapistId: string,
  slug: string,
  values: ProfileValues,
  therapies: string[],
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .insert(p)
      .values({ therapistId, slug, ...values, slotsStale: true })
      .onConflictDoUpdate({
        target: p.therapistId,
        set: { ...values, slotsStale: true, updatedAt: new Date() },
      });
    const current = await tx
      .select({ id: therapistTherapies.tagId })
      .from(therapistTherapies)
      .where(eq(therapistTherapies.therapistId, therapistId));
    const have = new Set(current.map((r) => r.id));
    const gone = [...have].filter((id) => !therapies.includes(id));
    const added = therapies.filter((id) => !have.has(id));
    if (gone.length) {
      await tx
        .delete(therapistTherapies)
        .where(
          and(
            eq(therapistTherapies.therapistId, therapistId),
            inArray(therapistTherapies.tagId, gone),
          ),
        );
    }
    if (added.length) {
      await tx
        .insert(therapistTherapies)
        .values(added.map((tagId) => ({ therapistId, tagId })))
        .onConflictDoNothing();
    }
  });
}

/** Sets or removes the mark; false when the therapist has no saved profile. */
export async function setVerification(
  db: Db,
  therapistId: string,
  mark: { verifiedAt: Date | null; verifiedBy: string | null; note: string },
): Promise<boolean> {
  const updated = await db
    .update(p)
    .set({
      verifiedAt: mark.verifiedAt,
      verifiedBy: mark.verifiedBy,
      verificationNote: mark.note,
      updatedAt: new Date(),
    })
    .where(eq(p.therapistId, therapistId))
    .returning({ id: p.therapistId });
  return updated.length > 0;
}

/** Therapists for the administration's chooser, by name or e-mail, accents aside. */
export async function therapistsForAdmin(db: Db, q: string, page: number, pageSize: number) {
  const like = containsPattern(q);
  const where = and(
    eq(users.role, 'Terapeuta'),
    q
      ? or(
          sql`directory_fold(${users.name} || ' ' || ${users.lastName}) like '%' || directory_fold(${q}) || '%'`,
          ilike(users.email, like),
        )
      : undefined,
  );
  const rows = db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      active: users.active,
      slug: p.slug,
      listed: p.listed,
      publicListed: p.publicListed,
      verifiedAt: p.verifiedAt,
    })
    .from(users)
    .leftJoin(p, eq(p.therapistId, users.id))
    .where(where)
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id))
    .$dynamic();
  return pageWithTotal(db, rows, users, where, { page, pageSize });
}
