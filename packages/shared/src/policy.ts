import { API_TEXTS } from './http/texts.ts';

/** A refused action: the HTTP status the API answers with and the Spanish reason. */
export interface Refusal {
  ok: false;
  status: 403 | 404 | 409;
  message: string;
}

/**
 * What every policy answers. An allowed decision may carry what the policy worked out on the
 * way (the agenda's next status); a refusal says how the API answers, and the web can show or
 * simply hide the action with `.ok`.
 */
export type Decision<T extends object = object> = ({ ok: true } & T) | Refusal;

export const allow = (): Decision => ({ ok: true });

/** A role or owner that may never do this: 403. */
export const forbidden = (message: string = API_TEXTS.forbidden): Refusal => ({
  ok: false,
  status: 403,
  message,
});

/** Something that is not the actor's: 404, so its existence does not leak. */
export const notFound = (message: string = API_TEXTS.notFound): Refusal => ({
  ok: false,
  status: 404,
  message,
});

/** Allowed for this actor, but not in the resource's present state: 409. */
export const conflict = (message: string): Refusal => ({ ok: false, status: 409, message });
