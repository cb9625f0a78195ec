import crypto from 'node:crypto';
import type { LabelProvider } from './provider.js';

/** Prefix of the portal's own tracking references: R(eturn) L(abel). */
export const BUILTIN_TRACKING_PREFIX = 'RL';
const DIGITS = 10;
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/**
 * The check digit of a reference's digits, by the weighted modulus-11 scheme of postal item numbers (UPU S10):
 * weights 8 6 4 2 3 5 9 7 repeated, 11 − sum mod 11, with 10 → 0 and 11 → 5. It catches most single wrong digits
 * and swaps of two neighbours, so a reference typed from paper can be checked before it is looked up.
 */
export function trackingCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * WEIGHTS[i % WEIGHTS.length]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** Whether a text is a well-formed built-in reference: RL, 10 digits and their check digit. */
export function isBuiltinTrackingNo(value: string): boolean {
  const match = new RegExp(`^${BUILTIN_TRACKING_PREFIX}(\\d{${DIGITS}})(\\d)$`).exec(value);
  return match !== null && trackingCheckDigit(match[1]!) === Number(match[2]);
}

/** A new reference: RL, 10 random digits, their check digit (13 characters). */
export function newBuiltinTrackingNo(random: (max: number) => number = crypto.randomInt): string {
  let digits = '';
  for (let i = 0; i < DIGITS; i++) digits += String(random(10));
  return `${BUILTIN_TRACKING_PREFIX}${digits}${trackingCheckDigit(digits)}`;
}

/**
 * The built-in provider: no carrier is booked; the label carries a tracking reference of the portal's own, which
 * the return centre reads from the label (or the RMA barcodes) when the parcel arrives.
 */
export const builtinProvider: LabelProvider = {
  name: 'builtin',
  async createShipment() {
    return { trackingNo: newBuiltinTrackingNo() };
  },
};
