import { describe, expect, it } from 'vitest';
import type { PurchaseMode } from '../codes.js';
import type { Store } from '../stores.js';
import { defaultEnquiry, enquiryForStore, enquiryOfRoute, modeFor, normaliseEnquiry, type Enquiry } from './enquiry.js';

describe('normaliseEnquiry', () => {
  it.each<[unknown, Enquiry | undefined]>([
    [1, 1],
    [2, 2],
    [4, 4],
    [5, 2],
    ['5', 2],
    ['4', 4],
    [0, undefined],
    [3, undefined],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    ['x', undefined],
  ])('%s → %s', (value, expected) => {
    expect(normaliseEnquiry(value)).toBe(expected);
  });
});

describe('enquiryOfRoute', () => {
  it.each<[string | undefined, Enquiry | undefined]>([
    ['return', 1],
    ['replacement', 2],
    ['rma-status', 4],
    ['toString', undefined],
    ['other', undefined],
    [undefined, undefined],
  ])('%s → %s', (type, expected) => {
    expect(enquiryOfRoute(type)).toBe(expected);
  });
});

describe('enquiryForStore (5 → 2; replacement-only stores never 1; 4 stays)', () => {
  it.each<[number, Store, Enquiry]>([
    [1, 'us', 1],
    [2, 'us', 2],
    [4, 'us', 4],
    [5, 'us', 2],
    [0, 'us', 1],
    [1, 'jp', 2],
    [1, 'tw', 2],
    [1, 'asean', 2],
    [4, 'jp', 4],
    [5, 'tw', 2],
    [0, 'asean', 2],
  ])('%i in %s → %i', (value, store, expected) => {
    expect(enquiryForStore(value, store)).toBe(expected);
  });

  it('defaultEnquiry: 2 where returns are not offered, else 1', () => {
    expect(defaultEnquiry('us')).toBe(1);
    expect(defaultEnquiry('jp')).toBe(2);
  });
});

describe('modeFor', () => {
  it.each<[Enquiry, boolean, boolean, PurchaseMode | undefined, PurchaseMode]>([
    [4, true, true, 'estore', 'rma-status'],
    [4, false, false, undefined, 'rma-status'],
    [1, true, false, 'retail', 'estore'],
    [2, false, false, 'retail', 'estore'],
    [2, true, false, 'estore', 'retail'],
    [2, true, true, 'retail', 'retail'],
    [2, true, true, 'estore', 'estore'],
    [2, true, true, 'rma-status', 'estore'],
    [2, true, true, undefined, 'estore'],
  ])('enquiry %i, retailer %s, order known %s, preferred %s → %s', (enquiry, showRetailer, known, preferred, mode) => {
    expect(modeFor({ enquiry, showRetailer, orderNumberKnown: known, preferred })).toBe(mode);
  });
});
