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

/** The UTF-8 bytes of each frozen kept array written so far; they go with the array once nothing holds it. */
const keptBytes = new WeakMap<object, Buffer>();

/**
 * Where an answer is written: its text in order, each kept array's bytes between the text around it. The text
 * between two kept arrays is gathered into one string, so the answer is written with one write per run of text.
 */
class Pieces {
  readonly parts: (string | Buffer)[] = [];
  private text = '';

  add(text: string): void {
    this.text += text;
  }

  addBytes(bytes: Buffer): void {
    if (this.text !== '') this.parts.push(this.text);
    this.text = '';
    this.parts.push(bytes);
  }

  /** The answer's bytes, written once into a buffer of their length. */
  bytes(): Buffer {
    if (this.text !== '') this.parts.push(this.text);
    this.text = '';
    let length = 0;
    const lengths = this.parts.map((part) => (typeof part === 'string' ? Buffer.byteLength(part) : part.length));
    for (const part of lengths) length += part;
    const out = Buffer.allocUnsafe(length);
    let at = 0;
    this.parts.forEach((part, i) => {
      if (typeof part === 'string') out.write(part, at);
      else part.copy(out, at);
      at += lengths[i]!;
    });
    return out;
  }
}

/** Writes a value into the pieces. */
type Writer = (value: unknown, out: Pieces) => void;

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

function textWriter(write: Serializer): Writer {
  return (value, out) => {
    out.add(write(value));
  };
}

function keptWriter(schema: z.ZodType, compile: Compile): Writer {
  const write = compiled(schema, compile);
  return (value, out) => {
    const isObject = value !== null && typeof value === 'object';
    let bytes = isObject ? keptBytes.get(value) : undefined;
    if (bytes === undefined) {
      const text = write(value);
      if (!isObject || !frozenThrough(value)) {
        out.add(text);
        return;
      }
      // A buffer of its own: a short Buffer.from is a slice of an 8 KB pool, which the kept list would hold whole.
      bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
      bytes.write(text);
      keptBytes.set(value, bytes);
    }
    out.addBytes(bytes);
  };
}

function arrayWriter(schema: z.ZodArray, compile: Compile): Writer {
  const item = writerOf(schema.element as z.ZodType, compile);
  return (value, out) => {
    if (!Array.isArray(value)) throw new TypeError('The value of an array property is not an array');
    out.add('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.add(',');
      item(value[i], out);
    }
    out.add(']');
  };
}

/**
 * An object as the compiled serialiser writes it, in the schema's order: each run of properties that hold no kept
 * array by the serialiser compiled for that run (its braces taken off), each property that does by its own writer.
 */
function objectWriter(schema: z.ZodObject, compile: Compile): Writer {
  const shape = schema.shape as Record<string, z.ZodType>;
  // Each part writes its properties, preceded by a comma when `comma`; it answers whether it wrote any.
  const parts: ((value: Record<string, unknown>, out: Pieces, comma: boolean) => boolean)[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length === 0) return;
    const mask = Object.fromEntries(run.map((key) => [key, true])) as Record<string, true> & Record<number, never>;
    const write = compiled(schema.pick(mask), compile);
    parts.push((value, out, comma) => {
      const text = write(value).slice(1, -1);
      if (text === '') return false;
      out.add(comma ? `,${text}` : text);
      return true;
    });
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
    parts.push((value, out, comma) => {
      out.add(comma ? `,${name}` : name);
      write(value[key], out);
      return true;
    });
  }
  endRun();
  return (value, out) => {
    if (value === null || typeof value !== 'object') throw new TypeError('The value of an object is not an object');
    out.add('{');
    let wrote = false;
    for (const part of parts) if (part(value as Record<string, unknown>, out, wrote)) wrote = true;
    out.add('}');
  };
}

function writerOf(schema: z.ZodType, compile: Compile): Writer {
  if (KEPT_ARRAYS.has(schema)) return keptWriter(schema, compile);
  if (!holdsKept(schema)) return textWriter(compiled(schema, compile));
  if (schema instanceof z.ZodArray) return arrayWriter(schema, compile);
  return objectWriter(schema as z.ZodObject, compile);
}

/**
 * The serialiser of a response schema that holds kept arrays, writing the same text as the serialiser compiled
 * for the whole schema (`compile`), as UTF-8 bytes, or null for a schema that holds none (or that `compile` cannot
 * express). The answer is written into one buffer rather than joined into one string: the string of a products
 * step's answer, built from hundreds of pieces, had to be flattened and then encoded again before it could be
 * compressed or sent, about a tenth of the call (docs/decisions/0053-answers-with-kept-json-as-bytes.md).
 */
export function keptJsonSerializer(schema: z.ZodType, compile: Compile): ((data: unknown) => Buffer) | null {
  if (!holdsKept(schema)) return null;
  try {
    const write = writerOf(schema, compile);
    return (value) => {
      const out = new Pieces();
      write(value, out);
      return out.bytes();
    };
  } catch (error) {
    if (error instanceof NotComposable) return null;
    throw error;
  }
}
