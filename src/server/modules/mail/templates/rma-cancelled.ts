import type { LayoutEnv, MailContent } from './layout.js';
import { closingHint, rmaNoFacts, staffWords, statusButton, type RmaMailData } from './common.js';

export interface RmaCancelledData extends RmaMailData {
  message?: string | undefined;
}

/** Cancelled (docs/rules/status.md#closed-cancelled-not-received). */
export function rmaCancelled(data: RmaCancelledData, env: LayoutEnv): MailContent {
  const { t } = env;
  return {
    subject: t('rmaCancelled', 'subject', { rmaNo: data.rmaNo }),
    heading: t('rmaCancelled', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('rmaCancelled', 'intro') },
      rmaNoFacts(env, data),
      ...staffWords(env, data.message),
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
