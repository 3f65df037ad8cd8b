import { and, asc, avg, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.ts';
import { pageWithTotal } from '../../core/db/queries.ts';
import { appointments, patients, ratings, users } from '../../core/db/schema.ts';
import type { RatingScope } from '@armonia/shared';

export type RatingRow = typeof ratings.$inferSelect;

const therapist = alias(users, 'therapist');
const author = alias(users, 'author');

/** The appointment as rating needs it: whose it is (portal account) and its state. */
export async function findAppointment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      therapistId: appointments.therapistId,
      status: appointments.status,
      patientUserId: patients.userId,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.id, id));
  return row;
}

export async function insertRating(
  db: Db,
  values: {
    appointmentId: string;
    therapistId: string;
    authorId: string;
    stars: number;
    comment: string;
  },
) {
  const [row] = await db.insert(ratings).values(values).returning({ id: ratings.id });
  return row!.id;
}

const joinedColumns = {
  rating: ratings,
  appointmentStartsAt: appointments.startsAt,
  therapistName: therapist.name,
  therapistLastName: therapist.lastName,
  authorName: author.name,
  authorLastName: author.lastName,
};

function joined(db: Db) {
  return db
    .select(joinedColumns)
    .from(ratings)
    .innerJoin(appointments, eq(appointments.id, ratings.appointmentId))
    .innerJoin(therapist, eq(therapist.id, ratings.therapistId))
    .innerJoin(author, eq(author.id, ratings.authorId));
}
export type RatingJoined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function scopeWhere(scope: RatingScope): SQL | undefined {
  const parts: SQL[] = [];
  if (scope.authorId) parts.push(eq(ratings.authorId, scope.authorId));
  if (scope.therapistId) parts.push(eq(ratings.therapistId, scope.therapistId));
  if (!scope.includeHidden) parts.push(eq(ratings.hidden, false));
  return parts.length ? and(...parts) : undefined;
}

export async function listRatings(db: Db, scope: RatingScope, page: number, pageSize: number) {
  const where = scopeWhere(scope);
  const rows = joined(db)
    .where(where)
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .$dynamic();
  return pageWithTotal(db, rows, ratings, where, { page, pageSize });
}

export async function findJoined(db: Db, id: string) {
  const [row] = await joined(db).where(eq(ratings.id, id));
  return row;
}

export async function findRating(db: Db, id: string) {
  const [row] = await db.select().from(ratings).where(eq(ratings.id, id));
  return row;
}

export async function updateRating(db: Db, id: string, values: { stars: number; comment: string }) {
  await db
    .update(ratings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ratings.id, id));
}

export async function setHidden(db: Db, id: string, hidden: boolean, by: string) {
  await db
    .update(ratings)
    .set(
      hidden
        ? { hidden, hiddenBy: by, hiddenAt: new Date() }
        : { hidden, hiddenBy: null, hiddenAt: null },
    )
    .where(eq(ratings.id, id));
}

export async function summary(db: Db, therapistId: string) {
  const [row] = await db
    .select({ average: avg(ratings.stars), n: count() })
    .from(ratings)
    .where(and(eq(ratings.therapistId, therapistId), eq(ratings.hidden, false)));
  return { average: row?.average == null ? null : Number(row.average), count: row?.n ?? 0 };
}

export async function isTherapist(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'Terapeuta')));
  return Boolean(row);
}

/** Every therapist with at least one opinion (hidden ones too), by name. */
export async function ratedTherapists(db: Db) {
  return db
    .select({ id: users.id, name: users.name, lastName: users.lastName, n: count() })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.therapistId))
    .groupBy(users.id, users.name, users.lastName)
    .orderBy(asc(users.name), asc(users.lastName));
}
