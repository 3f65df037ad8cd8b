import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// argon2id (the library's default algorithm) at OWASP's baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // Unknown accounts still pay for one verification, so timing does not reveal them.
  const target = stored ?? (await dummyHash);
  try {
    const valid = await verify(target, password);
    return stored !== null && valid;
  } catch {
    return false;
  }
}

const dummyHash = hashPassword('cuenta-inexistente-para-igualar-tiempos');

const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
const LOCAL_COMMON = ['contraseña', 'contrasena', 'contraseña1', 'mexico123', 'terapia2026'];
for (const p of LOCAL_COMMON) common.add(p);

/** True for passwords found in public lists of the most used ones. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
