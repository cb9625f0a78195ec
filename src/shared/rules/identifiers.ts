/**
 * How the portal compares what customers type by hand: e-mails, serial numbers, order and RMA numbers
 * (docs/rules/products.md). Written once for the server and the browser.
 */

/** E-mails are stored and compared in lower case, without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Two e-mails name the same customer (an empty one names nobody). */
export function sameEmail(a: string, b: string): boolean {
  return normaliseEmail(a) !== '' && normaliseEmail(a) === normaliseEmail(b);
}

/** Serial numbers compare without case or surrounding spaces. */
export function normaliseSerial(serial: string): string {
  return serial.trim().toUpperCase();
}

/**
 * The forms an order or RMA number typed by hand is looked up under: as typed (trimmed) and in upper case,
 * how the portal writes them. Empty when nothing was typed.
 */
export function numberCandidates(typed: string): string[] {
  const value = typed.trim();
  return value ? [...new Set([value, value.toUpperCase()])] : [];
}

/**
 * What a number typed by hand names among items numbered by `numberOf`: the one numbered as typed, else the one
 * numbered in upper case (`numberCandidates`); undefined when neither is there.
 */
export function byTypedNumber<T>(typed: string, items: readonly T[], numberOf: (item: T) => string): T | undefined {
  const candidates = numberCandidates(typed);
  return (
    items.find((item) => numberOf(item) === candidates[0]) ?? items.find((item) => candidates.includes(numberOf(item)))
  );
}

/** Two order (or RMA) numbers are the same number, whatever their case. */
export function sameNumber(a: string, b: string): boolean {
  return a.trim() !== '' && a.trim().toUpperCase() === b.trim().toUpperCase();
}
