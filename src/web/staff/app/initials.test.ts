import { describe, expect, it } from 'vitest';
import { initialsOf } from './StaffShell.js';

describe('initialsOf: what the console header shows for its user on a phone', () => {
  it.each([
    ['Alex Agent', 'AA'],
    ['sam', 'S'],
    ['Anna Maria van der Berg', 'AB'],
    ['  Émile   Zola ', 'ÉZ'],
    ['佐藤 花子', '佐花'],
    ['佐藤花子', '佐'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
