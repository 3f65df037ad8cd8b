import {
  APP_ROUTES,
  arcoDueDate,
  dueState,
  isArcoOpen,
  mayMoveArco,
  PRIVACY_TEXTS,
  type Actor,
  type ArcoInbox,
  type ArcoKind,
  type ArcoRequest,
  type ArcoState,
  type arcoListQuerySchema,
  type arcoUpdateSchema,
  type newArcoRequestSchema,
  type PatientExport,
} from '@armonia/shared';
import type { z } from 'zod';
import { auditTrail } from '../../core/audit.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { DEFAULT_TIMEZONE, localDay } from '../../core/time.ts';
import { createPrivacyRepository, type JoinedRequest } from './privacy.repository.ts';

/** The practice's calendar (Nuevo León): legal terms are counted in its days. */
const PRACTICE_ZONE = DEFAULT_TIMEZONE;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface PrivacyDeps {
  db: Db;
  mailer: Mailer;
  notifier: Notifier;
  /** The clock (tests move it). */
  now?: () => Date;
}

export function createPrivacyService(deps: PrivacyDeps) {
  const repo = createPrivacyRepository(deps.db);
  const auditRequest = auditTrail(deps.db, 'privacy_request');
  const now = deps.now ?? (() => new Date());
  const today = () => localDay(now(), PRACTICE_ZONE);

  function toAnswer(r: JoinedRequest, day: string): ArcoRequest {
    const q = r.request;
    const status = q.status as ArcoState;
    return {
      id: q.id,
      kind: q.kind as ArcoKind,
      description: q.description,
      status,
      receivedAt: q.receivedAt.toISOString(),
      dueDate: q.dueDate,
      dueState: isArcoOpen(status) ? dueState(q.dueDate, day) : null,
      response: q.response,
      respondedAt: iso(q.respondedAt),
      patientName: r.patientName,
      patientEmail: r.patientEmail,
      blockedUntil: q.blockedUntil,
    };
  }

  return {
    /** A patient files an ARCO request; every administrator hears of it. */
    async file(
      actor: Actor,
      body: z.output<typeof newArcoRequestSchema>,
      ip?: string,
    ): Promise<ArcoRequest> {
      const receivedAt = now();
      const row = await repo.insert({
        userId: actor.id,
        kind: body.kind,
        description: body.description,
        receivedAt,
        dueDate: arcoDueDate(localDay(receivedAt, PRACTICE_ZONE)),
      });
      await auditRequest(actor, 'privacy.request', row.id, { ip }, { kind: body.kind });
      const joined = (await repo.find(row.id))!;
      for (const admin of await repo.admins()) {
        await deps.notifier.notify(admin.id, {
          message: PRIVACY_TEXTS.adminNotification(body.kind, joined.patientName),
          link: APP_ROUTES.adminPrivacyRequests.path,
        });
      }
      return toAnswer(joined, today());
    },

    async mine(actor: Actor): Promise<ArcoRequest[]> {
      const day = today();
      return (await repo.ofUser(actor.id)).map((r) => toAnswer(r, day));
    },

    async inbox(query: z.output<typeof arcoListQuerySchema>): Promise<ArcoInbox> {
      const day = today();
      const { rows, total, openDueDates } = await repo.page(query);
      const states = openDueDates.map((d) => dueState(d, day));
      return {
        items: rows.map((r) => toAnswer(r, day)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        open: openDueDates.length,
        dueSoon: states.filter((s) => s === 'por_vencer').length,
        overdue: states.filter((s) => s === 'vencida').length,
      };
    },

    /**
     * The administration moves a request on. The patient is told in the app at every step and
     * by mail when it is closed with the response; a resolved cancellation blocks their clinical
     * records (kept, not deleted: PRODUCT.md).
     */
    async update(
      actor: Actor,
      id: string,
      body: z.output<typeof arcoUpdateSchema>,
      ip?: string,
    ): Promise<ArcoRequest> {
      const found = await repo.find(id);
      if (!found) throw AppError.notFound(PRIVACY_TEXTS.requestMissing);
      const from = found.request.status as ArcoState;
      if (!mayMoveArco(from, body.status)) {
        throw AppError.badField('status', PRIVACY_TEXTS.badTransition(from, body.status));
      }
      const kind = found.request.kind as ArcoKind;
      const blocks = kind === 'cancelacion' && body.status === 'resuelta';
      const row = await repo.update({
        id,
        from,
        to: body.status,
        response: body.response,
        actorId: actor.id,
        blockRecordsOf: blocks ? { userId: found.request.userId, zone: PRACTICE_ZONE } : undefined,
      });
      if (!row) {
        // Another administrator moved it meanwhile: answer as for the state it is in now.
        const again = (await repo.find(id))!;
        const now = again.request.status as ArcoState;
        throw AppError.badRequest(PRIVACY_TEXTS.badTransition(now, body.status));
      }
      const action = blocks ? 'privacy.block' : 'privacy.update';
      const details = { from, to: body.status, kind, blockedUntil: row.blockedUntil };
      await auditRequest(actor, action, id, { ip }, details);
      const patientId = found.request.userId;
      await deps.notifier.notify(patientId, {
        message: PRIVACY_TEXTS.patientNotification(kind, body.status),
        link: APP_ROUTES.patientProfile.path,
      });
      if (!isArcoOpen(body.status)) {
        const [first] = found.patientName.split(' ');
        await deps.mailer.send({
          to: found.patientEmail,
          ...PRIVACY_TEXTS.patientMail({
            name: first || found.patientName,
            kind,
            status: body.status,
            receivedDay: localDay(found.request.receivedAt, PRACTICE_ZONE),
            response: body.response,
            blockedUntil: row.blockedUntil,
          }),
        });
      }
      return toAnswer({ ...found, request: row }, today());
    },

    /** Everything the app keeps about the patient, as JSON (right of access). */
    async exportData(actor: Actor): Promise<PatientExport> {
      const d = await repo.exportOf(actor.id);
      const notesOf = new Map<string, { date: string; signed: boolean }[]>();
      for (const n of d.notes) {
        const list = notesOf.get(n.patientId) ?? [];
        list.push({ date: n.startsAt.toISOString(), signed: n.signedAt !== null });
        notesOf.set(n.patientId, list);
      }
      return {
        exportedAt: now().toISOString(),
        account: {
          id: d.account.id,
          email: d.account.email,
          name: d.account.name,
          lastName: d.account.lastName,
          phone: d.account.phone,
          role: d.account.role,
          timezone: d.account.timezone,
          createdAt: d.account.createdAt.toISOString(),
        },
        profile: { hasPhoto: d.account.photoVersion !== null },
        consents: d.consents.map((c) => ({
          kind: c.kind,
          version: c.version,
          acceptedAt: c.acceptedAt.toISOString(),
          revokedAt: iso(c.revokedAt),
        })),
        clinicalRecords: d.records.map(({ record: p, therapistName }) => ({
          therapist: therapistName,
          // A blocked record (cancellation) is no longer processed: only its state is given.
          blocked: p.blockedAt
            ? { since: p.blockedAt.toISOString(), deletableFrom: p.deletableFrom ?? '' }
            : null,
          data: p.blockedAt
            ? null
            : {
                name: p.name,
                lastName: p.lastName,
                birthDate: p.birthDate,
                sex: p.sex,
                phone: p.phone,
                email: p.email,
                address: p.address,
                occupation: p.occupation,
                curp: p.curp,
                antecedentes: p.antecedentes,
                allergies: p.allergies,
                medication: p.medication,
                consentAt: iso(p.consentAt),
                consentVersion: p.consentVersion,
              },
          consultations: p.blockedAt ? [] : (notesOf.get(p.id) ?? []),
        })),
        appointments: d.appointments.map(({ appointment: a, therapistName }) => ({
          therapist: therapistName,
          startsAt: a.startsAt.toISOString(),
          endsAt: a.endsAt.toISOString(),
          status: a.status,
          modality: a.modality,
          location: a.location,
          reason: a.reason,
        })),
        ratings: d.ratings.map(({ rating: r, therapistName }) => ({
          therapist: therapistName,
          stars: r.stars,
          comment: r.comment,
          createdAt: r.createdAt.toISOString(),
        })),
        messages: d.messages.map((m) => ({
          with: m.counterpartName,
          fromMe: m.senderId === actor.id,
          content: m.content,
          at: m.createdAt.toISOString(),
        })),
        arcoRequests: d.requests.map((q) => ({
          kind: q.kind,
          description: q.description,
          status: q.status,
          receivedAt: q.receivedAt.toISOString(),
          response: q.response,
        })),
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
