import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@armonia/shared';
import {
  createTestApp,
  createUser,
  injectAs,
  login,
  multipartForm,
  type TestUser,
} from './testing/helper.ts';

/**
 * Bad input sent to every operation the API describes, generated from its own OpenAPI document,
 * with a valid token of each role (and none): whatever comes in, the answer is never a 5xx.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  default?: unknown;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
}

const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800y';
const HUGE = 'ñ'.repeat(20_000);

/** Values that are wrong for almost any field. */
const BAD_VALUES: unknown[] = [
  NUL,
  SURROGATE,
  '\u0007\u001b[31m',
  HUGE,
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '',
  ' ',
  -1,
  -1e308,
  1e308,
  2 ** 53 + 1,
  0.5,
  true,
  null,
  [],
  [NUL],
  {},
  { $gt: '' },
  'no-es-uuid',
  '2026-02-30',
  '9999-99-99T99:99',
];

/** Values for a path or query parameter (always text on the wire). */
const BAD_PARAMS = [
  NUL,
  SURROGATE,
  HUGE.slice(0, 4000),
  '../../etc/passwd',
  '..%2F..%2Fetc',
  '-1',
  '1e309',
  'NaN',
  '[object Object]',
  'no-es-uuid',
  randomUUID(),
  '2026-13-45',
  '<b>x</b>',
];

function firstType(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  return s.type;
}

/** A plausible value for a schema, so that one bad field is tried among good ones. */
function sample(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return 'texto';
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0], depth + 1);
  switch (firstType(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, depth + 1);
      return out;
    }
    case 'array':
      return [sample(s.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'alguien@prueba.mx';
      if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (s.format === 'date') return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      return 'texto de prueba';
    default:
      return 'texto';
  }
}

/** Every body worth sending: the sample, then each field (top level and one below) made bad. */
function bodies(schema: JsonSchema | undefined): unknown[] {
  const base = sample(schema);
  const out: unknown[] = [base, {}, [], 'texto', 42, null];
  if (!base || typeof base !== 'object' || Array.isArray(base)) return out;
  const record = base as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    for (const bad of BAD_VALUES) out.push({ ...record, [key]: bad });
    const inner = record[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const innerKey of Object.keys(inner)) {
        for (const bad of [NUL, SURROGATE, HUGE, -1, null, {}]) {
          out.push({ ...record, [key]: { ...inner, [innerKey]: bad } });
        }
      }
    }
    if (Array.isArray(inner) && inner.length) {
      out.push({ ...record, [key]: [NUL, SURROGATE, -1, null] });
      out.push({ ...record, [key]: Array.from({ length: 5000 }, () => inner[0]) });
    }
  }
  out.push({ ...record, [NUL]: 'clave con NUL' });
  return out;
}

function operations(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

/** Percent-encodes like encodeURIComponent; a lone surrogate goes out as its raw bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/([\uD800-\uDFFF])/)
      .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

function fillPath(path: string, params: Parameter[], bad?: { name: string; value: string }) {
  let url = path;
  for (const p of params.filter((p) => p.in === 'path')) {
    const value = bad?.name === p.name ? bad.value : String(sample(p.schema));
    url = url.replace(`{${p.name}}`, encode(value));
  }
  return url;
}

describe('bad input on every operation of the OpenAPI document', () => {
  let app: FastifyInstance;
  const users = new Map<Role, TestUser>();
  let ops: Operation[] = [];
  const failures: string[] = [];
  let sent = 0;

  beforeAll(async () => {
    app = await createTestApp(
      { rateLimits: { loginPerIp: 1_000_000, loginPerEmail: 1_000_000, contactPerIp: 1_000_000 } },
      { referenceData: true },
    );
    for (const role of ROLES) users.set(role, await createUser(app, role));
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    ops = operations(doc);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Sends one request as the role (or nobody); a 5xx is recorded, a lost session renewed. */
  async function send(role: Role | null, opts: InjectOptions, label: string) {
    const user = role ? users.get(role) : undefined;
    let res: LightMyRequestResponse;
    try {
      res = await injectAs(app, user?.token, opts);
    } catch (err) {
      failures.push(`${label} (${role ?? 'anónimo'}): threw ${(err as Error).message}`);
      return undefined;
    }
    sent += 1;
    if (res.statusCode >= 500) {
      failures.push(`${label} (${role ?? 'anónimo'}): ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    // A logout or a password change in the corpus ends the session: sign in again.
    if (user && res.statusCode === 401) user.token = await login(app, user.email, user.password);
    return res;
  }

  it('never answers a 5xx', { timeout: 900_000 }, async () => {
    expect(ops.length).toBeGreaterThan(50);
    for (const op of ops) {
      const url = fillPath(op.path, op.parameters);
      for (const role of [...ROLES, null] as (Role | null)[]) {
        /** A request to this operation as this role; `what` names the case in a failure. */
        const to = (what: string, opts: Omit<InjectOptions, 'method'> = {}) =>
          send(
            role,
            { method: op.method, url, ...opts },
            `${op.method} ${op.path}${what && ` ${what}`}`,
          );
        const raw = (contentType: string, payload: string, what: string) =>
          to(what, { payload, headers: { 'content-type': contentType } });
        const baseline = await to('', {
          payload: op.body ? (sample(op.body) as object) : undefined,
        });
        // A role the route refuses outright only gets the parameter corpus.
        const allowed = baseline !== undefined && ![401, 403].includes(baseline.statusCode);

        for (const p of op.parameters.filter((p) => p.in === 'path')) {
          for (const value of allowed ? BAD_PARAMS : BAD_PARAMS.slice(0, 3)) {
            await to(`[${p.name}=${JSON.stringify(value).slice(0, 30)}]`, {
              url: fillPath(op.path, op.parameters, { name: p.name, value }),
            });
          }
        }
        if (!allowed) continue;

        for (const p of op.parameters.filter((p) => p.in === 'query')) {
          for (const value of BAD_PARAMS) {
            await to(`?${p.name}=${JSON.stringify(value).slice(0, 30)}`, {
              url: `${url}?${p.name}=${encode(value)}`,
            });
          }
          await to(`?${p.name} repeated`, {
            url: `${url}?${p.name}=1&${p.name}=2&${p.name}[a]=3`,
          });
        }

        if (op.body) {
          for (const body of bodies(op.body)) {
            await raw(
              'application/json',
              JSON.stringify(body),
              `body ${JSON.stringify(body).slice(0, 80)}`,
            );
          }
          await raw('text/plain', 'texto', 'text/plain');
          await raw('application/json', '{"a":', 'malformed JSON');
          await raw(
            'application/json',
            JSON.stringify({ x: 'x'.repeat(3 * 1024 * 1024) }),
            'oversized',
          );
        }

        if (op.multipart) {
          const cases = [
            multipartForm({}, { name: '../../x\u0000.png', data: Buffer.from('no es imagen') }),
            multipartForm(
              { title: NUL, description: SURROGATE },
              {
                name: 'a.pdf',
                data: Buffer.from('%PDF-1.4 roto'),
              },
            ),
            multipartForm({ title: 'solo campos' }),
            multipartForm({}, { name: 'vacio.png', data: Buffer.alloc(0) }),
            multipartForm({}, { name: 'x.svg', data: Buffer.from('<svg onload=alert(1)>') }),
          ];
          for (const c of cases) {
            await to('multipart', { payload: c.payload, headers: c.headers });
          }
          await raw('multipart/form-data', 'sin límites', 'multipart without boundary');
        }
      }
    }
    console.warn(`bad-input corpus: ${sent} requests over ${ops.length} operations`);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  });
});
