import { describe, expect, it } from 'vitest';
import { INT32_MAX, INT32_MIN, ZId, ZInt32 } from '../../shared/schemas/common.js';
import { nulPath } from './input-guard.js';

describe('nulPath', () => {
  it.each([
    [{ email: 'a@b.c' }, null],
    [{ email: 'a\u0000' }, 'email'],
    [{ address: { city: 'x', state: '\u0000' } }, 'address.state'],
    [{ items: [{ comments: 'ok' }, { comments: 'a\u0000b' }] }, 'items.1.comments'],
    [{ 'a\u0000': 1 }, 'body'],
    [{ address: { 'k\u0000': 'v' } }, 'address'],
    ['\u0000', 'body'],
    [{ n: 1, b: true, z: null }, null],
    [undefined, null],
  ])('%j → %s', (value, expected) => {
    const found = nulPath(value, ''); // '' is the whole body, as the hook names it
    expect(found === null ? null : found || 'body').toBe(expected);
  });
});

describe('the integer bounds of the contract', () => {
  it.each([
    [ZInt32, INT32_MIN, true],
    [ZInt32, INT32_MAX, true],
    [ZInt32, INT32_MAX + 1, false],
    [ZInt32, INT32_MIN - 1, false],
    [ZInt32, 2 ** 53, false],
    [ZInt32, 1.5, false],
    [ZId, 0, true],
    [ZId, INT32_MAX, true],
    [ZId, -1, false],
    [ZId, 2 ** 31, false],
  ])('%#: %d accepted: %s', (schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});
