import {
  RATING_TEXTS,
  type EditRatingBody,
  type NewRatingBody,
  type RatedTherapist,
  type Rating,
  type RatingSummary,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { isUniqueViolation } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { displayName } from '../../core/users.ts';
import {
  canModerate,
  editWindowOpen,
  isEditable,
  isOwnRating,
  listScope,
  rateRefusal,
  type Viewer,
} from './ratings.policy.ts';
import * as repo from './ratings.repository.ts';

export interface RatingsServiceDeps {
  db: Db;
  notifier: Pick<Notifier, 'notify'>;
  now?: () => Date;
}

export type RatingsService = ReturnType<typeof createRatingsService>;

export function createRatingsService({ db, notifier, now = () => new Date() }: RatingsServiceDeps) {
  function toRating(j: repo.RatingJoined, viewer: Viewer): Rating {
    const r = j.r;
    return {
      id: r.id,
      appointmentId: r.appointmentId,
      appointmentStartsAt: j.appointmentStartsAt.toISOString(),
      therapistId: r.therapistId,
      therapistName: displayName({ name: j.therapistName, lastName: j.therapistLastName }),
      patientName: displayName({ name: j.authorName, lastName: j.authorLastName }),
      stars: r.stars,
      comment: r.comment,
      hidden: r.hidden,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      editable: isEditable(viewer, r, now()),
    };
  }

  async function answer(id: string, viewer: Viewer): Promise<Rating> {
    const j = await repo.findJoined(db, id);
    if (!j) throw AppError.notFound(RATING_TEXTS.notFound);
    return toRating(j, viewer);
  }

  return {
    async list(viewer: Viewer, q: { therapistId?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.listRatings(
        db,
        listScope(viewer, q.therapistId),
        q.page,
        q.pageSize,
      );
      return {
        items: rows.map((j) => toRating(j, viewer)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async ratedTherapists(viewer: Viewer): Promise<RatedTherapist[]> {
      if (!canModerate(viewer)) throw AppError.forbidden();
      const rows = await repo.ratedTherapists(db);
      return rows.map((r) => ({ id: r.id, name: displayName(r), count: r.n }));
    },

    async summary(viewer: Viewer, therapistId: string | undefined): Promise<RatingSummary> {
      const id = therapistId ?? (viewer.role === 'Terapeuta' ? viewer.id : undefined);
      if (!id) {
        throw AppError.badRequest(RATING_TEXTS.therapistRequired, [
          { field: 'therapistId', message: RATING_TEXTS.therapistRequired },
        ]);
      }
      if (!(await repo.isTherapist(db, id))) throw AppError.notFound(RATING_TEXTS.unknownTherapist);
      const s = await repo.summary(db, id);
      return {
        therapistId: id,
        average: s.average === null ? null : Math.round(s.average * 100) / 100,
        count: s.count,
      };
    },

    async create(viewer: Viewer, body: NewRatingBody): Promise<Rating> {
      const appointment = await repo.findAppointment(db, body.appointmentId);
      const refusal = rateRefusal(viewer, appointment);
      if (refusal === 'notFound') throw AppError.notFound(RATING_TEXTS.notYours);
      if (refusal === 'notCompleted') throw AppError.conflict(RATING_TEXTS.notCompleted);
      let id: string;
      try {
        id = await repo.insertRating(db, {
          appointmentId: appointment!.id,
          therapistId: appointment!.therapistId,
          authorId: viewer.id,
          stars: body.stars,
          comment: body.comment,
        });
      } catch (err) {
        // The unique index decides when two requests race; the answer is the same as a repeat.
        if (isUniqueViolation(err)) throw AppError.conflict(RATING_TEXTS.duplicate);
        throw err;
      }
      const rating = await answer(id, viewer);
      await notifier.notify(appointment!.therapistId, {
        message: RATING_TEXTS.notification(rating.patientName, rating.stars),
        link: '/home-therapist',
      });
      return rating;
    },

    async edit(viewer: Viewer, id: string, body: EditRatingBody): Promise<Rating> {
      const row = await repo.findRating(db, id);
      if (!row || !isOwnRating(viewer, row)) throw AppError.notFound(RATING_TEXTS.notFound);
      if (!editWindowOpen(row, now())) throw AppError.conflict(RATING_TEXTS.editClosed);
      await repo.updateRating(db, id, { stars: body.stars, comment: body.comment });
      return answer(id, viewer);
    },

    async setHidden(viewer: Viewer, id: string, hidden: boolean): Promise<Rating> {
      if (!canModerate(viewer)) throw AppError.forbidden();
      const row = await repo.findRating(db, id);
      if (!row) throw AppError.notFound(RATING_TEXTS.notFound);
      await repo.setHidden(db, id, hidden, viewer.id);
      return answer(id, viewer);
    },
  };
}
