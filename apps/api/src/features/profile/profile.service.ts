import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  maySeePhoto,
  photoNeedsLink,
  PROFILE_TEXTS,
  type Actor,
  type PhotoOwner,
  type Profile,
  type UpdateProfileBody,
} from '@armonia/shared';
import type { SessionStore } from '../../core/auth/sessions.ts';
import { AVATAR_SIZES, avatarFile, readAvatar } from '../../core/avatars.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { reencodeImage } from '../../core/images.ts';
import { areLinked, displayName } from '../../core/users.ts';
import { createProfileRepository } from './profile.repository.ts';

export function createProfileService(deps: {
  db: Db;
  uploadDir: string;
  sessions: Pick<SessionStore, 'refreshUser'>;
}) {
  const { db } = deps;
  const repo = createProfileRepository(db);

  async function get(userId: string): Promise<Profile> {
    const row = await repo.findUser(userId);
    if (!row) throw AppError.notFound();
    return {
      id: row.id,
      Rol: row.role,
      name: row.name,
      lastName: row.lastName,
      userName: displayName(row),
      email: row.email,
      phone: row.phone,
      timezone: row.timezone,
      photoVersion: row.photoVersion,
    };
  }

  /** The facts the photo rule needs; the link is looked up only when it decides. */
  async function photoOwner(actor: Actor, ownerId: string): Promise<PhotoOwner> {
    const role = await repo.roleOf(ownerId);
    const linked = photoNeedsLink(actor, ownerId, role) && (await areLinked(db, actor.id, ownerId));
    return { id: ownerId, role, linked };
  }

  return {
    get,

    async update(userId: string, body: UpdateProfileBody) {
      await repo.update(userId, body);
      // Sessions carry the name and zone: every process reads this user's again.
      await deps.sessions.refreshUser(userId);
      return get(userId);
    },

    /**
     * Accepts JPEG, PNG or WebP by their content (not their name or declared type), re-encodes
     * them to 256 and 64 px WebP without metadata, and only then records the new version.
     */
    async uploadPhoto(userId: string, buffer: Buffer) {
      const encoded = await reencodeImage(
        buffer,
        AVATAR_SIZES.map((size) => ({ width: size, height: size, fit: 'cover' as const })),
      );
      if (!encoded) {
        throw AppError.badField('file', PROFILE_TEXTS.notImage);
      }
      await mkdir(path.dirname(avatarFile(deps.uploadDir, userId, 64)), { recursive: true });
      await Promise.all(
        AVATAR_SIZES.map(async (size, i) => {
          const file = avatarFile(deps.uploadDir, userId, size);
          const tmp = `${file}.${process.pid}.tmp`;
          await writeFile(tmp, encoded[i]!);
          await rename(tmp, file);
        }),
      );
      await repo.bumpPhotoVersion(userId);
      return get(userId);
    },

    async photo(viewer: Actor, ownerId: string, size: 64 | 256): Promise<Buffer> {
      enforce(maySeePhoto(viewer, await photoOwner(viewer, ownerId)));
      const image = await readAvatar(deps.uploadDir, ownerId, size);
      if (!image) throw AppError.notFound(PROFILE_TEXTS.noPhoto);
      return image;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
