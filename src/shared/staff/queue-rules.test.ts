import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, isLate, kindOf, tabsOf } from './queue-rules.js';

const NOW = new Date('2026-01-10T12:00:00.000Z');

describe('queue rules', () => {
  it.each([
    [1, 'us', 'refund'],
    [1, 'jp', 'refund'],
    [2, 'us', 'replacement'],
    [2, 'jp', 'jp-repair'],
  ] as const)('type %i in store %s is a %s', (type, store, kind) => {
    expect(kindOf(type, store)).toBe(kind);
  });

  it.each([
    ['APPROVED', '2026-01-09T00:00:00.000Z', true],
    ['APPROVED', '2026-01-11T00:00:00.000Z', false],
    ['APPROVED', null, false],
    ['CLOSED', '2026-01-09T00:00:00.000Z', false],
  ] as const)('%s due %s is late: %s', (status, due, late) => {
    expect(isLate(status, due, NOW)).toBe(late);
  });

  it.each([
    [{ status: 'SUBMITTED', dueAt: null, assigneeId: null }, ['needs-review', 'unassigned']],
    [{ status: 'CHECKING', dueAt: '2026-01-01', assigneeId: 3 }, ['inspecting', 'late']],
    [{ status: 'CANCELED', dueAt: '2026-01-01', assigneeId: null }, ['closed']],
  ] as const)('%j is listed by %j', (rma, tabs) => {
    expect(tabsOf(rma, NOW)).toEqual(tabs);
  });

  it('every status belongs to exactly one status tab', () => {
    expect(new Set(ALL_STATUSES).size).toBe(ALL_STATUSES.length);
    expect(ALL_STATUSES.length).toBe(14);
  });
});
