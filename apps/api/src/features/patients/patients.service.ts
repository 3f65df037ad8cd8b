import {
  LISTS,
  PATIENT_TEXTS,
  PRIVACY_NOTICE_VERSION,
  type FieldError,
  type InviteAnswer,
  type ListKey,
  type PatientBody,
  type PatientRecord,
  type PatientSummary,
  type SessionNote,
  type SessionNoteContent,
  type patientListQuerySchema,
} from '@armonia/shared';
import type { z } from 'zod';
import { audit } from '../../core/audit.ts';
import type { AuthUser } from '../../core/auth/plugin.ts';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import { isUniqueViolation, type Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { patientSearchText } from '../../core/patient-records.ts';
import { displayName } from '../../core/users.ts';
import type { Config } from '../../config.ts';
import { invitationMail, linkedMail } from './patients.mails.ts';
import { clinicalAccess, type Actor } from './patients.policy.ts';
import {
  createPatientsRepository,
  type NoteRow,
  type PatientWithPortal,
} from './patients.repository.ts';

/** An invitation link lives longer than a recovery link: the patient may read it days later. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PatientsDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'sessionSecret' | 'publicUrl'>;
}

export interface RequestMeta {
  ip?: string;
}

type ListQuery = z.output<typeof patientListQuerySchema>;

const CLINICAL_FIELDS = ['antecedentes', 'allergies', 'medication'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Search compares words without accents and in lower case, as `patientSearchText` stores them. */
const searchWords = (q: string) =>
  q
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

function toSummary(r: PatientWithPortal): PatientSummary {
  const p = r.patient;
  return {
    id: p.id,
    name: p.name,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    active: p.active,
    userId: p.userId,
    portalEmail: p.userId ? r.portalEmail : null,
    portal: !p.userId ? 'sin_cuenta' : r.hasPassword ? 'activo' : 'invitado',
    nextAppointmentAt: iso(r.nextAppointmentAt),
    lastAppointmentAt: iso(r.lastAppointmentAt),
  };
}

function toRecord(r: PatientWithPortal): PatientRecord {
  const p = r.patient;
  return {
    ...toSummary(r),
    birthDate: p.birthDate ?? '',
    sex: p.sex as PatientRecord['sex'],
    address: p.address,
    occupation: p.occupation,
    curp: p.curp,
    clinical: { antecedentes: p.antecedentes, allergies: p.allergies, medication: p.medication },
    consent: { given: p.consentAt !== null, at: iso(p.consentAt), version: p.consentVersion },
    createdAt: p.createdAt.toISOString(),
  };
}

type AddendumRow = {
  id: string;
  noteId: string;
  text: string;
  createdAt: Date;
  authorName: string;
};

function toNote(note: NoteRow, startsAt: Date, addenda: AddendumRow[]): SessionNote {
  return {
    id: note.id,
    appointmentId: note.appointmentId,
    appointmentStartsAt: startsAt.toISOString(),
    patientId: note.patientId,
    content: note.content as SessionNoteContent,
    status: note.signedAt ? 'firmada' : 'borrador',
    signedAt: iso(note.signedAt),
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
    addenda: addenda
      .filter((a) => a.noteId === note.id)
      .map((a) => ({
        id: a.id,
        authorName: a.authorName,
        text: a.text,
        createdAt: a.createdAt.toISOString(),
      })),
  };
}

/** Applies the feature's policy: 403 for a role that never may, 404 for what is not the actor's. */
function enforce<T>(
  actor: Actor,
  resource: T | undefined,
  ownerId: (r: T) => string,
  missing: string,
): T {
  const decision = clinicalAccess(actor, resource && { ownerId: ownerId(resource) });
  if (decision === 'forbidden') throw AppError.forbidden();
  if (decision === 'not_found') throw AppError.notFound(missing);
  return resource!;
}

/** Which list each kind of item in a note comes from, and the field that names the item. */
const NOTE_REFERENCES: { field: string; list: ListKey; nameField: string }[] = [
  { field: 'pairs', list: 'biomagnetism', nameField: 'name' },
  { field: 'trackingChecked', list: 'trackingList', nameField: 'point' },
  { field: 'flowers', list: 'flowers', nameField: 'name' },
  { field: 'homeopathy', list: 'homeopathy', nameField: 'remedy' },
];

export function createPatientsService(deps: PatientsDeps) {
  const repo = createPatientsRepository(deps.db);
  const { db } = deps;

  async function ownPatient(actor: Actor, id: string) {
    return enforce(
      actor,
      await repo.find(id),
      (r) => r.patient.therapistId,
      PATIENT_TEXTS.patientMissing,
    );
  }
  async function ownAppointment(actor: Actor, id: string) {
    return enforce(
      actor,
      await repo.appointment(id),
      (a) => a.therapistId,
      PATIENT_TEXTS.appointmentMissing,
    );
  }
  async function noteOf(actor: Actor, appointmentId: string) {
    await ownAppointment(actor, appointmentId);
    const found = await repo.noteOfAppointment(appointmentId);
    return enforce(actor, found, (n) => n.note.authorId, PATIENT_TEXTS.noteMissing);
  }
  /** One audit row per read or change of a session note (ids only, never clinical text). */
  function auditNote(
    actor: AuthUser,
    action: 'leer' | 'crear' | 'modificar' | 'firmar' | 'adenda',
    noteId: string,
    meta: RequestMeta,
    details: Record<string, string>,
  ) {
    return audit(db, {
      actorId: actor.id,
      action,
      entity: 'session_note',
      entityId: noteId,
      ip: meta.ip,
      details,
    });
  }

  async function noteAnswer(note: NoteRow, startsAt: Date) {
    return toNote(note, startsAt, await repo.addendaOf([note.id]));
  }

  /** Without express consent no clinical history is stored (LFPDPPP, sensitive data). */
  function checkConsent(body: PatientBody) {
    if (body.consent) return;
    const filled = CLINICAL_FIELDS.filter((k) => body.clinical[k] !== '');
    if (filled.length === 0) return;
    throw AppError.badRequest(PATIENT_TEXTS.noConsent, [
      { field: 'consent', message: PATIENT_TEXTS.noConsent },
      ...filled.map((k) => ({ field: `clinical.${k}`, message: PATIENT_TEXTS.noConsent })),
    ]);
  }

  async function checkEmail(therapistId: string, email: string, exceptId?: string) {
    if (email && (await repo.emailInUse(therapistId, email, exceptId))) {
      throw AppError.conflict(PATIENT_TEXTS.emailTaken, [
        { field: 'email', message: PATIENT_TEXTS.emailTaken },
      ]);
    }
  }

  function columns(body: PatientBody) {
    return {
      name: body.name,
      lastName: body.lastName,
      birthDate: body.birthDate || null,
      sex: body.sex,
      phone: body.phone,
      email: body.email,
      address: body.address,
      occupation: body.occupation,
      curp: body.curp,
      antecedentes: body.consent ? body.clinical.antecedentes : '',
      allergies: body.consent ? body.clinical.allergies : '',
      medication: body.consent ? body.clinical.medication : '',
      searchText: patientSearchText(body),
    };
  }

  /** Checks the items a note refers to exist in their lists and takes their current names. */
  async function resolveItems(content: SessionNoteContent): Promise<SessionNoteContent> {
    const errors: FieldError[] = [];
    const names = new Map<string, string>();
    for (const ref of NOTE_REFERENCES) {
      const value = content[ref.field as keyof SessionNoteContent] as (
        string | { itemId: string }
      )[];
      const ids = [...new Set(value.map((v) => (typeof v === 'string' ? v : v.itemId)))];
      const rows = await repo.listItemsIn(ref.list, ids);
      if (rows.length < ids.length) {
        errors.push({
          field: ref.field,
          message: PATIENT_TEXTS.itemsMissing(LISTS[ref.list].title),
        });
      }
      for (const r of rows) {
        const data = r.data as Record<string, unknown>;
        names.set(r.id, String(data[ref.nameField] ?? ''));
      }
    }
    if (errors.length) throw AppError.badRequest(errors[0]!.message, errors);
    const unique = <T extends { itemId: string; name: string }>(xs: T[]) =>
      xs
        .filter((x, i) => xs.findIndex((y) => y.itemId === x.itemId) === i)
        .map((x) => ({ ...x, name: names.get(x.itemId) ?? x.name }));
    return {
      ...content,
      pairs: unique(content.pairs),
      trackingChecked: [...new Set(content.trackingChecked)],
      flowers: unique(content.flowers),
      homeopathy: unique(content.homeopathy),
    };
  }

  return {
    async list(actor: AuthUser, q: ListQuery) {
      const { rows, total } = await repo.list(actor.id, {
        words: searchWords(q.search),
        page: q.page,
        pageSize: q.pageSize,
        includeInactive: q.includeInactive,
      });
      return { items: rows.map(toSummary), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actor: AuthUser, body: PatientBody, meta: RequestMeta): Promise<PatientRecord> {
      checkConsent(body);
      await checkEmail(actor.id, body.email);
      const row = await repo.insert({
        therapistId: actor.id,
        ...columns(body),
        consentAt: body.consent ? new Date() : null,
        consentVersion: body.consent ? PRIVACY_NOTICE_VERSION : null,
        consentBy: body.consent ? actor.id : null,
      });
      await audit(db, {
        actorId: actor.id,
        action: 'crear',
        entity: 'patient',
        entityId: row.id,
        ip: meta.ip,
        details: { consent: body.consent },
      });
      return toRecord((await repo.find(row.id))!);
    },

    async get(actor: AuthUser, id: string, meta: RequestMeta): Promise<PatientRecord> {
      const record = await ownPatient(actor, id);
      await audit(db, {
        actorId: actor.id,
        action: 'leer',
        entity: 'patient',
        entityId: id,
        ip: meta.ip,
      });
      return toRecord(record);
    },

    async update(
      actor: AuthUser,
      id: string,
      body: PatientBody,
      meta: RequestMeta,
    ): Promise<PatientRecord> {
      const { patient } = await ownPatient(actor, id);
      checkConsent(body);
      await checkEmail(actor.id, body.email, id);
      const hadConsent = patient.consentAt !== null;
      // Consent keeps the moment and notice version it was first given; withdrawing it clears them.
      const consent = body.consent
        ? hadConsent
          ? {}
          : { consentAt: new Date(), consentVersion: PRIVACY_NOTICE_VERSION, consentBy: actor.id }
        : { consentAt: null, consentVersion: null, consentBy: null };
      await repo.update(id, { ...columns(body), ...consent });
      await audit(db, {
        actorId: actor.id,
        action: 'modificar',
        entity: 'patient',
        entityId: id,
        ip: meta.ip,
        details: hadConsent === body.consent ? undefined : { consent: body.consent },
      });
      return toRecord((await repo.find(id))!);
    },

    /** Records are never deleted: a deactivated patient is hidden from the list. */
    async setActive(actor: AuthUser, id: string, active: boolean, meta: RequestMeta) {
      await ownPatient(actor, id);
      await repo.update(id, { active });
      await audit(db, {
        actorId: actor.id,
        action: active ? 'reactivar' : 'baja',
        entity: 'patient',
        entityId: id,
        ip: meta.ip,
      });
      return toRecord((await repo.find(id))!);
    },

    /**
     * Gives the patient a portal account: creates it (no password yet) and mails a link to set
     * one, or links the existing patient account with that e-mail. Staff e-mails are refused.
     */
    async invite(actor: AuthUser, id: string, meta: RequestMeta): Promise<InviteAnswer> {
      const { patient, hasPassword } = await ownPatient(actor, id);
      if (!patient.active) throw AppError.conflict(PATIENT_TEXTS.patientInactive);
      if (patient.userId && hasPassword) throw AppError.conflict(PATIENT_TEXTS.alreadyInvited);
      if (!patient.userId && !patient.email) {
        throw AppError.badRequest(PATIENT_TEXTS.needsEmail, [
          { field: 'email', message: PATIENT_TEXTS.needsEmail },
        ]);
      }
      const therapistName = displayName(actor);
      const existing = patient.userId
        ? await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, patient.userId!) })
        : await repo.findUserByEmail(patient.email);
      if (existing && existing.role !== 'Paciente') {
        throw AppError.conflict(PATIENT_TEXTS.emailBelongsToStaff, [
          { field: 'email', message: PATIENT_TEXTS.emailBelongsToStaff },
        ]);
      }
      if (existing && !patient.userId && (await repo.recordOfAccount(actor.id, existing.id))) {
        throw AppError.conflict(PATIENT_TEXTS.emailTaken, [
          { field: 'email', message: PATIENT_TEXTS.emailTaken },
        ]);
      }
      // An account that already has a password only needs the link; any other gets a token.
      const needsPassword = !existing?.passwordHash;
      const token = newToken();
      let userId: string;
      try {
        userId = await repo.linkAccount({
          patientId: patient.id,
          therapistId: actor.id,
          userId: existing?.id,
          create: existing
            ? undefined
            : {
                email: patient.email.toLowerCase(),
                name: patient.name,
                lastName: patient.lastName,
                phone: patient.phone,
              },
          reset: needsPassword
            ? {
                tokenHash: hashToken(deps.config.sessionSecret, token),
                expiresAt: new Date(Date.now() + INVITE_TTL_MS),
              }
            : undefined,
        });
      } catch (err) {
        // Someone created the account or linked the record at the same moment.
        if (isUniqueViolation(err)) throw AppError.conflict(PATIENT_TEXTS.alreadyInvited);
        throw err;
      }
      const to = existing?.email ?? patient.email.toLowerCase();
      const name = existing?.name ?? patient.name;
      await deps.mailer.send(
        needsPassword
          ? invitationMail(
              to,
              name,
              therapistName,
              `${deps.config.publicUrl}/recuperar-contrasena?token=${token}`,
            )
          : linkedMail(to, name, therapistName, `${deps.config.publicUrl}/login`),
      );
      await audit(db, {
        actorId: actor.id,
        action: 'invitar',
        entity: 'patient',
        entityId: patient.id,
        ip: meta.ip,
        details: { userId, created: !existing },
      });
      return {
        outcome: needsPassword ? 'invitado' : 'vinculado',
        message: needsPassword ? PATIENT_TEXTS.invited : PATIENT_TEXTS.linked,
        patient: toRecord((await repo.find(patient.id))!),
      };
    },

    async notesOfPatient(actor: AuthUser, id: string, meta: RequestMeta): Promise<SessionNote[]> {
      await ownPatient(actor, id);
      const rows = await repo.notesOfPatient(id, actor.id);
      const addenda = await repo.addendaOf(rows.map((r) => r.note.id));
      await audit(db, {
        actorId: actor.id,
        action: 'leer',
        entity: 'session_note',
        entityId: null,
        ip: meta.ip,
        details: { patientId: id, noteIds: rows.map((r) => r.note.id) },
      });
      return rows.map((r) => toNote(r.note, r.startsAt, addenda));
    },

    async note(actor: AuthUser, appointmentId: string, meta: RequestMeta): Promise<SessionNote> {
      const { note, startsAt } = await noteOf(actor, appointmentId);
      await auditNote(actor, 'leer', note.id, meta, { appointmentId, patientId: note.patientId });
      return noteAnswer(note, startsAt);
    },

    async saveNote(
      actor: AuthUser,
      appointmentId: string,
      input: SessionNoteContent,
      meta: RequestMeta,
    ): Promise<{ note: SessionNote; created: boolean }> {
      const appointment = await ownAppointment(actor, appointmentId);
      const existing = await repo.noteOfAppointment(appointmentId);
      if (existing) enforce(actor, existing, (n) => n.note.authorId, PATIENT_TEXTS.noteMissing);
      if (existing?.note.signedAt) throw AppError.conflict(PATIENT_TEXTS.noteSigned);
      if (appointment.status !== 'completada')
        throw AppError.conflict(PATIENT_TEXTS.noteNeedsAppointment);
      const record = await repo.find(appointment.patientId);
      if (!record?.patient.consentAt) throw AppError.conflict(PATIENT_TEXTS.noteNeedsConsent);
      const content = await resolveItems(input);
      const saved = await repo.saveDraft({
        appointmentId,
        authorId: actor.id,
        patientId: appointment.patientId,
        content,
      });
      // Signed between the check above and the write.
      if (!saved) throw AppError.conflict(PATIENT_TEXTS.noteSigned);
      await auditNote(actor, saved.created ? 'crear' : 'modificar', saved.note.id, meta, {
        appointmentId,
        patientId: appointment.patientId,
      });
      return { note: await noteAnswer(saved.note, appointment.startsAt), created: saved.created };
    },

    async signNote(
      actor: AuthUser,
      appointmentId: string,
      meta: RequestMeta,
    ): Promise<SessionNote> {
      const { note, startsAt } = await noteOf(actor, appointmentId);
      const signed = await repo.sign(note.id);
      if (!signed) throw AppError.conflict(PATIENT_TEXTS.noteSigned);
      await auditNote(actor, 'firmar', note.id, meta, { appointmentId, patientId: note.patientId });
      return noteAnswer(signed, startsAt);
    },

    async addAddendum(
      actor: AuthUser,
      appointmentId: string,
      text: string,
      meta: RequestMeta,
    ): Promise<SessionNote> {
      const { note, startsAt } = await noteOf(actor, appointmentId);
      if (!note.signedAt) throw AppError.conflict(PATIENT_TEXTS.noteNotSigned);
      const addendum = await repo.insertAddendum({ noteId: note.id, authorId: actor.id, text });
      await auditNote(actor, 'adenda', note.id, meta, {
        appointmentId,
        patientId: note.patientId,
        addendumId: addendum.id,
      });
      return noteAnswer(note, startsAt);
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
