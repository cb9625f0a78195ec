import { describe, expect, it } from 'vitest';
import { staffRma } from '../../../test/fixtures.js';
import { actionSchema, dueAtOf, localOf, serialLines, shipInput, shipSerialRule, withLines } from './schemas.js';

describe('action form helpers', () => {
  it('finds the contract schema of each action', () => {
    expect(actionSchema('reject').safeParse({ action: 'reject', reason: '' }).success).toBe(false);
    expect(actionSchema('reject').safeParse({ action: 'reject', reason: 'Outside policy' }).success).toBe(true);
    expect(actionSchema('note').safeParse({ action: 'note', body: '  ' }).success).toBe(false);
  });

  it.each([
    [{ action: 'approve', lines: [1, 2] }, 2, { action: 'approve', lines: undefined }],
    [{ action: 'approve', lines: [2] }, 2, { action: 'approve', lines: [2] }],
    [{ action: 'approve' }, 2, { action: 'approve' }],
  ])('sends %j as the whole RMA only when every line is picked', (input, count, expected) => {
    expect(withLines(input as { lines?: number[] }, count)).toEqual(expected);
  });

  it('drops the empty replacement serials of a shipment', () => {
    expect(
      shipInput({
        action: 'ship',
        carrier: ' DHL ',
        trackingNo: 'JD0001',
        serials: [
          { lineId: 1, serial: 'SN9' },
          { lineId: 2, serial: '' },
        ],
      }),
    ).toEqual({ action: 'ship', carrier: 'DHL', trackingNo: 'JD0001', serials: [{ lineId: 1, serial: 'SN9' }] });
  });

  it.each([
    ['replacement', '', 'some'],
    ['jp-repair', 'repair', 'none'],
    ['jp-repair', 'replace', 'every'],
  ] as const)('a %s resolved as "%s" names %s of its replacement serials', (kind, resolution, rule) => {
    const rma = staffRma({ kind, resolution });
    expect(shipSerialRule(rma)).toBe(rule);
    expect(serialLines(rma)).toHaveLength(rule === 'none' ? 0 : 2);
  });

  it('turns the due field into an ISO time and back', () => {
    expect(dueAtOf('')).toBeNull();
    expect(dueAtOf('nonsense')).toBeNull();
    const iso = dueAtOf('2026-12-01T09:30')!;
    expect(localOf(iso)).toBe('2026-12-01T09:30');
    expect(localOf(null)).toBe('');
  });
});
