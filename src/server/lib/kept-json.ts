import { z } from 'zod';
import { ZProductLine } from '../../shared/schemas/index.js';

type Serializer = (data: unknown) => string;
type Compile = (schema: z.ZodType) => Serializer | null;

/**
 * Arrays whose JSON is written once and then copied (docs/decisions/0034-portal-memory-and-hot-answers.md): a
 * product's fault list is the same for every line of that product in one language until the catalogue is
 * imported again, and it was two thirds of the products step's answer. The products step hands every line of a
 * product the same frozen list (modules/selection/build.ts), so its text can be kept by the list's identity.
 */
const KEPT_ARRAYS: ReadonlySet<z.ZodType> = new Set<z.ZodType>([ZProductLine.shape.faultList]);

/** The text of each frozen kept array written so far; it goes with the array once nothing holds it. */
const keptText = new WeakMap<object, string>();

/** Whether the value and everything in it are frozen: then its text can never differ from the first written. */
function frozenThrough(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(frozenThrough);
}

/** Whether a value of the schema may hold a kept array, looking through objects and arrays only. */
function holdsKept(schema: z.ZodType): boolean {
  if (KEPT_ARRAYS.has(schema)) return true;
  if (schema instanceof z.ZodObject) return Object.values(schema.shape as Record<string, z.ZodType>).some(holdsKept);
  if (schema instanceof z.ZodArray) return holdsKept(schema.element as z.ZodType);
  return false;
}

class NotComposable extends Error {}

function compiled(schema: z.ZodType, compile: Compile): Serializer {
  const serializer = compile(schema);
  if (!serializer) throw new NotComposable();
  return serializer;
}

function keptWriter(schema: z.ZodType, compile: Compile): Serializer {
  const write = compiled(schema, compile);
  return (value) => {
    const kept = value !== null && typeof value === 'object' ? keptText.get(value) : undefined;
    if (kept !== undefined) return kept;
    const text = write(value);
    if (value !== null && typeof value === 'object' && frozenThrough(value)) keptText.set(value, text);
    return text;
  };
}

function arrayWriter(schema: z.ZodArray, compile: Compile): Serializer {
  const item = writerOf(schema.element as z.ZodType, compile);
  return (value) => {
    if (!Array.isArray(value)) throw new TypeError('The value of an array property is not an array');
    let text = '';
    for (let i = 0; i < value.length; i++) text += i === 0 ? item(value[i]) : `,${item(value[i])}`;
    return `[${text}]`;
  };
}

/**
 * An object as the compiled serialiser writes it, in the schema's order: each run of properties that hold no kept
 * array by the serialiser compiled for that run (its braces taken off), each property that does by its own writer.
 */
function objectWriter(schema: z.ZodObject, compile: Compile): Serializer {
  const shape = schema.shape as Record<string, z.ZodType>;
  const parts: ((value: Record<string, unknown>) => string)[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length === 0) return;
    const mask = Object.fromEntries(run.map((key) => [key, true])) as Record<string, true> & Record<number, never>;
    const write = compiled(schema.pick(mask), compile);
    parts.push((value) => write(value).slice(1, -1));
    run = [];
  };
  for (const [key, child] of Object.entries(shape)) {
    if (!holdsKept(child)) {
      run.push(key);
      continue;
    }
    endRun();
    const write = writerOf(child, compile);
    const name = `${JSON.stringify(key)}:`;
    parts.push((value) => name + write(value[key]));
  }
  endRun();
  return (value) => {
    if (value === null || typeof value !== 'object') throw new TypeError('The value of an object is not an object');
    let text = '';
    for (const part of parts) {
      const written = part(value as Record<string, unknown>);
      if (written !== '') text = text === '' ? written : `${text},${written}`;
    }
    return `{${text}}`;
  };
}

function writerOf(schema: z.ZodType, compile: Compile): Serializer {
  if (KEPT_ARRAYS.has(schema)) return keptWriter(schema, compile);
  if (!holdsKept(schema)) return compiled(schema, compile);
  if (schema instanceof z.ZodArray) return arrayWriter(schema, compile);
  return objectWriter(schema as z.ZodObject, compile);
}

/**
 * The serialiser of a response schema that holds kept arrays, writing the same text as the serialiser compiled
 * for the whole schema (`compile`), or null for a schema that holds none (or that `compile` cannot express).
 */
export function keptJsonSerializer(schema: z.ZodType, compile: Compile): Serializer | null {
  if (!holdsKept(schema)) return null;
  try {
    return writerOf(schema, compile);
  } catch (error) {
    if (error instanceof NotComposable) return null;
    throw error;
  }
}
