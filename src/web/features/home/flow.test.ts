import { describe, expect, it } from 'vitest';
import { STORE_INFO } from '../../../shared/stores.js';
import {
  allowedEnquiry,
  enquiryOfRoute,
  initialEnquiry,
  modeAfterEnquiryChange,
  modeFor,
  neighbourOrders,
  normaliseEnquiry,
} from './flow.js';

describe('enquiry', () => {
  it.each([
    ['return', 1],
    ['replacement', 2],
    ['rma-status', 4],
    ['other', undefined],
    [undefined, undefined],
  ])('route %s → %s', (type, expected) => {
    expect(enquiryOfRoute(type)).toBe(expected);
  });

  it.each([
    [5, 2],
    ['5', 2],
    [1, 1],
    [4, 4],
    [3, undefined],
    [null, undefined],
  ])('normalises %j → %s', (value, expected) => {
    expect(normaliseEnquiry(value)).toBe(expected);
  });

  it('lets the route override stored and server values', () => {
    expect(initialEnquiry({ routeEnquiry: 4, stored: '1', serverAction: 2, info: STORE_INFO.us })).toBe(4);
    expect(initialEnquiry({ routeEnquiry: undefined, stored: '2', serverAction: 1, info: STORE_INFO.us })).toBe(2);
    expect(initialEnquiry({ routeEnquiry: undefined, stored: null, serverAction: 5, info: STORE_INFO.us })).toBe(2);
    expect(initialEnquiry({ routeEnquiry: undefined, stored: null, serverAction: 0, info: STORE_INFO.us })).toBe(1);
  });

  it.each(['jp', 'tw', 'asean'] as const)('never offers a return in %s', (store) => {
    expect(initialEnquiry({ routeEnquiry: 1, stored: null, serverAction: 1, info: STORE_INFO[store] })).toBe(2);
    expect(initialEnquiry({ routeEnquiry: undefined, stored: null, serverAction: 1, info: STORE_INFO[store] })).toBe(2);
    expect(initialEnquiry({ routeEnquiry: 4, stored: null, serverAction: 1, info: STORE_INFO[store] })).toBe(4);
    expect(allowedEnquiry(1, STORE_INFO[store])).toBe(2);
  });
});

describe('purchase mode', () => {
  it('is rma-status for a status check', () => {
    expect(modeFor({ enquiry: 4, showRetailer: true, orderNumberKnown: true })).toBe('rma-status');
  });
  it('is estore when no retailer mode is offered, and for a return', () => {
    expect(modeFor({ enquiry: 2, showRetailer: false, orderNumberKnown: false, preferred: 'retail' })).toBe('estore');
    expect(modeFor({ enquiry: 1, showRetailer: true, orderNumberKnown: false, preferred: 'retail' })).toBe('estore');
  });
  it('is retail for a replacement without a known order number', () => {
    expect(modeFor({ enquiry: 2, showRetailer: true, orderNumberKnown: false, preferred: 'estore' })).toBe('retail');
  });
  it('keeps the preferred mode of a replacement with an order number', () => {
    expect(modeFor({ enquiry: 2, showRetailer: true, orderNumberKnown: true, preferred: 'retail' })).toBe('retail');
    expect(modeFor({ enquiry: 2, showRetailer: true, orderNumberKnown: true })).toBe('estore');
  });
  it('resets to estore when the enquiry changes', () => {
    expect(modeAfterEnquiryChange({ enquiry: 2, showRetailer: true, orderNumberKnown: true })).toBe('estore');
    expect(modeAfterEnquiryChange({ enquiry: 1, showRetailer: true, orderNumberKnown: false })).toBe('estore');
    expect(modeAfterEnquiryChange({ enquiry: 4, showRetailer: true, orderNumberKnown: true })).toBe('rma-status');
  });
});

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
