import { describe, expect, it } from 'vitest';
import { neighbourOrders } from './order-navigation.js';

describe('order navigation', () => {
  const list = ['C3', 'B2', 'A1'];
  it.each([
    ['C3', 'B2', undefined],
    ['B2', 'A1', 'C3'],
    ['A1', undefined, 'B2'],
    ['X', undefined, undefined],
  ])('%s → previous %s, next %s', (current, previous, next) => {
    expect(neighbourOrders(list, current)).toEqual({ previous, next });
  });
});
