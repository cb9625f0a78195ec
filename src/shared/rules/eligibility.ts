import { RequestService } from '../codes.js';
import { STORE_INFO, type Store } from '../stores.js';
import { addDays, daysBetween, isValidIsoDate } from '../dates.js';

export interface EligibilityLine {
  /** 1 means eligible for a return under the satisfaction guarantee. */
  returnsEligibility: number;
  warrantyDaysRemain: number;
}

export interface NamedEligibilityLine extends EligibilityLine {
  name: string;
}

/**
 * Returns eligibility (1 eligible, 0 not): only web-store purchases (they have an order) are covered
 * by the satisfaction guarantee, up to and including purchase date + satisfactionDays.
 */
export function returnsEligibility(i: {
  purchaseDate: string;
  satisfactionDays: number;
  boughtFromStore: boolean;
  today: string;
}): 0 | 1 {
  // Without a real purchase date nothing proves the product is inside the guarantee window.
  if (!i.boughtFromStore || !isValidIsoDate(i.purchaseDate)) return 0;
  const lastDay = addDays(i.purchaseDate, i.satisfactionDays);
  return daysBetween(i.today, lastDay) >= 0 ? 1 : 0;
}

export function qualifiesForRefund(line: EligibilityLine): boolean {
  return line.returnsEligibility === 1 && line.warrantyDaysRemain > 0;
}

export function qualifiesForReplacement(line: Pick<EligibilityLine, 'warrantyDaysRemain'>): boolean {
  return line.warrantyDaysRemain > 0;
}

/**
 * Services the request step offers (actionAvailable): refund when every line qualifies for it,
 * repair when every line qualifies for it, contact us always. With no lines only contact us,
 * since "every" of nothing would otherwise offer a refund of nothing. Stores that hide the return
 * option (jp, tw, asean) never offer a refund.
 */
export function actionsAvailable(lines: readonly EligibilityLine[], store?: Store): RequestService[] {
  if (lines.length === 0) return [RequestService.ContactUs];
  const actions: RequestService[] = [];
  const refundsOffered = !store || !STORE_INFO[store].returnOptionHidden;
  if (refundsOffered && lines.every(qualifiesForRefund)) actions.push(RequestService.Refund);
  if (lines.every(qualifiesForReplacement)) actions.push(RequestService.Repair);
  actions.push(RequestService.ContactUs);
  return actions;
}

/** Names of the lines that do not qualify for the service (1 refund, 2 repair), in line order. */
export function nonQualifying(lines: readonly NamedEligibilityLine[], service: 1 | 2): string[] {
  const qualifies = service === RequestService.Refund ? qualifiesForRefund : qualifiesForReplacement;
  return lines.filter((line) => !qualifies(line)).map((line) => line.name);
}

export type EligibilityMessage =
  | { key: 'refundNotAvailable'; values: { refundNotAvailable: string } }
  | { key: 'repairNotAvailable'; values: { repairNotAvailable: string } };

/**
 * The "Not eligible for a refund…: {refundNotAvailable}" message when not every line qualifies, with the
 * placeholder filled by the non-qualifying names joined with ', ' (docs/rules/products.md#eligibility-message);
 * null when all qualify.
 */
export function eligibilityMessage(lines: readonly NamedEligibilityLine[], service: 1 | 2): EligibilityMessage | null {
  const names = nonQualifying(lines, service);
  if (names.length === 0) return null;
  const joined = names.join(', ');
  return service === RequestService.Refund
    ? { key: 'refundNotAvailable', values: { refundNotAvailable: joined } }
    : { key: 'repairNotAvailable', values: { repairNotAvailable: joined } };
}
