import { RmaType } from '../../../../shared/codes.js';
import type { Block, LayoutEnv } from './layout.js';

/** What every e-mail about an RMA carries. */
export interface RmaMailData {
  rmaNo: string;
  /** The customer's status page of the RMA (docs/rules/status.md#confirmation-page). */
  statusUrl: string;
  /** The customer's name, when known; otherwise the greeting has none. */
  name?: string | undefined;
}

export function rmaNoFacts(env: LayoutEnv, data: RmaMailData): Block {
  return { kind: 'facts', rows: [{ label: env.t('common', 'rmaNo'), value: data.rmaNo }] };
}

export function statusButton(env: LayoutEnv, data: RmaMailData): Block {
  return { kind: 'button', label: env.t('common', 'statusButton'), url: data.statusUrl };
}

/** Staff's own words, when they wrote any. */
export function staffWords(env: LayoutEnv, message: string | undefined): Block[] {
  const text = (message ?? '').trim();
  return text ? [{ kind: 'quote', title: env.t('common', 'messageTitle'), text }] : [];
}

export function requestTypeName(env: LayoutEnv, type: number): string {
  return env.t('common', type === RmaType.Refund ? 'typeRefund' : 'typeReplacement');
}

export function closingHint(env: LayoutEnv, data: RmaMailData): Block {
  return { kind: 'note', text: env.t('common', 'quoteRmaNo', { rmaNo: data.rmaNo }) };
}
