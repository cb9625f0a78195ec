import { describe, expect, it } from 'vitest';
import { can, inScope, requiresTotp, scopeCovers, STAFF_ROLES, type Permission, type StoreScope } from './roles.js';

describe('can', () => {
  const table: [Permission, boolean, boolean, boolean, boolean][] = [
    // permission   viewer agent  supervisor admin
    ['read', true, true, true, true],
    ['work', false, true, true, true],
    ['supervise', false, false, true, true],
    ['administer', false, false, false, true],
  ];
  it.each(table)('%s: viewer %s, agent %s, supervisor %s, admin %s', (permission, ...expected) => {
    expect(STAFF_ROLES.map((role) => can(role, permission))).toEqual(expected);
  });
});

describe('requiresTotp', () => {
  it.each([
    ['viewer', false],
    ['agent', false],
    ['supervisor', true],
    ['admin', true],
  ] as const)('%s → %s', (role, expected) => expect(requiresTotp(role)).toBe(expected));
});

describe('inScope and scopeCovers', () => {
  it.each([
    ['*', 'uk', true],
    [['us', 'uk'], 'uk', true],
    [['us'], 'uk', false],
    [[], 'us', false],
  ] as [StoreScope, string, boolean][])('inScope(%j, %s) → %s', (scope, store, expected) =>
    expect(inScope(scope, store)).toBe(expected),
  );

  it.each([
    ['*', '*', true],
    ['*', ['us'], true],
    [['us', 'uk'], ['us'], true],
    [['us', 'uk'], ['us', 'uk'], true],
    [['us'], ['us', 'uk'], false],
    [['us', 'uk'], '*', false],
    [['us'], [], true],
  ] as [StoreScope, StoreScope, boolean][])('scopeCovers(%j, %j) → %s', (outer, inner, expected) =>
    expect(scopeCovers(outer, inner)).toBe(expected),
  );
});
