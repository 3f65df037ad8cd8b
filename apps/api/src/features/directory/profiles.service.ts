import {
  DIRECTORY_TEXTS,
  mayEditProfile,
  mayAdminister,
  searchKey,
  slugOf,
  type Actor,
  type AdminProfilesQuery,
  type AdminTherapist,
  type DirectoryProfileBody,
  type DirectoryProfileEditor,
  type Page,
  type VerificationBody,
} from '@armonia/shared';
import { auditTrail } from '../../core/audit.ts';
import { requireModule } from '../../core/module-access.ts';
import type { Db } from '../../core/db/client.ts';
import { isUniqueViolation } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { displayName } from '../../core/users.ts';
import * as directory from './directory.repository.ts';
import * as repo from './profiles.repository.ts';

/** What a profile that was never saved starts from in the editor. */
const BLANK: DirectoryProfileEditor['profile'] = {
  bio: '',
  therapies: [],
  state: 'NLE',
  city: '',
  modality: 'presencial',
  officeAddress: '',
  fee: 0,
  currency: 'MXN',
  languages: ['es-MX'],
  yearsOfPractice: 0,
  training: [],
  acceptsNewPatients: true,
  listed: true,
  publicListed: false,
};

/**
 * The directory profile as its owner and the administration edit it, and the "verificado"
 * mark only the administration gives (who, when, note).
 */
export function createProfilesService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const auditProfile = auditTrail(db, 'therapist_profile');
  const now = deps.now ?? (() => new Date());

  /** The therapist account behind a profile, or 404 (any other account is not a therapist). */
  async function therapistRow(actor: Actor, therapistId: string) {
    enforce(mayEditProfile(actor, therapistId));
    const row = await repo.editorRow(db, therapistId);
    if (!row || row.role !== 'Terapeuta') throw AppError.notFound(DIRECTORY_TEXTS.notFound);
    return row;
  }

  async function editor(actor: Actor, therapistId: string): Promise<DirectoryProfileEditor> {
    const row = await therapistRow(actor, therapistId);
    const saved = row.profile;
    const admin = actor.role === 'Super-Admin';
    return {
      therapistId: row.id,
      name: displayName(row),
      email: row.email,
      active: row.active,
      photoVersion: row.photoVersion,
      saved: saved !== null,
      slug: saved?.slug ?? null,
      profile: saved
        ? {
            bio: saved.bio,
            therapies: await repo.therapyIdsOf(db, row.id),
            state: saved.state,
            city: saved.city,
            modality: saved.modality,
            officeAddress: saved.officeAddress,
            fee: saved.fee,
            currency: saved.currency,
            languages: saved.languages,
            yearsOfPractice: saved.yearsOfPractice,
            training: saved.training,
            acceptsNewPatients: saved.acceptsNewPatients,
            listed: saved.listed,
            publicListed: saved.publicListed,
          }
        : BLANK,
      verification: {
        verified: saved?.verifiedAt != null,
        at: saved?.verifiedAt?.toISOString() ?? null,
        by:
          saved?.verifiedAt && row.verifierName !== null
            ? displayName({ name: row.verifierName, lastName: row.verifierLastName ?? '' })
            : null,
        note: admin ? (saved?.verificationNote ?? '') : null,
      },
    };
  }

  /** The choices must exist: therapies in the tag catalogue, currency and languages in the list. */
  async function checkChoices(body: DirectoryProfileBody) {
    const unique = [...new Set(body.therapies)];
    const [known, currencies, languages] = await Promise.all([
      repo.existingTags(db, unique),
      directory.preferences(db, 'Moneda'),
      directory.preferences(db, 'Idioma'),
    ]);
    if (known.length !== unique.length) {
      throw AppError.badField('therapies', DIRECTORY_TEXTS.unknownTherapy);
    }
    if (!currencies.some((c) => c.code === body.currency)) {
      throw AppError.badField('currency', DIRECTORY_TEXTS.unknownCurrency);
    }
    if (!body.languages.every((l) => languages.some((x) => x.code === l))) {
      throw AppError.badField('languages', DIRECTORY_TEXTS.unknownLanguage);
    }
    return unique;
  }

  async function freeSlug(name: string): Promise<string> {
    const base = slugOf(name);
    const taken = new Set(await repo.slugsLike(db, base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function save(
    actor: Actor,
    therapistId: string,
    body: DirectoryProfileBody,
  ): Promise<DirectoryProfileEditor> {
    const row = await therapistRow(actor, therapistId);
    const therapies = await checkChoices(body);
    const values: repo.ProfileValues = {
      bio: body.bio,
      state: body.state,
      city: body.city,
      cityKey: searchKey(body.city),
      modality: body.modality,
      officeAddress: body.modality === 'en_linea' ? '' : body.officeAddress,
      fee: body.fee,
      currency: body.currency,
      languages: [...new Set(body.languages)],
      yearsOfPractice: body.yearsOfPractice,
      training: body.training,
      acceptsNewPatients: body.acceptsNewPatients,
      listed: body.listed,
      // The public site shows only what the app's directory shows.
      publicListed: body.listed && body.publicListed,
    };
    // Two first saves of namesakes at once: the slug's unique index decides, the other retries.
    for (let attempt = 0; ; attempt++) {
      const slug = row.profile?.slug ?? (await freeSlug(displayName(row)));
      try {
        await repo.saveProfile(db, row.id, slug, values, therapies);
        break;
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
    await auditProfile(actor, 'directory.profile.save', row.id, {});
    return editor(actor, row.id);
  }

  return {
    /** The own profile (Terapeuta). */
    own: (actor: Actor) => editor(actor, actor.id),
    /** Publishing in the directory is the directory module (Permisos de Terapeutas). */
    async saveOwn(actor: Actor, body: DirectoryProfileBody) {
      await requireModule(db, actor, 'directory');
      return save(actor, actor.id, body);
    },

    /** A therapist browses the directory only with the directory module; patients always. */
    requireDirectoryModule: (actor: Actor) => requireModule(db, actor, 'directory'),
    /** Anyone's (Super-Admin). */
    get: editor,
    save,

    async verify(
      actor: Actor,
      therapistId: string,
      body: VerificationBody,
    ): Promise<DirectoryProfileEditor> {
      enforce(mayAdminister(actor));
      await therapistRow(actor, therapistId);
      const changed = await repo.setVerification(
        db,
        therapistId,
        body.verified
          ? { verifiedAt: now(), verifiedBy: actor.id, note: body.note }
          : { verifiedAt: null, verifiedBy: null, note: body.note },
      );
      if (!changed) throw AppError.conflict(DIRECTORY_TEXTS.verifyNeedsProfile);
      const action = body.verified ? 'directory.verify' : 'directory.unverify';
      await auditProfile(actor, action, therapistId, {});
      return editor(actor, therapistId);
    },

    async therapists(actor: Actor, q: AdminProfilesQuery): Promise<Page<AdminTherapist>> {
      enforce(mayAdminister(actor));
      const { rows, total } = await repo.therapistsForAdmin(db, q.q, q.page, q.pageSize);
      return {
        items: rows.map((r) => ({
          therapistId: r.id,
          name: displayName(r),
          email: r.email,
          active: r.active,
          saved: r.slug !== null,
          listed: r.listed ?? false,
          publicListed: r.publicListed ?? false,
          verified: r.verifiedAt !== null,
          slug: r.slug,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
