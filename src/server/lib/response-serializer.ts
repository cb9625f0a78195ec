import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptJsonSerializer } from './kept-json.js';

type Serializer = (data: unknown) => string;

/**
 * Answers are written by a serialiser compiled once per zod response schema (as JSON Schema, by
 * fast-json-stringify), instead of being parsed by zod and then stringified on every call: on the
 * products step that was a tenth of the call. It writes only the properties the schema names, as the zod parse
 * did, so a field a repository returns by mistake never reaches the client. A schema JSON Schema cannot express
 * (a transform, a custom check) keeps the zod serialiser.
 */
export function compiledSerializer(schema: z.ZodType): Serializer | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'ref' });
  } catch {
    return null;
  }
  return fastJson(lenient(json) as Parameters<typeof fastJson>[0]) as Serializer;
}

/**
 * The schema without `additionalProperties: false`: fast-json-stringify leaves unnamed properties out either way,
 * but it picks a union's branch by validating the value against it, and a value with one property more than its
 * branch names would then match no branch (zod's parse dropped that property instead).
 */
function lenient(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(lenient);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    copy[key] = lenient(value);
  }
  return copy;
}

/**
 * `compile` run once per schema object: Fastify asks for a serialiser per route and status, and the API's routes
 * share their schemas (the error answer's above all), so an app compiled 329 serialisers from 52 schemas, each one
 * JSON Schema conversion, generated source and compiled function kept for the life of the process. A serialiser is
 * a pure function of its schema and of the value it writes, so routes with one schema can share it.
 */
export function oncePerSchema<T>(compile: (schema: z.ZodType) => T): (schema: z.ZodType) => T {
  const compiled = new WeakMap<z.ZodType, { value: T }>();
  return (schema) => {
    let kept = compiled.get(schema);
    if (!kept) compiled.set(schema, (kept = { value: compile(schema) }));
    return kept.value;
  };
}

/**
 * The route's serialiser: the compiled one, which copies the bytes of kept arrays (a product's fault list) when the
 * schema holds any and then writes the answer as bytes (lib/kept-json.ts); else the zod serialiser. Fastify sends a
 * serialiser's buffer as it sends its string (`FastifySerializerCompiler` names strings only). One per schema.
 */
export function responseSerializers(): FastifySerializerCompiler<z.ZodType> {
  const serializerOf = oncePerSchema(
    (schema) => (keptJsonSerializer(schema, compiledSerializer) as Serializer | null) ?? compiledSerializer(schema),
  );
  // The zod serialiser compiles nothing, and names its route when an answer does not fit: one per route.
  return (route) => serializerOf(route.schema) ?? zodSerializerCompiler(route as never);
}

/**
 * The same, and every answer written with kept arrays is written again by the serialiser compiled for the whole
 * schema, and must be the same text: the API tests build their app with it, so each of them checks the copies.
 */
export function checkedResponseSerializers(): FastifySerializerCompiler<z.ZodType> {
  const keptOf = oncePerSchema((schema) => keptJsonSerializer(schema, compiledSerializer));
  const wholeOf = oncePerSchema(compiledSerializer);
  return (route) => {
    const kept = keptOf(route.schema);
    const whole = wholeOf(route.schema);
    if (!kept || !whole) return whole ?? zodSerializerCompiler(route as never);
    return ((data: unknown) => {
      const bytes = kept(data);
      const expected = whole(data);
      if (bytes.toString() !== expected) {
        throw new Error(`${route.method} ${route.url}: kept JSON differs from the whole answer's`);
      }
      return bytes;
    }) as unknown as Serializer;
  };
}
