import { describe, expect, it } from 'vitest';
import { chunk, defined, groupBy, idResolver } from './sql.js';

describe('chunk', () => {
  it.each([
    [[], 2, []],
    [[1, 2, 3], 2, [[1, 2], [3]]],
    [[1, 2], 2, [[1, 2]]],
    [[1, 2, 3], 5, [[1, 2, 3]]],
  ])('%j by %i', (items, size, expected) => {
    expect(chunk(items, size)).toEqual(expected);
  });
});

describe('defined and groupBy', () => {
  it('keep defined values, in order', () => {
    expect(defined([1, undefined, 0, undefined, 3])).toEqual([1, 0, 3]);
  });
  it('group rows by key, in order', () => {
    const rows = [
      { k: 'a', n: 1 },
      { k: 'b', n: 2 },
      { k: 'a', n: 3 },
    ];
    expect([...groupBy(rows, (r) => r.k)]).toEqual([
      ['a', [rows[0], rows[2]]],
      ['b', [rows[1]]],
    ]);
  });
});

describe('idResolver', () => {
  it('answers known ids without a lookup, and looks each unknown one up once', async () => {
    const lookups: string[] = [];
    const idOf = idResolver(new Map([['a', 1]]), async (key: string) => {
      lookups.push(key);
      return 2;
    });
    expect([await idOf('a'), await idOf('b'), await idOf('b')]).toEqual([1, 2, 2]);
    expect(lookups).toEqual(['b']);
  });
});
