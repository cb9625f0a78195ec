import { describe, expect, it } from 'vitest';
import { hasChanges, newCounts, sameFields, tallyInto } from './counts.js';

describe('tallyInto', () => {
  it.each([
    ['a record not stored yet', undefined, false, 'inserted', true],
    ['a stored record that is the same', { id: 1 }, true, 'unchanged', false],
    ['a stored record that differs', { id: 1 }, false, 'updated', true],
  ] as const)('%s is %s', (_name, stored, same, counted, write) => {
    const counts = newCounts();
    expect(tallyInto(counts)('orders', stored, same)).toBe(write);
    expect(counts.orders[counted]).toBe(1);
    expect(hasChanges(counts)).toBe(write);
  });
});

describe('sameFields', () => {
  it.each([
    [{ a: 1, b: 'x' }, { a: 1, b: 'x', id: 7 }, true],
    [{ a: 1 }, { a: 2 }, false],
    [{ a: 1 }, { a: '1' }, false],
    [{ a: null }, { a: null }, true],
    [{ a: null }, {}, false],
    [{}, { a: 1 }, true],
  ])('%j against %j: %s', (wanted, stored, expected) => {
    expect(sameFields(wanted, stored)).toBe(expected);
  });
});
