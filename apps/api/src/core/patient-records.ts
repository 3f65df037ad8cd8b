import { and, eq } from 'drizzle-orm';
import { audit } from './audit.ts';
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
 * A new record of the therapist from a portal account's data, with its consent; undefined when
 * the therapist already has one of that account.
 */
async function insertRecordOf(
  db: Db,
  therapistId: string,
  userId: string,
  consent: { consentAt: Date | null; consentVersion: string | null; consentBy?: string },
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('patient account missing');
  const values = {
    therapistId,
    userId,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    ...consent,
  };
  const [row] = await db
    .insert(patients)
    .values({ ...values, searchText: patientSearchText(values) })
    .onConflictDoNothing()
    .returning();
  return row;
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
  // The account's own privacy consent (sign-up) covers the record the therapist keeps.
  const [consent] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'aviso_privacidad')));
  const row = await insertRecordOf(db, therapistId, userId, {
    consentAt: consent?.acceptedAt ?? null,
    consentVersion: consent?.version ?? null,
  });
  if (row) return row;
  // Another request created it at the same moment.
  const [again] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.therapistId, therapistId), eq(patients.userId, userId)));
  return again!;
}

/**
 * The first booking through the directory, inside the booking's transaction: links the patient
 * to the therapist and opens the therapist's record of them with the patient's own express
 * consent (who, when, which version of the notice) and an audit entry. The link's primary key
 * decides between concurrent first bookings: one inserts it and records the consent, the others
 * wait for that transaction and use its record. A booking that fails takes the link with it.
 */
export async function linkOnFirstBooking(
  tx: Db,
  input: { therapistId: string; userId: string; consentVersion: string; ip?: string },
): Promise<{ record: typeof patients.$inferSelect; linkedNow: boolean }> {
  const { therapistId, userId } = input;
  const created = await tx
    .insert(therapistPatients)
    .values({ therapistId, patientId: userId })
    .onConflictDoNothing()
    .returning({ therapistId: therapistPatients.therapistId });
  if (created.length === 0) {
    return { record: await ensurePatientRecord(tx, therapistId, userId), linkedNow: false };
  }
  const consent = {
    consentAt: new Date(),
    consentVersion: input.consentVersion,
    consentBy: userId,
  };
  const inserted = await insertRecordOf(tx, therapistId, userId, consent);
  // A record of this account without the link (the link was removed): it gets the consent.
  const record =
    inserted ??
    (
      await tx
        .update(patients)
        .set({ ...consent, updatedAt: new Date() })
        .where(and(eq(patients.therapistId, therapistId), eq(patients.userId, userId)))
        .returning()
    )[0]!;
  await audit(tx, {
    actorId: userId,
    action: 'patient.link',
    entity: 'patient',
    entityId: record.id,
    ip: input.ip,
    details: { therapistId, via: 'directorio', consentVersion: input.consentVersion },
  });
  return { record, linkedNow: true };
}
