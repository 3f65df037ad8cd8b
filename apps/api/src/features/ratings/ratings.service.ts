import {
  listScope,
  mayEditRating,
  mayModerate,
  mayRate,
  RATING_TEXTS,
  type Actor,
  type EditRatingBody,
  type NewRatingBody,
  type RatedTherapist,
  type Rating,
  type RatingSummary,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { isUniqueViolation } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { displayName } from '../../core/users.ts';
import * as repo from './ratings.repository.ts';

export interface RatingsServiceDeps {
  db: Db;
  notifier: Pick<Notifier, 'notify'>;
  now?: () => Date;
}

export type RatingsService = ReturnType<typeof createRatingsService>;

export function createRatingsService({ db, notifier, now = () => new Date() }: RatingsServiceDeps) {
  function toRating(row: repo.RatingJoined, actor: Actor): Rating {
    const r = row.rating;
    return {
      id: r.id,
      appointmentId: r.appointmentId,
      appointmentStartsAt: row.appointmentStartsAt.toISOString(),
      therapistId: r.therapistId,
      therapistName: displayName({ name: row.therapistName, lastName: row.therapistLastName }),
      patientName: displayName({ name: row.authorName, lastName: row.authorLastName }),
      stars: r.stars,
      comment: r.comment,
      hidden: r.hidden,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      editable: mayEditRating(actor, r, now()).ok,
    };
  }

  async function answer(id: string, actor: Actor): Promise<Rating> {
    const row = await repo.findJoined(db, id);
    if (!row) throw AppError.notFound(RATING_TEXTS.notFound);
    return toRating(row, actor);
  }

  return {
    async list(actor: Actor, q: { therapistId?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.listRatings(
        db,
        listScope(actor, q.therapistId),
        q.page,
        q.pageSize,
      );
      return {
        items: rows.map((row) => toRating(row, actor)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async ratedTherapists(actor: Actor): Promise<RatedTherapist[]> {
      enforce(mayModerate(actor));
      const rows = await repo.ratedTherapists(db);
      return rows.map((r) => ({ id: r.id, name: displayName(r), count: r.n }));
    },

    async summary(actor: Actor, therapistId: string | undefined): Promise<RatingSummary> {
      const id = therapistId ?? (actor.role === 'Terapeuta' ? actor.id : undefined);
      if (!id) {
        throw AppError.badField('therapistId', RATING_TEXTS.therapistRequired);
      }
      if (!(await repo.isTherapist(db, id))) throw AppError.notFound(RATING_TEXTS.unknownTherapist);
      const s = await repo.summary(db, id);
      return {
        therapistId: id,
        average: s.average === null ? null : Math.round(s.average * 100) / 100,
        count: s.count,
      };
    },

    async create(actor: Actor, body: NewRatingBody): Promise<Rating> {
      const appointment = await repo.findAppointment(db, body.appointmentId);
      enforce(mayRate(actor, appointment));
      let id: string;
      try {
        id = await repo.insertRating(db, {
          appointmentId: appointment!.id,
          therapistId: appointment!.therapistId,
          authorId: actor.id,
          stars: body.stars,
          comment: body.comment,
        });
      } catch (err) {
        // The unique index decides when two requests race; the answer is the same as a repeat.
        if (isUniqueViolation(err)) throw AppError.conflict(RATING_TEXTS.duplicate);
        throw err;
      }
      const rating = await answer(id, actor);
      await notifier.notify(appointment!.therapistId, {
        message: RATING_TEXTS.notification(rating.patientName, rating.stars),
        link: '/home-therapist',
      });
      return rating;
    },

    async edit(actor: Actor, id: string, body: EditRatingBody): Promise<Rating> {
      enforce(mayEditRating(actor, await repo.findRating(db, id), now()));
      await repo.updateRating(db, id, { stars: body.stars, comment: body.comment });
      return answer(id, actor);
    },

    async setHidden(actor: Actor, id: string, hidden: boolean): Promise<Rating> {
      enforce(mayModerate(actor));
      const row = await repo.findRating(db, id);
      if (!row) throw AppError.notFound(RATING_TEXTS.notFound);
      await repo.setHidden(db, id, hidden, actor.id);
      return answer(id, actor);
    },
  };
}
