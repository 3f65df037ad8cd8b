import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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
import type { Db } from '../../core/db/client.ts';
import { AppError, enforce } from '../../core/http/errors.ts';
import { reencodeImage } from '../../core/images.ts';
import { areLinked, displayName } from '../../core/users.ts';
import { createProfileRepository } from './profile.repository.ts';

const SIZES = [256, 64] as const;

export function createProfileService(deps: { db: Db; uploadDir: string }) {
  const { db } = deps;
  const repo = createProfileRepository(db);
  const avatarDir = path.join(deps.uploadDir, 'avatars');
  const fileOf = (userId: string, size: number) => path.join(avatarDir, `${userId}-${size}.webp`);

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
      return get(userId);
    },

    /**
     * Accepts JPEG, PNG or WebP by their content (not their name or declared type), re-encodes
     * them to 256 and 64 px WebP without metadata, and only then records the new version.
     */
    async uploadPhoto(userId: string, buffer: Buffer) {
      const encoded = await reencodeImage(
        buffer,
        SIZES.map((size) => ({ width: size, height: size, fit: 'cover' as const })),
      );
      if (!encoded) {
        throw AppError.badRequest(PROFILE_TEXTS.notImage, [
          { field: 'file', message: PROFILE_TEXTS.notImage },
        ]);
      }
      await mkdir(avatarDir, { recursive: true });
      await Promise.all(
        SIZES.map(async (size, i) => {
          const tmp = `${fileOf(userId, size)}.${process.pid}.tmp`;
          await writeFile(tmp, encoded[i]!);
          await rename(tmp, fileOf(userId, size));
        }),
      );
      await repo.bumpPhotoVersion(userId);
      return get(userId);
    },

    async photo(viewer: Actor, ownerId: string, size: 64 | 256): Promise<Buffer> {
      enforce(maySeePhoto(viewer, await photoOwner(viewer, ownerId)));
      try {
        return await readFile(fileOf(ownerId, size));
      } catch {
        throw AppError.notFound(PROFILE_TEXTS.noPhoto);
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
