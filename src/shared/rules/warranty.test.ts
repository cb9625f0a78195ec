import { describe, it, expect } from 'vitest';
import {
  WARRANTY_STATUS_LABEL_KEY,
  WARRANTY_STATUS_NAME,
  extendedWarrantyExpiry,
  standardWarrantyExpiry,
  warrantyInfo,
  type WarrantyInfo,
} from './warranty.js';

describe('warrantyInfo', () => {
  it.each<[string, string, number, boolean, string, WarrantyInfo]>([
    [
      'well within',
      '2024-01-15',
      12,
      false,
      '2024-06-01',
      { status: 'within', expiryDate: '2025-01-15', daysRemaining: 228 },
    ],
    [
      'purchase day',
      '2024-01-15',
      12,
      false,
      '2024-01-15',
      { status: 'within', expiryDate: '2025-01-15', daysRemaining: 366 },
    ],
    [
      'last day of standard',
      '2024-01-15',
      12,
      false,
      '2025-01-15',
      { status: 'within', expiryDate: '2025-01-15', daysRemaining: 0 },
    ],
    [
      'day after standard',
      '2024-01-15',
      12,
      false,
      '2025-01-16',
      { status: 'expired', expiryDate: '2025-01-15', daysRemaining: -1 },
    ],
    [
      'month-end purchase clamps',
      '2023-08-31',
      6,
      false,
      '2024-02-29',
      { status: 'within', expiryDate: '2024-02-29', daysRemaining: 0 },
    ],
    [
      '24-month warranty',
      '2022-05-10',
      24,
      false,
      '2024-05-01',
      { status: 'within', expiryDate: '2024-05-10', daysRemaining: 9 },
    ],
    [
      'extended list, still standard',
      '2024-01-15',
      12,
      true,
      '2024-12-31',
      { status: 'within', expiryDate: '2025-01-15', daysRemaining: 15 },
    ],
    [
      'extended list, day after standard',
      '2024-01-15',
      12,
      true,
      '2025-01-16',
      { status: 'extended', expiryDate: '2029-01-15', daysRemaining: 1460 },
    ],
    [
      'extended list, last extended day',
      '2024-01-15',
      12,
      true,
      '2029-01-15',
      { status: 'extended', expiryDate: '2029-01-15', daysRemaining: 0 },
    ],
    [
      'extended list, after five years',
      '2024-01-15',
      12,
      true,
      '2029-01-17',
      { status: 'expired', expiryDate: '2029-01-15', daysRemaining: -2 },
    ],
    [
      'extended from 29 Feb',
      '2024-02-29',
      12,
      true,
      '2029-02-28',
      { status: 'extended', expiryDate: '2029-02-28', daysRemaining: 0 },
    ],
    [
      'standard longer than extended',
      '2020-01-01',
      72,
      true,
      '2026-01-02',
      { status: 'expired', expiryDate: '2026-01-01', daysRemaining: -1 },
    ],
    [
      'zero-month warranty',
      '2024-01-15',
      0,
      false,
      '2024-01-16',
      { status: 'expired', expiryDate: '2024-01-15', daysRemaining: -1 },
    ],
  ])('%s', (_name, purchaseDate, warrantyMonths, extendedWarranty, today, expected) => {
    expect(warrantyInfo({ purchaseDate, warrantyMonths, extendedWarranty, today })).toEqual(expected);
  });

  it('rejects a broken date rather than guessing', () => {
    expect(() =>
      warrantyInfo({ purchaseDate: '15/01/2024', warrantyMonths: 12, extendedWarranty: false, today: '2024-02-01' }),
    ).toThrow(RangeError);
  });
});

describe('expiry helpers', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-01-15', 12, '2025-01-15'],
  ])('standard: %s + %i months → %s', (purchase, months, expected) => {
    expect(standardWarrantyExpiry(purchase, months)).toBe(expected);
  });

  it.each([
    ['2024-01-15', '2029-01-15'],
    ['2024-02-29', '2029-02-28'],
  ])('extended: %s → %s', (purchase, expected) => {
    expect(extendedWarrantyExpiry(purchase)).toBe(expected);
  });
});

describe('status names and label keys', () => {
  it.each([
    ['within', 'Within Warranty', 'withinWarranty'],
    ['extended', 'Within Extended Warranty', 'withinExtendedWarranty'],
    ['expired', 'Expired', 'expired'],
  ] as const)('%s → %s (%s)', (status, name, key) => {
    expect(WARRANTY_STATUS_NAME[status]).toBe(name);
    expect(WARRANTY_STATUS_LABEL_KEY[status]).toBe(key);
  });
});
