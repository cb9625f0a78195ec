import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './response-serializer.js';

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
