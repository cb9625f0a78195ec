import { describe, it, expect } from 'vitest';
import { englishMessage } from '../messages.js';
import {
  actionsAvailable,
  eligibilityMessage,
  nonQualifying,
  qualifiesForRefund,
  qualifiesForReplacement,
  returnsEligibility,
} from './eligibility.js';

describe('returnsEligibility', () => {
  it.each([
    ['store purchase inside window', '2024-03-01', 30, true, '2024-03-15', 1],
    ['store purchase on purchase day', '2024-03-01', 30, true, '2024-03-01', 1],
    ['store purchase on last day', '2024-03-01', 30, true, '2024-03-31', 1],
    ['store purchase day after window', '2024-03-01', 30, true, '2024-04-01', 0],
    ['retail purchase inside window', '2024-03-01', 30, false, '2024-03-15', 0],
    ['no purchase date', '', 30, true, '2024-03-15', 0],
    ['zero-day guarantee, same day', '2024-03-01', 0, true, '2024-03-01', 1],
    ['zero-day guarantee, next day', '2024-03-01', 0, true, '2024-03-02', 0],
  ] as const)('%s → %i', (_name, purchaseDate, satisfactionDays, boughtFromStore, today, expected) => {
    expect(returnsEligibility({ purchaseDate, satisfactionDays, boughtFromStore, today })).toBe(expected);
  });
});

describe('qualifiesForRefund / qualifiesForReplacement', () => {
  it.each([
    [1, 100, true, true],
    [1, 1, true, true],
    [1, 0, false, false],
    [1, -5, false, false],
    [0, 100, false, true],
    [0, 0, false, false],
    [2, 100, false, true],
  ])('eligibility %i, %i days → refund %s, replacement %s', (eligibility, days, refund, replacement) => {
    const line = { returnsEligibility: eligibility, warrantyDaysRemain: days };
    expect(qualifiesForRefund(line)).toBe(refund);
    expect(qualifiesForReplacement(line)).toBe(replacement);
  });
});

const refundable = { name: 'Speaker A', returnsEligibility: 1, warrantyDaysRemain: 200 };
const replaceableOnly = { name: 'Headset B', returnsEligibility: 0, warrantyDaysRemain: 50 };
const expired = { name: 'Sound Card C', returnsEligibility: 0, warrantyDaysRemain: 0 };
const eligibleButExpired = { name: 'Earbuds D', returnsEligibility: 1, warrantyDaysRemain: -3 };

describe('actionsAvailable', () => {
  it.each([
    ['no lines', [], [3]],
    ['one refundable', [refundable], [1, 2, 3]],
    ['all refundable', [refundable, { ...refundable, name: 'Speaker E' }], [1, 2, 3]],
    ['one replaceable only', [replaceableOnly], [2, 3]],
    ['refundable + replaceable', [refundable, replaceableOnly], [2, 3]],
    ['refundable + expired', [refundable, expired], [3]],
    ['expired', [expired], [3]],
    ['eligible but warranty over', [eligibleButExpired], [3]],
  ])('%s → %j', (_name, lines, expected) => {
    expect(actionsAvailable(lines)).toEqual(expected);
  });
});

describe('nonQualifying', () => {
  it.each([
    ['refund, all qualify', [refundable], 1, []],
    ['refund, mixed', [refundable, replaceableOnly, expired], 1, ['Headset B', 'Sound Card C']],
    ['refund, eligible but expired', [eligibleButExpired], 1, ['Earbuds D']],
    ['repair, mixed', [refundable, replaceableOnly, expired, eligibleButExpired], 2, ['Sound Card C', 'Earbuds D']],
    ['repair, none', [], 2, []],
  ] as const)('%s', (_name, lines, service, expected) => {
    expect(nonQualifying(lines, service)).toEqual(expected);
  });
});

describe('eligibilityMessage', () => {
  it.each([
    ['refund, all qualify', [refundable], 1, null],
    ['repair, all qualify', [refundable, replaceableOnly], 2, null],
    [
      'refund, two fail',
      [refundable, replaceableOnly, expired],
      1,
      { key: 'refundNotAvailable', values: { refundNotAvailable: 'Headset B, Sound Card C' } },
    ],
    [
      'repair, one fails',
      [refundable, expired],
      2,
      { key: 'repairNotAvailable', values: { repairNotAvailable: 'Sound Card C' } },
    ],
  ] as const)('%s', (_name, lines, service, expected) => {
    expect(eligibilityMessage(lines, service)).toEqual(expected);
  });

  it('fills the catalogue text of the eligibility message (docs/rules/products.md#eligibility-message)', () => {
    const message = eligibilityMessage([refundable, replaceableOnly], 1)!;
    expect(englishMessage(message.key, message.values)).toBe(
      'Not eligible for a refund under the Satisfaction Guarantee: Headset B. Please edit your products before proceeding.',
    );
    // The names are those that do NOT qualify, and the text says so.
    expect(englishMessage(message.key, message.values)).not.toMatch(/\bonly\b/i);
    const repair = eligibilityMessage([expired], 2)!;
    expect(englishMessage(repair.key, repair.values)).toBe(
      'Not eligible for a replacement under warranty: Sound Card C. Please edit your products before proceeding.',
    );
  });
});

describe('actionsAvailable per store', () => {
  const qualifying = [{ returnsEligibility: 1, warrantyDaysRemain: 100 }];
  it.each([
    ['us', [1, 2, 3]],
    ['sg', [1, 2, 3]],
    ['jp', [2, 3]],
    ['tw', [2, 3]],
    ['asean', [2, 3]],
  ] as const)('in %s offers %j', (store, expected) => {
    expect(actionsAvailable(qualifying, store)).toEqual(expected);
  });
});
