import { DIRECTORY_URL_KEYS, urlKeyOfField, type DirectoryQueryField } from '@armonia/shared';

/*
 * The directory's shareable address: its Spanish query parameters (DIRECTORY_URL_KEYS) read as
 * the API's query and changed a filter at a time. Both directories use it: the app's and the
 * public site's, so it imports neither Mantine nor zod.
 */

const FIELDS = Object.keys(DIRECTORY_URL_KEYS) as DirectoryQueryField[];

/** The API query a directory URL asks for (values as typed: the API judges them). */
export function directoryQueryFromUrl(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = params.get(DIRECTORY_URL_KEYS[field]);
    if (value !== null && value !== '') query[field] = value;
  }
  return query;
}

/** The URL after a change of filters: values set, empty ones dropped, back on page 1. */
export function withFilters(
  params: URLSearchParams,
  change: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete(DIRECTORY_URL_KEYS.page);
  return next;
}

/** The URL showing another page of the same list. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(DIRECTORY_URL_KEYS.page, String(page));
  else next.delete(DIRECTORY_URL_KEYS.page);
  return next;
}

/** The URL without the filters behind the fields the API refused (a hand-edited address). */
export function withoutRefused(params: URLSearchParams, fields: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of fields) {
    const key = urlKeyOfField(field);
    if (key) next.delete(key);
  }
  return next;
}

/** Whether the URL narrows the list at all (sorting and paging aside). */
export function hasDirectoryFilters(params: URLSearchParams): boolean {
  return FIELDS.some(
    (f) => f !== 'sort' && f !== 'page' && Boolean(params.get(DIRECTORY_URL_KEYS[f])),
  );
}
