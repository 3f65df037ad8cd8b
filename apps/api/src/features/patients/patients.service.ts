import {
  invitationMail,
  linkedMail,
  PATIENT_TEXTS,
  PRIVACY_NOTICE_VERSION,
  type Actor,
  type InviteAnswer,
  type PatientBody,
  type patientListQuerySchema,
  type PatientRecord,
  type PatientSummary,
} from '@armonia/shared';
import type { z } from 'zod';
import { auditTrail } from '../../core/audit.ts';
import type { AuthUser } from '../../core/auth/plugin.ts';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import { isUniqueViolation, type Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { patientSearchText } from '../../core/patient-records.ts';
import { displayName } from '../../core/users.ts';
import type { Config } from '../../config.ts';
import { ownedBy, type RequestMeta } from './patients.access.ts';
import { createPatientsRepository, type PatientWithPortal } from './patients.repository.ts';

/** An invitation link lives longer than a recovery link: the patient may read it days later. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PatientsDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'sessionSecret' | 'publicUrl'>;
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

export function createPatientsService(deps: PatientsDeps) {
  const repo = createPatientsRepository(deps.db);
  const { db } = deps;
  const auditPatient = auditTrail(db, 'patient');

  async function ownPatient(actor: Actor, id: string) {
    return ownedBy(
      actor,
      await repo.find(id),
      (r) => r.patient.therapistId,
      PATIENT_TEXTS.patientMissing,
    );
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

  return {
    async list(actor: Actor, q: ListQuery) {
      const { rows, total } = await repo.list(actor.id, {
        words: searchWords(q.search),
        page: q.page,
        pageSize: q.pageSize,
        includeInactive: q.includeInactive,
      });
      return { items: rows.map(toSummary), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actor: Actor, body: PatientBody, meta: RequestMeta): Promise<PatientRecord> {
      checkConsent(body);
      await checkEmail(actor.id, body.email);
      const row = await repo.insert({
        therapistId: actor.id,
        ...columns(body),
        consentAt: body.consent ? new Date() : null,
        consentVersion: body.consent ? PRIVACY_NOTICE_VERSION : null,
        consentBy: body.consent ? actor.id : null,
      });
      await auditPatient(actor, 'crear', row.id, meta, { consent: body.consent });
      return toRecord((await repo.find(row.id))!);
    },

    async get(actor: Actor, id: string, meta: RequestMeta): Promise<PatientRecord> {
      const record = await ownPatient(actor, id);
      await auditPatient(actor, 'leer', id, meta);
      return toRecord(record);
    },

    async update(
      actor: Actor,
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
      await auditPatient(
        actor,
        'modificar',
        id,
        meta,
        hadConsent === body.consent ? undefined : { consent: body.consent },
      );
      return toRecord((await repo.find(id))!);
    },

    /** Records are never deleted: a deactivated patient is hidden from the list. */
    async setActive(actor: Actor, id: string, active: boolean, meta: RequestMeta) {
      await ownPatient(actor, id);
      await repo.update(id, { active });
      await auditPatient(actor, active ? 'reactivar' : 'baja', id, meta);
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
        throw AppError.badField('email', PATIENT_TEXTS.needsEmail);
      }
      const therapistName = displayName(actor);
      const existing = patient.userId
        ? await repo.findUserById(patient.userId)
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
      await deps.mailer.send({
        to,
        ...(needsPassword
          ? invitationMail(
              name,
              therapistName,
              `${deps.config.publicUrl}/recuperar-contrasena?token=${token}`,
            )
          : linkedMail(name, therapistName, `${deps.config.publicUrl}/login`)),
      });
      await auditPatient(actor, 'invitar', patient.id, meta, { userId, created: !existing });
      return {
        outcome: needsPassword ? 'invitado' : 'vinculado',
        message: needsPassword ? PATIENT_TEXTS.invited : PATIENT_TEXTS.linked,
        patient: toRecord((await repo.find(patient.id))!),
      };
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
