import { z } from 'zod';

/**
 * Text a person must write: trimmed; `missing` when it is absent or blank, `tooLong` past `max`
 * characters.
 */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

/** Text a person may leave empty (then ''): trimmed; `tooLong` past `max` characters. */
export function optionalText(max: number, tooLong: string) {
  return z.string().trim().max(max, tooLong).default('');
}
