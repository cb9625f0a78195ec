import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZProductLine, ZYourProductsResponse, type TFaultItem } from '../../shared/schemas/index.js';
import { keptJsonSerializer } from './kept-json.js';
import { compiledSerializer } from './response-serializer.js';

const fault = (id: number, text: string): TFaultItem => ({
  id,
  faultCode: `F${id}`,
  faultCodeDesc: text,
  faultCategory: 'Audio',
  faultCategoryDesc: 'Audio',
  display: true,
  needPOP: id % 2 === 0,
});

const line = (sourceId: string, faultList: TFaultItem[]) => ({
  sourceId,
  masterId: 0,
  id: 1001,
  name: 'Pebble "2"',
  sku: 'SP-PEBBLE-2',
  image: '',
  orderNumber: 'US1000101',
  selected: false,
  actionSelected: 0,
  store: 'us' as const,
  serialNumber: '',
  serialNumberLocked: false,
  serialNumberFinish: false,
  serialNumCreated: false,
  serialNumInvalid: false,
  serialNumNotMatch: false,
  invoiceNumber: '',
  invoiceNumberFinish: false,
  purchaseProof: '',
  purchaseDate: '2026-11-01',
  submitted: false,
  returnsEligibility: 1,
  warrantyDaysRemain: 340,
  warrantyExpiryDate: '2027-11-01',
  warrantyStatus: 'within' as const,
  childOfMaster: false,
  masterOfChild: false,
  faultList,
  faultCat: '',
  faultCode: '',
  comments: 'says "hi" \\ é 日本',
  otherComments: '',
  damageImage: '',
  unitPrice: 29.99,
  // Not in the schema: never written.
  secret: 'x',
});

function answer(faultList: TFaultItem[], other: TFaultItem[]) {
  const lines = [line('o1', faultList), line('o2', faultList), line('o3', other)];
  return {
    orderList: [
      { orderNumber: 'US1000101', orderDate: '2026-11-01', items: lines.slice(0, 2) },
      { orderNumber: 'US1000102', orderDate: '2026-10-01', items: [lines[2]!] },
      { orderNumber: 'US1000103', orderDate: '2026-09-01', items: [] },
    ],
    selected: [lines[1]!],
    retailList: [],
    orderNumber: 'US1000101',
    orderNumberList: ['US1000101', 'US1000102', 'US1000103'],
    rmaNumber: '',
    rmaNumberList: [],
    showRetailer: true,
    suggest: [],
    action: 1,
    mode: 'estore' as const,
    wizard: { step: 2, natureEnquiry: 1, mode: 'estore' as const, version: 3 },
  };
}

/** The compiled serialiser, counting how often it writes a fault list itself. */
function countingCompile() {
  const counts = { faultLists: 0 };
  const compile = (schema: z.ZodType) => {
    const serializer = compiledSerializer(schema);
    if (!serializer || schema !== ZProductLine.shape.faultList) return serializer;
    return (value: unknown) => {
      counts.faultLists++;
      return serializer(value);
    };
  };
  return { compile, counts };
}

/** The serialiser's bytes as the text they encode. */
const text =
  (serialise: (value: unknown) => Buffer) =>
  (value: unknown): string =>
    serialise(value).toString();

const frozenList = (...faults: TFaultItem[]) => Object.freeze(faults.map((f) => Object.freeze(f))) as TFaultItem[];

describe('the kept-JSON serialiser', () => {
  it('writes exactly what the serialiser compiled for the whole schema writes', () => {
    const whole = compiledSerializer(ZYourProductsResponse)!;
    const kept = text(keptJsonSerializer(ZYourProductsResponse, compiledSerializer)!);
    const shared = frozenList(fault(1, 'No sound'), fault(2, 'Crackles "loudly"'));
    for (const value of [answer(shared, frozenList()), answer([fault(3, 'Loose')], shared), answer([], [])]) {
      expect(kept(value)).toBe(whole(value));
    }
    expect(JSON.parse(kept(answer(shared, shared))).orderList[0].items[0]).not.toHaveProperty('secret');
  });

  it('writes the UTF-8 of text outside ASCII, in kept lists and around them', () => {
    const whole = compiledSerializer(ZYourProductsResponse)!;
    const kept = keptJsonSerializer(ZYourProductsResponse, compiledSerializer)!;
    const shared = frozenList(fault(1, 'Écran — 画面が点滅する 📱'), fault(2, 'Ekran miga: ąćęłńóśźż'));
    for (let round = 0; round < 2; round++) {
      const bytes = kept(answer(shared, shared));
      expect(bytes).toEqual(Buffer.from(whole(answer(shared, shared))));
    }
  });

  it('writes a frozen fault list once, and copies its text into every later answer', () => {
    const { compile, counts } = countingCompile();
    const serialise = text(keptJsonSerializer(ZYourProductsResponse, compile)!);
    const shared = frozenList(fault(1, 'No sound'));
    const other = frozenList(fault(2, 'Hum'));
    const first = serialise(answer(shared, other));
    expect(counts.faultLists).toBe(2);
    expect(serialise(answer(shared, other))).toBe(first);
    expect(counts.faultLists).toBe(2);
  });

  it('writes a list that could still change every time', () => {
    const { compile, counts } = countingCompile();
    const serialise = text(keptJsonSerializer(ZYourProductsResponse, compile)!);
    const list = [fault(1, 'No sound')];
    const before = serialise(answer(list, list));
    list[0] = fault(1, 'Crackles');
    const after = serialise(answer(list, list));
    expect(after).not.toBe(before);
    expect(JSON.parse(after).orderList[0].items[0].faultList[0].faultCodeDesc).toBe('Crackles');
    // Not frozen through: a frozen list of items that are not frozen is not kept either.
    serialise(answer(Object.freeze([fault(1, 'x')]) as TFaultItem[], []));
    serialise(answer(Object.freeze([fault(1, 'x')]) as TFaultItem[], []));
    // Four lists per answer (three lines and the selected one), none of them kept.
    expect(counts.faultLists).toBe(4 * 4);
  });

  it('fails as the whole serialiser does on an answer that does not fit the schema', () => {
    const serialise = text(keptJsonSerializer(ZYourProductsResponse, compiledSerializer)!);
    const broken = answer([], []) as Record<string, unknown>;
    expect(() => serialise({ ...broken, orderList: [{ orderNumber: 'x', orderDate: 'y' }] })).toThrow();
    expect(() => serialise({ ...broken, orderNumber: undefined })).toThrow();
  });

  it('is not used for a schema without fault lists', () => {
    expect(keptJsonSerializer(z.object({ a: z.string() }), compiledSerializer)).toBeNull();
  });
});
