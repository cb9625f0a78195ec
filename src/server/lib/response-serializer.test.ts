import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, oncePerSchema, responseSerializers } from './response-serializer.js';

describe('the compiled response serialiser', () => {
  const schema = z.object({
    status: z.enum(['success', 'not-found']),
    count: z.number().int(),
    name: z.string().nullable(),
    note: z.string().optional(),
    lines: z.array(z.object({ id: z.string(), qty: z.number() })),
    answer: z.union([
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b'), b: z.number() }),
    ]),
  });

  it('writes what the zod schema describes, as JSON.stringify would', () => {
    const serialise = compiledSerializer(schema)!;
    const value = {
      status: 'success' as const,
      count: 3,
      name: null,
      lines: [{ id: 'x"y', qty: 1.5 }],
      answer: { kind: 'b' as const, b: 2 },
    };
    expect(JSON.parse(serialise(value))).toEqual(value);
    expect(JSON.parse(serialise({ ...value, note: 'é 日本', answer: { kind: 'a', a: 'z' } }))).toEqual({
      ...value,
      note: 'é 日本',
      answer: { kind: 'a', a: 'z' },
    });
  });

  it('leaves out properties the schema does not name, at every depth', () => {
    const serialise = compiledSerializer(schema)!;
    const written = JSON.parse(
      serialise({
        status: 'success',
        count: 1,
        name: 'n',
        passwordHash: 'secret',
        lines: [{ id: 'a', qty: 1, email: 'someone@example.com' }],
        answer: { kind: 'a', a: 'z', internal: true },
      }),
    );
    expect(written).toEqual({
      status: 'success',
      count: 1,
      name: 'n',
      lines: [{ id: 'a', qty: 1 }],
      answer: { kind: 'a', a: 'z' },
    });
  });

  it('gives way to the zod serialiser for a schema JSON Schema cannot express', () => {
    expect(compiledSerializer(z.string().transform((s) => s.length))).toBeNull();
  });
});

describe('serialisers once per schema', () => {
  it('compiles a schema once, whatever the number of its routes', () => {
    const compiled: z.ZodType[] = [];
    const of = oncePerSchema((schema) => {
      compiled.push(schema);
      return compiled.length;
    });
    const one = z.object({ a: z.string() });
    const other = z.object({ a: z.string() });
    expect([of(one), of(one), of(other), of(one)]).toEqual([1, 1, 2, 1]);
    expect(compiled).toEqual([one, other]);
  });

  it('gives the routes of one schema one serialiser, and a schema zod alone can write one per route', () => {
    const compile = responseSerializers();
    const shared = z.object({ status: z.string(), count: z.number() });
    const route = (url: string, schema: z.ZodType) => ({ schema, method: 'GET', url, httpStatus: '200' });
    const first = compile(route('/a', shared));
    expect(compile(route('/b', shared))).toBe(first);
    expect(first({ status: 'ok', count: 2, extra: 1 })).toBe('{"status":"ok","count":2}');
    const transformed = z.string().transform((s) => s.length);
    const onA = compile(route('/a', transformed));
    const onB = compile(route('/b', transformed));
    expect(onA).not.toBe(onB);
    expect(onB('four')).toBe('4');
  });
});
