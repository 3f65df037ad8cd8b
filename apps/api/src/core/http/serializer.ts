import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `{anyOf: [S, {type: 'null'}]}` (zod's nullable) as `S` with `nullable: true`: the compiled
 * serializer writes it directly instead of trying each branch against the value.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string') return { ...other, nullable: true };
  }
  return out;
}

function zodOf(schema: unknown, method: string, url: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | undefined)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`the answer schema of ${method} ${url} is not a zod schema`);
}

/**
 * Answers written by serializers compiled once per route from the JSON schema of its shared zod
 * answer schema (the one the OpenAPI document shows), instead of encoding every answer with zod
 * at run time. The bytes are the same: properties in the schema's order, unknown ones left out.
 * With `compare`, every answer is also written the zod way and a difference throws (the test
 * app does this, so the whole API suite checks the bytes).
 */
export function compiledSerializer(
  opts: { compare?: boolean } = {},
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodOf(schema, method, url);
    const json = z.toJSONSchema(zodSchema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    const write = fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
    if (!opts.compare) return write as (data: unknown) => string;
    return (data: unknown) => {
      const fast = write(data as never);
      const encoded = z.safeEncode(zodSchema, data);
      if (!encoded.success) {
        throw new Error(`the answer of ${method} ${url} does not match its schema`, {
          cause: encoded.error,
        });
      }
      const expected = JSON.stringify(encoded.data);
      if (fast !== expected) {
        throw new Error(
          `the compiled answer of ${method} ${url} differs:\n${fast}\nzod:\n${expected}`,
        );
      }
      return fast;
    };
  };
}
