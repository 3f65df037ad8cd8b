/**
 * The root of the cached answers of features that other features make stale. Each such
 * feature builds its keys under its root; another feature invalidates the root without
 * importing the feature (features must not import each other in a cycle).
 */
export const QUERY_ROOTS = {
  /** Appointments, slots, settings, waiting list. */
  agenda: ['agenda'],
} as const;
