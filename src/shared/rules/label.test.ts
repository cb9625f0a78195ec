import { describe, expect, it } from 'vitest';
import { LABEL_LINK_MS, LABEL_WINDOW_MS, labelExpiry, labelState, type LabelTimes } from './label.js';

const ISSUED = '2025-03-01T10:00:00.000Z';
const at = (iso: string) => new Date(iso);
const issued: LabelTimes = {
  issuedAt: ISSUED,
  expiresAt: labelExpiry(at(ISSUED)).toISOString(),
  firstOpenedAt: null,
  revokedAt: null,
};
const opened = (firstOpenedAt: string): LabelTimes => ({ ...issued, firstOpenedAt });

describe('label constants', () => {
  it('are 90 days and 5 days', () => {
    expect(LABEL_LINK_MS).toBe(90 * 86_400_000);
    expect(LABEL_WINDOW_MS).toBe(5 * 86_400_000);
    expect(labelExpiry(at(ISSUED)).toISOString()).toBe('2025-05-30T10:00:00.000Z');
  });
});

describe('labelState', () => {
  it.each<[string, LabelTimes, string, string, string]>([
    ['just issued', issued, 'APPROVED', '2025-03-01T10:00:00.000Z', 'usable'],
    ['day 90, the minute before the end', issued, 'APPROVED', '2025-05-30T09:59:00.000Z', 'usable'],
    ['exactly 90 days after issue', issued, 'APPROVED', '2025-05-30T10:00:00.000Z', 'usable'],
    ['90 days and a millisecond', issued, 'APPROVED', '2025-05-30T10:00:00.001Z', 'expired'],
    ['day 91', issued, 'APPROVED', '2025-05-31T10:00:00.000Z', 'expired'],
    ['opened, 4 days later', opened('2025-03-10T08:00:00.000Z'), 'APPROVED', '2025-03-14T08:00:00.000Z', 'usable'],
    [
      'opened, exactly 5 days later',
      opened('2025-03-10T08:00:00.000Z'),
      'APPROVED',
      '2025-03-15T08:00:00.000Z',
      'usable',
    ],
    [
      'opened, 5 days and a minute later',
      opened('2025-03-10T08:00:00.000Z'),
      'APPROVED',
      '2025-03-15T08:01:00.000Z',
      'window-closed',
    ],
    [
      'opened on day 88: the 90 days end first',
      opened('2025-05-28T10:00:00.000Z'),
      'APPROVED',
      '2025-05-30T10:01:00.000Z',
      'expired',
    ],
    [
      'opened on day 88: 5 days later',
      opened('2025-05-28T10:00:00.000Z'),
      'APPROVED',
      '2025-06-02T10:01:00.000Z',
      'window-closed',
    ],
    ['RMA only submitted', issued, 'SUBMITTED', '2025-03-02T10:00:00.000Z', 'usable'],
    ['RMA received by support', issued, 'RECEIVED', '2025-03-02T10:00:00.000Z', 'usable'],
    ['parcel received', issued, 'PRODUCT_RECEIVED', '2025-03-02T10:00:00.000Z', 'received'],
    ['inspecting', issued, 'INSPECTING', '2025-03-02T10:00:00.000Z', 'received'],
    ['Japan: checking', issued, 'CHECKING', '2025-03-02T10:00:00.000Z', 'received'],
    ['replacement shipped', issued, 'SHIPPED', '2025-03-02T10:00:00.000Z', 'received'],
    ['refund completed', issued, 'REFUND_COMPLETED', '2025-03-02T10:00:00.000Z', 'received'],
    ['closed', issued, 'CLOSED', '2025-03-02T10:00:00.000Z', 'received'],
    [
      'received after the window closed',
      opened('2025-03-02T10:00:00.000Z'),
      'PRODUCT_RECEIVED',
      '2025-04-01T10:00:00.000Z',
      'received',
    ],
    [
      'reissued (revoked)',
      { ...issued, revokedAt: '2025-03-02T09:00:00.000Z' },
      'APPROVED',
      '2025-03-02T10:00:00.000Z',
      'revoked',
    ],
    [
      'revoked and received',
      { ...issued, revokedAt: '2025-03-02T09:00:00.000Z' },
      'PRODUCT_RECEIVED',
      '2025-03-03T10:00:00.000Z',
      'revoked',
    ],
    ['RMA cancelled', issued, 'CANCELED', '2025-03-02T10:00:00.000Z', 'revoked'],
  ])('%s → %s', (_name, label, status, now, expected) => {
    expect(labelState(label, status, at(now))).toBe(expected);
  });

  it('reads the stored expiry, not the issue date plus 90 days', () => {
    const shorter = { ...issued, expiresAt: '2025-03-05T10:00:00.000Z' };
    expect(labelState(shorter, 'APPROVED', at('2025-03-05T10:00:00.000Z'))).toBe('usable');
    expect(labelState(shorter, 'APPROVED', at('2025-03-05T10:01:00.000Z'))).toBe('expired');
  });
});
