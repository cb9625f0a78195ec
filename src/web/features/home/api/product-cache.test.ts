import { describe, expect, it } from 'vitest';
import { line, products } from '../../../test/fixtures.js';
import { selectedLines, withLines, withOrder } from './product-cache.js';

describe('the products cache follows the server’s answers', () => {
  const a = line('A');
  const b = line('B');
  const data = products([a, b], { retailList: [line('R', { orderNumber: '' })] });

  it('replaces the lines of the order a call answered, keeping unchanged lines as they were', () => {
    const next = withLines(data, 'US1000101', [a, { ...b, selected: true }]);
    expect(next.orderList[0]!.items[0]).toBe(a);
    expect(next.orderList[0]!.items[1]!.selected).toBe(true);
    expect(next.retailList).toBe(data.retailList);
  });

  it('replaces the retail list for an answer about a retail line', () => {
    const next = withLines(data, '', []);
    expect(next.retailList).toEqual([]);
    expect(next.orderList).toBe(data.orderList);
  });

  it('puts a found order first and makes it the current one', () => {
    const found = {
      orderNumber: 'US1000102',
      orderDate: '2026-10-01',
      items: [line('C', { orderNumber: 'US1000102' })],
    };
    const next = withOrder(data, found);
    expect(next.orderNumber).toBe('US1000102');
    expect(next.orderList.map((o) => o.orderNumber)).toEqual(['US1000102', 'US1000101']);
    expect(withOrder(next, { ...found, items: [] }).orderList).toHaveLength(2);
  });

  it('lists the selected lines of the purchase mode', () => {
    const next = withLines(data, 'US1000101', [{ ...a, selected: true }, b]);
    expect(selectedLines(next, false).map((l) => l.name)).toEqual(['A']);
    expect(selectedLines(next, true)).toEqual([]);
  });
});
