/**
 * The one rule for every piece of text the API accepts (bodies, queries, params, CSV cells,
 * multipart fields, socket messages): control characters other than tab and line breaks are
 * refused (PostgreSQL cannot store NUL, and the others only hide text from a reader), lone
 * UTF-16 surrogates are refused (they are not text and break JSON columns), and what passes is
 * normalised to NFC so that "é" typed two ways is stored and compared as one.
 */

export type TextProblem = 'control' | 'surrogate' | 'depth';

export const TEXT_RULE_MESSAGES: Record<TextProblem, string> = {
  control: 'Contiene caracteres de control no permitidos.',
  surrogate: 'Contiene caracteres que no son texto válido.',
  depth: 'Los datos están anidados a demasiada profundidad.',
};

// C0 controls except \t \n \r, DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(value: string): Exclude<TextProblem, 'depth'> | null {
  if (CONTROL.test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return null;
}

export interface TextViolation {
  /** Dotted path of the offending value ("body" for the whole value). */
  field: string;
  message: string;
}

const MAX_DEPTH = 64;

/**
 * Checks every string (and every object key) inside a parsed value and normalises the strings
 * to NFC in place. Answers the first violation, or null when all of it is acceptable text.
 */
export function checkAndNormalizeText(value: unknown, root: string): TextViolation | null {
  const violation = (path: string[], problem: TextProblem): TextViolation => ({
    field: path.length ? path.join('.') : root,
    message: TEXT_RULE_MESSAGES[problem],
  });

  const walk = (node: unknown, path: string[], depth: number): TextViolation | null => {
    if (node === null || typeof node !== 'object') return null;
    // Nothing this API accepts nests this deep; refusing beats leaving strings unchecked.
    if (depth > MAX_DEPTH) return violation(path, 'depth');
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((v, i) => [i, v])
      : Object.entries(node as Record<string, unknown>);
    for (const [key, child] of entries) {
      const here = [...path, String(key)];
      if (typeof key === 'string') {
        const keyProblem = textProblem(key);
        if (keyProblem) return violation(path, keyProblem);
      }
      if (typeof child === 'string') {
        const problem = textProblem(child);
        if (problem) return violation(here, problem);
        const normal = child.normalize('NFC');
        if (normal !== child) (node as Record<string | number, unknown>)[key] = normal;
      } else {
        const inner = walk(child, here, depth + 1);
        if (inner) return inner;
      }
    }
    return null;
  };

  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? violation([], problem) : null;
  }
  return walk(value, [], 0);
}

/** A single text (a CSV cell, a multipart field, a socket message) checked and normalised. */
export function safeText(
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const problem = textProblem(value);
  return problem
    ? { ok: false, message: TEXT_RULE_MESSAGES[problem] }
    : { ok: true, value: value.normalize('NFC') };
}
