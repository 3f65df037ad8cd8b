import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PROFILE_TEXTS, type Actor, type Profile, type UpdateProfileBody } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { users } from '../../core/db/schema.ts';
import { AppError } from '../../core/http/errors.ts';
import { reencodeImage } from '../../core/images.ts';
import { areLinked, displayName } from '../../core/users.ts';

const SIZES = [256, 64] as const;

export function createProfileService(deps: { db: Db; uploadDir: string }) {
  const { db } = deps;
  const avatarDir = path.join(deps.uploadDir, 'avatars');
  const fileOf = (userId: string, size: number) => path.join(avatarDir, `${userId}-${size}.webp`);

  async function get(userId: string): Promise<Profile> {
    const row = await db.query.users.findFirst({ where: eq(users.id, userId) });
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

  /** Whose photo a user may see: their own, staff's, and a linked therapist's or patient's. */
  async function maySee(viewer: Actor, ownerId: string): Promise<boolean> {
    if (viewer.id === ownerId || viewer.role === 'Super-Admin') return true;
    const owner = await db.query.users.findFirst({
      where: eq(users.id, ownerId),
      columns: { role: true },
    });
    if (!owner) return false;
    if (owner.role !== 'Paciente') return true;
    return areLinked(db, viewer.id, ownerId);
  }

  return {
    get,

    async update(userId: string, body: UpdateProfileBody) {
      await db
        .update(users)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(users.id, userId));
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
      await db
        .update(users)
        .set({ photoVersion: sql`coalesce(${users.photoVersion}, 0) + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return get(userId);
    },

    async photo(viewer: Actor, ownerId: string, size: 64 | 256): Promise<Buffer> {
      if (!(await maySee(viewer, ownerId))) throw AppError.notFound(PROFILE_TEXTS.noPhoto);
      try {
        return await readFile(fileOf(ownerId, size));
      } catch {
        throw AppError.notFound(PROFILE_TEXTS.noPhoto);
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
