import { formatMoney } from '../../../../shared/rules/money.js';
import type { LayoutEnv, MailContent } from './layout.js';
import { closingHint, statusButton, type RmaMailData } from './common.js';

export interface RefundCompletedData extends RmaMailData {
  /** ISO 4217, the store's currency. */
  currency: string;
  amount: number;
  shippingCharge: number;
  storeCredit: number;
  tax: number;
}

/** Refund completed, with the amounts in the store's currency; the charges that are zero are left out. */
export function refundCompleted(data: RefundCompletedData, env: LayoutEnv): MailContent {
  const { t } = env;
  const money = (amount: number) => formatMoney(amount, data.currency, env.language);
  const extras = (['shippingCharge', 'storeCredit', 'tax'] as const)
    .filter((key) => data[key] !== 0)
    .map((key) => ({ label: t('refundCompleted', key), value: money(data[key]) }));
  return {
    subject: t('refundCompleted', 'subject', { rmaNo: data.rmaNo }),
    heading: t('refundCompleted', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('refundCompleted', 'intro') },
      {
        kind: 'facts',
        rows: [
          { label: t('common', 'rmaNo'), value: data.rmaNo },
          { label: t('refundCompleted', 'refundAmount'), value: money(data.amount) },
          ...extras,
        ],
      },
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
