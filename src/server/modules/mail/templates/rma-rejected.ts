import type { LayoutEnv, MailContent } from './layout.js';
import { closingHint, rmaNoFacts, staffWords, statusButton, type RmaMailData } from './common.js';

export interface RmaRejectedData extends RmaMailData {
  /** Staff's explanation. */
  message: string;
}

/** Rejected, with staff's message. */
export function rmaRejected(data: RmaRejectedData, env: LayoutEnv): MailContent {
  const { t } = env;
  return {
    subject: t('rmaRejected', 'subject', { rmaNo: data.rmaNo }),
    heading: t('rmaRejected', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('rmaRejected', 'intro') },
      rmaNoFacts(env, data),
      ...staffWords(env, data.message),
      { kind: 'text', text: t('common', 'contactHint') },
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
