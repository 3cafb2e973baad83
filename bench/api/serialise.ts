/**
 * What serialising an answer from a schema would save: an answer as the API sends it, turned into JSON by
 * `JSON.stringify` (what Fastify does for a route without a response schema) and by a serialiser that
 * fast-json-stringify compiles from a JSON schema of the answer (what Fastify does with one). The schema is
 * inferred from the answer itself (each field's type, null allowed where a value is null), so it is the
 * best case for the compiled serialiser: a real schema would have more optional and nullable fields.
 */
import { createRequire } from 'node:module';

type JsonSchema = Record<string, unknown>;

const fromApi = createRequire(new URL('../../api/package.json', import.meta.url));
const fastJsonStringify = createRequire(fromApi.resolve('fastify'))('fast-json-stringify') as (
  schema: JsonSchema,
) => (value: unknown) => string;

function schemaOf(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return { type: 'array', items: value.length ? merge(value.map(schemaOf)) : {} };
  if (typeof value === 'object') {
    const properties = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, schemaOf(v)]));
    return { type: 'object', properties };
  }
  return { type: typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value };
}

/** One schema for the items of an array: their properties merged, a type that was ever null made nullable. */
function merge(schemas: JsonSchema[]): JsonSchema {
  const types = new Set(schemas.flatMap((s) => (Array.isArray(s.type) ? s.type : [s.type])) as string[]);
  const objects = schemas.filter((s) => s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object')));
  if (objects.length) {
    const keys = new Set(objects.flatMap((s) => Object.keys(s.properties as object)));
    const properties = Object.fromEntries(
      [...keys].map((k) => [k, merge(objects.map((s) => (s.properties as Record<string, JsonSchema>)[k] ?? { type: 'null' }))]),
    );
    return { type: types.has('null') ? ['object', 'null'] : 'object', properties };
  }
  const arrays = schemas.filter((s) => s.type === 'array');
  if (arrays.length) {
    const items = arrays.map((s) => s.items as JsonSchema).filter((i) => i.type);
    return { type: 'array', items: items.length ? merge(items) : {} };
  }
  const list = [...types].filter(Boolean);
  if (!list.length) return {};
  if (list.includes('integer') && list.includes('number')) list.splice(list.indexOf('integer'), 1);
  return { type: list.length === 1 ? list[0] : list };
}

function timeEach(fn: () => unknown, ms = 300): number {
  const until = performance.now() + ms;
  let n = 0;
  const started = performance.now();
  while (performance.now() < until) {
    fn();
    n++;
  }
  return ((performance.now() - started) * 1000) / n;
}

/** Microseconds per answer: `JSON.stringify` and the compiled serialiser (after a warm-up of each). */
export function serialisation(answer: unknown): { bytes: number; jsonStringifyUs: number; compiledUs: number } {
  const compiled = fastJsonStringify(schemaOf(answer));
  if (JSON.stringify(JSON.parse(compiled(answer))) !== JSON.stringify(answer))
    throw new Error('the compiled serialiser changed the answer');
  timeEach(() => JSON.stringify(answer), 100);
  timeEach(() => compiled(answer), 100);
  return {
    bytes: Buffer.byteLength(JSON.stringify(answer)),
    jsonStringifyUs: Math.round(timeEach(() => JSON.stringify(answer)) * 10) / 10,
    compiledUs: Math.round(timeEach(() => compiled(answer)) * 10) / 10,
  };
}
