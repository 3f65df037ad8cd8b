import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { consents, patients, therapistPatients, users } from './db/schema.ts';

/** What patient search compares: names, e-mail and phone, lower case and without accents. */
export function patientSearchText(p: {
  name: string;
  lastName: string;
  email: string;
  phone: string;
}): string {
  return [p.name, p.lastName, p.email, p.phone]
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The therapist's record of a patient who has a portal account, created from the account's
 * data the first time the two are linked (a booking, a seeded link). Also makes sure the
 * therapist-patient link exists, which chat and booking read.
 */
export async function ensurePatientRecord(
  db: Db,
  therapistId: string,
  userId: string,
): Promise<typeof patients.$inferSelect> {
  const [existing] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.therapistId, therapistId), eq(patients.userId, userId)));
  await db
    .insert(therapistPatients)
    .values({ therapistId, patientId: userId })
    .onConflictDoNothing();
  if (existing) return existing;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('patient account missing');
  // The account's own privacy consent (sign-up) covers the record the therapist keeps.
  const [consent] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'aviso_privacidad')));
  const values = {
    therapistId,
    userId,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    consentAt: consent?.acceptedAt ?? null,
    consentVersion: consent?.version ?? null,
  };
  const [row] = await db
    .insert(patients)
    .values({ ...values, searchText: patientSearchText(values) })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Another request created it at the same moment.
  const [again] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.therapistId, therapistId), eq(patients.userId, userId)));
  return again!;
}
