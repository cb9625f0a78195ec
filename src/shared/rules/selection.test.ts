import { describe, it, expect } from 'vitest';
import type { Store } from '../stores.js';
import {
  canSelectMore,
  japanSelectionDisabled,
  retailReplacementMissing,
  serialResultMessageKey,
  uploadAllowed,
  uploadExtension,
  validateInvoiceNumberInput,
  validatePurchaseDate,
  validateSerialNumberInput,
  type RetailLine,
} from './selection.js';

describe('canSelectMore (max 5; the sixth is refused)', () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    [6, false],
  ])('%i selected → %s', (count, expected) => {
    expect(canSelectMore(count)).toBe(expected);
  });
});

describe('retailReplacementMissing', () => {
  const full = { purchaseProof: '/uploads/p.pdf', purchaseDate: '2024-01-02' };
  it.each<[string, RetailLine[], string[]]>([
    ['all complete', [{ name: 'A', orderNumber: '', ...full }], []],
    ['no proof', [{ name: 'A', orderNumber: '', ...full, purchaseProof: null }], ['A']],
    ['no date', [{ name: 'A', orderNumber: '', ...full, purchaseDate: '' }], ['A']],
    ['neither', [{ name: 'A', orderNumber: '' }], ['A']],
    ['store order needs neither', [{ name: 'A', orderNumber: 'SO-123' }], []],
    [
      'mixed, in order',
      [
        { name: 'A', orderNumber: '', purchaseProof: 'p' },
        { name: 'B', orderNumber: 'SO-1' },
        { name: 'C', orderNumber: '', ...full },
        { name: 'D', orderNumber: ' ', purchaseDate: '2024-01-02' },
      ],
      ['A', 'D'],
    ],
    ['no lines', [], []],
  ])('%s', (_name, lines, expected) => {
    expect(retailReplacementMissing(lines)).toEqual(expected);
  });
});

describe('validatePurchaseDate (2008-01-01 to today, inclusive)', () => {
  it.each([
    ['2008-01-01', null],
    ['2007-12-31', 'purchaseDateRange'],
    ['2024-03-05', null],
    ['2024-03-06', 'purchaseDateRange'],
    ['2016-07-14', null],
    ['2024-02-30', 'purchaseDateRange'],
    ['05/03/2024', 'purchaseDateRange'],
    ['', 'purchaseDateRange'],
    [null, 'purchaseDateRange'],
  ])('%j with today 2024-03-05 → %s', (date, expected) => {
    expect(validatePurchaseDate(date, '2024-03-05')).toBe(expected);
  });
});

describe('serial and invoice numbers', () => {
  it.each([
    ['', 'enterSerialNumber'],
    ['   ', 'enterSerialNumber'],
    [null, 'enterSerialNumber'],
    ['SN1234567890', null],
    ['X'.repeat(19), null],
    ['X'.repeat(20), 'serialTooLong'],
  ])('serial %j → %s', (serial, expected) => {
    expect(validateSerialNumberInput(serial)).toBe(expected);
  });

  it.each([
    ['', null],
    [undefined, null],
    ['INV-2024-0001', null],
    ['X'.repeat(20), null],
    ['X'.repeat(21), 'invoiceTooLong'],
  ])('invoice %j → %s', (invoice, expected) => {
    expect(validateInvoiceNumberInput(invoice)).toBe(expected);
  });
});

describe('uploads', () => {
  const MB = 1024 * 1024;
  it.each([
    ['receipt.jpg', MB, true],
    ['receipt.JPG', MB, true],
    ['receipt.jpeg', MB, true],
    ['receipt.JPEG', MB, true],
    ['photo.png', MB, true],
    ['photo.gif', MB, true],
    ['photo.webp', MB, true],
    ['invoice.pdf', MB, true],
    ['bundle.zip', MB, true],
    ['my.receipt.final.png', MB, true],
    ['photo.heic', MB, false],
    ['photo.bmp', MB, false],
    ['malware.exe', MB, false],
    ['png', MB, false],
    ['receipt.jpg.exe', MB, false],
    ['exactly-4mb.jpg', 4 * MB, true],
    ['over-4mb.jpg', 4 * MB + 1, false],
    ['empty.jpg', 0, false],
  ])('%s (%i bytes) → %s', (name, size, allowed) => {
    expect(uploadAllowed(name, size)).toBe(allowed);
  });

  it.each([
    ['a.JPEG', 'jpg'],
    ['a.Pdf', 'pdf'],
    ['noextension', ''],
    ['trailingdot.', ''],
  ])('uploadExtension(%j) → %j', (name, extension) => {
    expect(uploadExtension(name)).toBe(extension);
  });
});

describe('serialResultMessageKey', () => {
  it.each([
    ['success', null],
    ['created', 'serialDuplicate'],
    ['invalid', 'serialInvalid'],
    ['notmatch', 'serialNotMatch'],
    ['other', 'serialOther'],
    ['timeout', 'serialOther'],
  ])('%s → %s', (result, key) => {
    expect(serialResultMessageKey(result)).toBe(key);
  });
});

describe('japanSelectionDisabled', () => {
  it.each<[Store, number, boolean]>([
    ['jp', 10, false],
    ['jp', 1, false],
    ['jp', 0, true],
    ['jp', -30, true],
    ['us', 0, false],
    ['tw', -1, false],
  ])('%s with %i days → %s', (store, days, disabled) => {
    expect(japanSelectionDisabled(store, days)).toBe(disabled);
  });
});
