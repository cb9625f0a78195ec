import { describe, it, expect } from 'vitest';
import { MAINTENANCE_WINDOW_2022, activeNotice, isWorkspaceHidden, type MaintenanceWindow } from './maintenance.js';

const windows2022 = [MAINTENANCE_WINDOW_2022];

describe('isWorkspaceHidden (9 Oct 2022, 08:30 to 15:00 GMT+8)', () => {
  it.each([
    ['the day before', '2022-10-08T12:00:00+08:00', false],
    ['08:29:59.999', '2022-10-09T08:29:59.999+08:00', false],
    ['08:30 sharp', '2022-10-09T08:30:00+08:00', true],
    ['09:00, maintenance starts', '2022-10-09T09:00:00+08:00', true],
    ['noon', '2022-10-09T12:00:00+08:00', true],
    ['14:59:59.999', '2022-10-09T14:59:59.999+08:00', true],
    ['15:00 sharp, site is back', '2022-10-09T15:00:00+08:00', false],
    ['the day after', '2022-10-10T09:00:00+08:00', false],
    ['same instant in UTC', '2022-10-09T01:00:00Z', true],
    ['08:29 GMT+8 written in UTC', '2022-10-09T00:29:00Z', false],
    ['07:00Z is 15:00 GMT+8', '2022-10-09T07:00:00Z', false],
    ['9 Oct 10:00 in London is 17:00 GMT+8', '2022-10-09T10:00:00+01:00', false],
  ])('%s → %s', (_name, now, hidden) => {
    expect(isWorkspaceHidden(new Date(now), windows2022)).toBe(hidden);
  });

  it('uses the 2022 window by default', () => {
    expect(isWorkspaceHidden(new Date('2022-10-09T10:00:00+08:00'))).toBe(true);
  });
});

describe('activeNotice (from 7 days before the start until 15:00 GMT+8)', () => {
  it.each([
    ['8 days before', '2022-10-01T09:00:00+08:00', false],
    ['just under 7 days before', '2022-10-02T08:59:59.999+08:00', false],
    ['exactly 7 days before', '2022-10-02T09:00:00+08:00', true],
    ['the day before', '2022-10-08T20:00:00+08:00', true],
    ['08:45, workspace hidden', '2022-10-09T08:45:00+08:00', true],
    ['during maintenance', '2022-10-09T12:00:00+08:00', true],
    ['14:59:59.999', '2022-10-09T14:59:59.999+08:00', true],
    ['15:00 sharp', '2022-10-09T15:00:00+08:00', false],
    ['a year later', '2023-10-09T12:00:00+08:00', false],
  ])('%s → %s', (_name, now, shown) => {
    expect(activeNotice(new Date(now), windows2022)).toBe(shown ? MAINTENANCE_WINDOW_2022 : null);
  });
});

describe('windows with their own notice period', () => {
  const later: MaintenanceWindow = {
    startsAt: '2030-01-10T00:00:00Z',
    endsAt: '2030-01-10T04:00:00Z',
    showNoticeFrom: '2029-12-01T00:00:00Z',
    showNoticeUntil: '2030-01-10T02:00:00Z',
  };
  const sooner: MaintenanceWindow = { startsAt: '2030-01-05T00:00:00Z', endsAt: '2030-01-05T01:00:00Z' };

  it.each([
    ['before any notice', '2029-11-30T23:59:59Z', null],
    ['custom notice start', '2029-12-01T00:00:00Z', later],
    ['both announced: soonest first', '2030-01-01T00:00:00Z', sooner],
    ['after the sooner one', '2030-01-05T01:00:00Z', later],
    ['custom notice end, still in window', '2030-01-10T02:00:00Z', null],
  ])('%s', (_name, now, expected) => {
    expect(activeNotice(new Date(now), [later, sooner])).toBe(expected);
  });

  it.each([
    ['hidden from startsAt when no hideFrom', '2030-01-10T00:00:00Z', true],
    ['not hidden just before', '2030-01-09T23:59:59Z', false],
  ])('%s', (_name, now, hidden) => {
    expect(isWorkspaceHidden(new Date(now), [later])).toBe(hidden);
  });

  it('rejects an unreadable time', () => {
    expect(() => isWorkspaceHidden(new Date(), [{ startsAt: 'soon', endsAt: 'later' }])).toThrow(RangeError);
  });
});
