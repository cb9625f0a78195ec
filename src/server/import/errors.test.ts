import { describe, expect, it } from 'vitest';
import { describeType, formatErrors, formatPath, pathError } from './errors.js';

describe('formatPath', () => {
  it.each([
    [[], ''],
    [['orders'], 'orders'],
    [['orders', 3], 'orders[3]'],
    [['orders', 3, 'items', 1, 'sku'], 'orders[3].items[1].sku'],
    [['products', 0, 'stores', 2], 'products[0].stores[2]'],
  ] as [PropertyKey[], string][])('%j → %s', (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});

describe('describeType', () => {
  it.each([
    [null, 'null'],
    [[], 'a list'],
    ['x', 'text'],
    [{}, 'an object'],
    [1, 'a number'],
    [true, 'a boolean'],
    [undefined, 'a undefined'],
  ])('%j is %s', (value, expected) => {
    expect(describeType(value)).toBe(expected);
  });
});

describe('formatErrors', () => {
  it('sorts by section, then record, then the order of finding', () => {
    const errors = [
      pathError(2, 0, 'c'),
      pathError(1, 5, 'b2'),
      pathError(-1, 0, 'file'),
      pathError(1, 5, 'b3'),
      pathError(1, -1, 'list'),
      pathError(1, 2, 'a'),
    ];
    expect(formatErrors(errors)).toEqual(['file', 'list', 'a', 'b2', 'b3', 'c']);
  });
});
