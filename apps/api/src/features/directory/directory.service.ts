import {
  DEFAULT_AGENDA_SETTINGS,
  DIRECTORY_TEXTS,
  mayBookThroughDirectory,
  mayMessageFromProfile,
  mayViewProfile,
  type Actor,
  type DirectoryAudience,
  type DirectoryFacets,
  type DirectoryOpinion,
  type DirectoryQuery,
  type DirectorySlotsQuery,
  type Page,
  type Slot,
  type TherapistCard,
  type TherapistProfile,
  MEXICAN_STATES,
} from '@armonia/shared';
import { readAvatar, type AvatarSize } from '../../core/avatars.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { areLinked, displayName } from '../../core/users.ts';
import * as repo from './directory.repository.ts';
import { createSlotCache, type BookableSlots } from './directory.slots.ts';

export interface DirectoryServiceDeps {
  db: Db;
  uploadDir: string;
  bookableSlots: BookableSlots;
  now?: () => Date;
}

const rounded = (n: number) => Math.round(n * 100) / 100;

function toCard(
  row: repo.CardRow | repo.ProfileRow,
  therapies: { id: string; name: string }[],
  nextFreeAt: Date | null,
): TherapistCard {
  return {
    id: row.id,
    slug: row.slug,
    name: displayName(row),
    photoVersion: row.photoVersion,
    verified: row.verifiedAt !== null,
    therapies,
    city: row.city,
    state: row.state,
    modality: row.modality,
    fee: row.fee,
    currency: row.currency,
    rating: {
      average: row.ratingCount > 0 ? rounded(row.ratingSum / row.ratingCount) : null,
      count: row.ratingCount,
    },
    nextFreeAt: nextFreeAt?.toISOString() ?? null,
    acceptsNewPatients: row.acceptsNewPatients,
  };
}

/**
 * The directory as patients, therapists and visitors read it: the filtered list, a profile page
 * with its opinions and free slots, the filters' choices and the public photos.
 */
export function createDirectoryService(deps: DirectoryServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const slots = createSlotCache({ db, bookableSlots: deps.bookableSlots, now });

  /** The profile of a slug as the audience may see it, or 404. */
  async function visibleProfile(audience: DirectoryAudience, slug: string) {
    const row = await repo.profileBySlug(db, slug);
    const facts = row && row.role === 'Terapeuta' ? row : undefined;
    enforce(mayViewProfile(facts, audience));
    return row!;
  }

  async function freshNext(rows: { id: string; slotsStale: boolean; nextFreeAt: Date | null }[]) {
    const fresh = await slots.refreshAmong(rows.filter((r) => r.slotsStale).map((r) => r.id));
    return (r: { id: string; nextFreeAt: Date | null }) =>
      fresh.has(r.id) ? fresh.get(r.id)! : r.nextFreeAt;
  }

  /** Everything a profile page shows of a listed therapist, as the viewer may see it. */
  async function profileOf(row: repo.ProfileRow, viewer?: Actor): Promise<TherapistProfile> {
    const [therapies, distribution, languages, nextOf, linked] = await Promise.all([
      repo.therapiesOf(db, [row.id]),
      repo.distribution(db, row.id),
      repo.preferences(db, 'Idioma'),
      freshNext([row]),
      viewer?.role === 'Paciente' ? areLinked(db, viewer.id, row.id) : Promise.resolve(false),
    ]);
    const booking = viewer ? mayBookThroughDirectory(viewer, row, linked) : undefined;
    const canMessage = viewer ? mayMessageFromProfile(viewer, linked) : false;
    return {
      ...toCard(row, therapies.get(row.id) ?? [], nextOf(row)),
      bio: row.bio,
      officeAddress: row.modality === 'en_linea' ? '' : row.officeAddress,
      languages: row.languages.map((code) => ({
        code,
        name: languages.find((l) => l.code === code)?.name ?? code,
      })),
      yearsOfPractice: row.yearsOfPractice,
      training: row.training,
      timezone: row.timezone,
      sessionMinutes: row.sessionMinutes ?? DEFAULT_AGENDA_SETTINGS.sessionMinutes,
      cancelNoticeHours: row.cancelNoticeHours ?? DEFAULT_AGENDA_SETTINGS.cancelNoticeHours,
      distribution,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      viewer: {
        linked,
        canBook: booking?.ok ?? false,
        bookingNote: viewer?.role === 'Paciente' && booking && !booking.ok ? booking.message : null,
        canMessage,
      },
      email: canMessage ? row.email : null,
    };
  }

  return {
    slots,

    async list(audience: DirectoryAudience, q: DirectoryQuery): Promise<Page<TherapistCard>> {
      const { rows, total } = await repo.searchDirectory(db, audience, q, now());
      const [therapies, nextOf] = await Promise.all([
        repo.therapiesOf(
          db,
          rows.map((r) => r.id),
        ),
        freshNext(rows),
      ]);
      return {
        items: rows.map((r) => toCard(r, therapies.get(r.id) ?? [], nextOf(r))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** A profile page; `viewer` is the signed-in user (none on the public site). */
    async profile(
      audience: DirectoryAudience,
      slug: string,
      viewer?: Actor,
    ): Promise<TherapistProfile> {
      return profileOf(await visibleProfile(audience, slug), viewer);
    },

    async opinions(
      audience: DirectoryAudience,
      slug: string,
      q: { page: number; pageSize: number },
    ): Promise<Page<DirectoryOpinion>> {
      const row = await visibleProfile(audience, slug);
      const { rows, total } = await repo.opinions(db, row.id, q.page, q.pageSize);
      return {
        items: rows.map((r) => ({
          id: r.id,
          stars: r.stars,
          comment: r.comment,
          // The public reads first names only (a patient's opinion is not their full identity).
          author: r.authorName.split(/\s+/)[0] ?? '',
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async freeSlots(
      audience: DirectoryAudience,
      slug: string,
      q: DirectorySlotsQuery,
    ): Promise<Slot[]> {
      const row = await visibleProfile(audience, slug);
      return deps.bookableSlots(row.id, q.from, q.to);
    },

    async facets(audience: DirectoryAudience): Promise<DirectoryFacets> {
      const [therapies, cities, languages, currencies] = await Promise.all([
        repo.allTherapies(db),
        repo.listedCities(db, audience),
        repo.preferences(db, 'Idioma'),
        repo.preferences(db, 'Moneda'),
      ]);
      return {
        therapies,
        states: MEXICAN_STATES.map((s) => ({ code: s.code, name: s.name })),
        cities,
        languages,
        currencies,
      };
    },

    /** A publicly listed therapist's photo, for the public site's plain <img> tags. */
    async publicPhoto(slug: string, size: AvatarSize): Promise<Buffer> {
      const row = await visibleProfile('public', slug);
      const image = await readAvatar(deps.uploadDir, row.id, size);
      if (!image) throw AppError.notFound(DIRECTORY_TEXTS.noPhoto);
      return image;
    },

    /** The public profile for the server-rendered page head, or undefined when not listed. */
    async publicProfileOrNone(slug: string): Promise<TherapistProfile | undefined> {
      const row = await repo.profileBySlug(db, slug);
      if (!row || row.role !== 'Terapeuta' || !mayViewProfile(row, 'public').ok) return undefined;
      return profileOf(row);
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
