import { ApiError } from './api-client.ts';

interface FormLike {
  setErrors(errors: Record<string, string>): void;
}

/** Puts a 400's field errors under their fields; false when the error has none. */
export function applyFieldErrors(form: FormLike, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  form.setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
  return true;
}
