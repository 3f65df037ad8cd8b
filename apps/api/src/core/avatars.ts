import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The sizes every profile photo is stored in (WebP, square). */
export const AVATAR_SIZES = [256, 64] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** Where a user's photo of one size is stored under the upload folder. */
export function avatarFile(uploadDir: string, userId: string, size: AvatarSize): string {
  return path.join(uploadDir, 'avatars', `${userId}-${size}.webp`);
}

/** The stored photo, or undefined when the user has none. */
export async function readAvatar(
  uploadDir: string,
  userId: string,
  size: AvatarSize,
): Promise<Buffer | undefined> {
  try {
    return await readFile(avatarFile(uploadDir, userId, size));
  } catch {
    return undefined;
  }
}
