import type { LayoutEnv, MailContent } from './layout.js';
import { closingHint, rmaNoFacts, staffWords, statusButton, type RmaMailData } from './common.js';

export interface StaffMessageData extends RmaMailData {
  message: string;
}

/** A message staff wrote to the customer about an RMA. */
export function staffMessage(data: StaffMessageData, env: LayoutEnv): MailContent {
  const { t } = env;
  return {
    subject: t('staffMessage', 'subject', { rmaNo: data.rmaNo }),
    heading: t('staffMessage', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('staffMessage', 'intro') },
      rmaNoFacts(env, data),
      ...staffWords(env, data.message),
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
