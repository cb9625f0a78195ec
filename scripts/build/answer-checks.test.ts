import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerChecks, compileContract, CONTRACT_MODULES, type ContractModules } from './answer-checks.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-checks-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Check = { parse(data: unknown): unknown };

/** The module the build writes for a contract module, imported as the page would run it. */
async function checksOf(contract: ContractModules, moduleName: string): Promise<Record<string, Check>> {
  const file = path.join(dir, `${moduleName}-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, compileContract(contract).moduleCode(moduleName));
  return (await import(pathToFileURL(file).href)) as Record<string, Check>;
}

const accepts = (check: Check, data: unknown) => {
  try {
    check.parse(data);
    return true;
  } catch {
    return false;
  }
};

const ZLine = z.object({ sourceId: z.string(), qty: z.number().int().min(1).max(99), note: z.string().default('') });
const ZSample = z.object({
  status: z.enum(['success', 'fail']),
  name: z.string().max(5),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  country: z.number().int().nullable(),
  note: z.string().optional(),
  lines: z.array(ZLine),
  byId: z.record(z.string(), z.boolean()),
  kind: z.discriminatedUnion('type', [
    z.object({ type: z.literal('order'), orderNo: z.string() }),
    z.object({ type: z.literal('retail'), shop: z.string() }),
  ]),
  padded: z.string().default(''),
  detail: z.object({ image: z.string().default(''), name: z.string() }).nullable(),
  lineOrNone: ZLine.nullable(),
});
const SAMPLE = {
  status: 'success',
  name: 'Alex',
  day: '2026-11-27',
  country: 840,
  lines: [{ sourceId: 'A-1', qty: 2 }],
  byId: { a: true },
  kind: { type: 'order', orderNo: 'US1000101' },
  padded: '',
  detail: { image: 'a.png', name: 'Pebble' },
  lineOrNone: null,
};
const sampleContract: ContractModules = { sample: { ZSample, ZLine, NOT_A_SCHEMA: 3 } };

describe('answer checks compiled from the contract (scripts/build/answer-checks.ts)', () => {
  // Each row: a change to a valid answer, and whether zod's parse accepts it; the compiled check must agree.
  const cases: [string, (a: Record<string, unknown>) => unknown][] = [
    ['the valid answer', (a) => a],
    ['an optional property given', (a) => ({ ...a, note: 'hi' })],
    ['null where the schema is nullable', (a) => ({ ...a, country: null })],
    ['a value outside the enum', (a) => ({ ...a, status: 'maybe' })],
    ['a missing property', ({ name: _, ...rest }) => rest],
    ['a number as a string', (a) => ({ ...a, country: '840' })],
    ['a fraction where an integer is due', (a) => ({ ...a, country: 8.5 })],
    ['a string one longer than its maximum', (a) => ({ ...a, name: 'Alexan' })],
    ['a maximum counted in code points, as zod counts them', (a) => ({ ...a, name: '😀😀😀😀😀' })],
    ['one code point over the maximum', (a) => ({ ...a, name: '😀😀😀😀😀😀' })],
    ['a date that does not match the pattern', (a) => ({ ...a, day: '27/11/2026' })],
    ['a line below its minimum', (a) => ({ ...a, lines: [{ sourceId: 'A-1', qty: 0 }] })],
    ['a record value of the wrong type', (a) => ({ ...a, byId: { a: 'yes' } })],
    ['the other branch of the union', (a) => ({ ...a, kind: { type: 'retail', shop: 'Shop' } })],
    ['a union branch missing its field', (a) => ({ ...a, kind: { type: 'retail', orderNo: 'X' } })],
    ['not an object at all', () => 'success'],
    ['null', () => null],
    ['null for a nullable object', (a) => ({ ...a, detail: null })],
    ['a nullable object missing its field', (a) => ({ ...a, detail: { image: '' } })],
    ['a nullable object of the wrong type', (a) => ({ ...a, detail: 'Pebble' })],
    ['a nullable schema of the contract, given', (a) => ({ ...a, lineOrNone: { sourceId: 'B', qty: 1 } })],
    ['a nullable schema of the contract, broken', (a) => ({ ...a, lineOrNone: { sourceId: 'B', qty: 0 } })],
  ];

  it.each(cases)('agrees with zod on %s', async (_, change) => {
    const { ZSample: check } = await checksOf(sampleContract, 'sample');
    const data = change(structuredClone(SAMPLE));
    expect(accepts(check!, data)).toBe(ZSample.safeParse(data).success);
  });

  it.each([
    ['at the top', ({ padded: _, ...rest }: Record<string, unknown>) => rest],
    ['inside a nullable object', (a: Record<string, unknown>) => ({ ...a, detail: { name: 'Pebble' } })],
    [
      'inside a nullable schema of the contract',
      (a: Record<string, unknown>) => ({ ...a, lineOrNone: { sourceId: 'B', qty: 1 } }),
    ],
    ['inside an array', (a: Record<string, unknown>) => ({ ...a, lines: [{ sourceId: 'B', qty: 1 }] })],
  ])('fills in a missing property that has a default, %s, as zod does', async (_, change) => {
    const { ZSample: check } = await checksOf(sampleContract, 'sample');
    const data = change(structuredClone(SAMPLE));
    expect(check!.parse(structuredClone(data))).toEqual(ZSample.parse(data));
  });

  it('returns the answer itself, and leaves in place a property the schema does not name', async () => {
    const { ZSample: check } = await checksOf(sampleContract, 'sample');
    const answer = { ...structuredClone(SAMPLE), addedByANewerServer: 1 };
    expect(check!.parse(answer)).toBe(answer);
  });

  it('names the schema and the place of the first mismatch', async () => {
    const { ZSample: check } = await checksOf(sampleContract, 'sample');
    expect(() => check!.parse({ ...SAMPLE, lines: [{ sourceId: 'A-1', qty: 0 }] })).toThrow(
      /does not match ZSample: \/lines\/0\/qty must be >= 1/,
    );
  });

  it('writes a check for every schema a module exports, and for nothing else', async () => {
    const checks = await checksOf(sampleContract, 'sample');
    expect(Object.keys(checks).sort()).toEqual(['ZLine', 'ZSample']);
  });

  it.each([
    ['a transform', z.string().transform((text) => text.length)],
    ['a refinement', z.object({ a: z.string() }).refine((value) => value.a !== '')],
    ['a refinement inside another schema', z.object({ a: z.string().refine((text) => text !== 'x') })],
    ['a catch', z.object({ a: z.string().catch('') })],
  ])('fails the build for %s, which JSON Schema cannot express', (_, schema) => {
    expect(() => compileContract({ odd: { ZOdd: schema } })).toThrow();
  });

  it('compiles every module of the contract into code that needs nothing else at run time', async () => {
    const compiled = compileContract(CONTRACT_MODULES);
    for (const moduleName of Object.keys(CONTRACT_MODULES)) {
      const code = compiled.moduleCode(moduleName);
      expect(code).not.toMatch(/\brequire\(|^import /m);
    }
    const { ZYourDetailsResponse: check } = await checksOf(CONTRACT_MODULES, 'details');
    expect(() => check!.parse({ email: '' })).toThrow(/ZYourDetailsResponse/);
  });

  it('is the plugin behind virtual:answer-checks/<module>, and refuses a module the contract lacks', () => {
    const plugin = answerChecks(sampleContract) as unknown as {
      resolveId(id: string): string | null;
      load(id: string): string | null;
    };
    const id = plugin.resolveId('virtual:answer-checks/sample')!;
    expect(plugin.load(id)).toContain('export const ZSample');
    expect(plugin.resolveId('./elsewhere.js')).toBeNull();
    expect(() => plugin.load(plugin.resolveId('virtual:answer-checks/none')!)).toThrow(/no contract module none/);
  });
});
