import { formatInstant } from '../strings.js';
import type { LayoutEnv, MailContent } from './layout.js';
import { requestTypeName } from './common.js';

export interface StaffAlertRmaData {
  rmaNo: string;
  store: string;
  customer: string;
  type: number;
  products: number;
  submittedAt: string;
}

/** To the store's team: a new RMA. */
export function staffAlertRma(data: StaffAlertRmaData, env: LayoutEnv): MailContent {
  const { t } = env;
  const region = env.region;
  return {
    subject: t('staffAlertRma', 'subject', { rmaNo: data.rmaNo, region }),
    heading: t('staffAlertRma', 'heading'),
    audience: 'staff',
    blocks: [
      { kind: 'text', text: t('staffAlertRma', 'intro', { region }) },
      {
        kind: 'facts',
        rows: [
          { label: t('common', 'rmaNo'), value: data.rmaNo },
          { label: t('common', 'requestType'), value: requestTypeName(env, data.type) },
          { label: t('staffAlertRma', 'customer'), value: data.customer },
          { label: t('staffAlertRma', 'store'), value: `${region} (${data.store})` },
          { label: t('staffAlertRma', 'products'), value: String(data.products) },
          { label: t('staffAlertRma', 'submittedAt'), value: formatInstant(data.submittedAt, env.language) },
        ],
      },
    ],
  };
}
