import { describe, it, expect } from 'vitest';
import {
  WARRANTY_STATUS_LABEL_KEY,
  WARRANTY_STATUS_NAME,
  EXTENDED_WARRANTY_STORES,
  extendedWarrantyApplies,
  extendedWarrantyExpiry,
  standardWarrantyExpiry,
  warrantyInfo,
  type WarrantyInfo,
} from './warranty.js';
import { RequestService } from '../codes.js';
import { STORES, type Store } from '../stores.js';
import { actionsAvailable } from './eligibility.js';

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
    expect(warrantyInfo({ purchaseDate, warrantyMonths, extendedWarranty, store: 'jp', today })).toEqual(expected);
  });

  // The extended-warranty list is Japan's: elsewhere a marked product has its plain warranty only.
  it.each<[string, Store, string, number, string, WarrantyInfo]>([
    [
      'us, two years after purchase',
      'us',
      '2024-01-15',
      12,
      '2026-01-15',
      { status: 'expired', expiryDate: '2025-01-15', daysRemaining: -365 },
    ],
    [
      'uk, day after standard',
      'uk',
      '2024-01-15',
      12,
      '2025-01-16',
      { status: 'expired', expiryDate: '2025-01-15', daysRemaining: -1 },
    ],
    [
      'tw, still standard',
      'tw',
      '2024-01-15',
      24,
      '2026-01-10',
      { status: 'within', expiryDate: '2026-01-15', daysRemaining: 5 },
    ],
    [
      'jp, two years after purchase',
      'jp',
      '2024-01-15',
      12,
      '2026-01-15',
      { status: 'extended', expiryDate: '2029-01-15', daysRemaining: 1096 },
    ],
  ])('extended-list product in %s', (_name, store, purchaseDate, warrantyMonths, today, expected) => {
    expect(warrantyInfo({ purchaseDate, warrantyMonths, extendedWarranty: true, store, today })).toEqual(expected);
  });

  it('rejects a broken date rather than guessing', () => {
    expect(() =>
      warrantyInfo({
        purchaseDate: '15/01/2024',
        warrantyMonths: 12,
        extendedWarranty: false,
        store: 'jp',
        today: '2024-02-01',
      }),
    ).toThrow(RangeError);
  });
});

describe('extendedWarrantyApplies', () => {
  it.each<[boolean, Store, boolean]>([
    [true, 'jp', true],
    [false, 'jp', false],
    ...STORES.filter((store) => store !== 'jp').map((store): [boolean, Store, boolean] => [true, store, false]),
  ])('marked %s in %s → %s', (marked, store, expected) => {
    expect(extendedWarrantyApplies(marked, store)).toBe(expected);
  });

  it('is the list of store jp only', () => {
    expect(EXTENDED_WARRANTY_STORES).toEqual(['jp']);
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

describe('extended warranty and the replacement offer', () => {
  // The server shows an expired warranty as 0 days left; a replacement needs days left (eligibility.ts).
  const offered = (store: Store) => {
    const info = warrantyInfo({
      purchaseDate: '2024-01-15',
      warrantyMonths: 12,
      extendedWarranty: true,
      store,
      today: '2026-01-15',
    });
    return actionsAvailable([{ returnsEligibility: 0, warrantyDaysRemain: Math.max(0, info.daysRemaining) }], store);
  };

  it.each<[Store, number[]]>([
    ['us', [RequestService.ContactUs]],
    ['uk', [RequestService.ContactUs]],
    ['jp', [RequestService.Repair, RequestService.ContactUs]],
  ])('two years after purchase in %s offers %j', (store, expected) => {
    expect(offered(store)).toEqual(expected);
  });
});
