/** Wraps an answer in the spec's success envelope. */
export function ok<T>(data: T) {
  return { status: 'success' as const, data };
}
