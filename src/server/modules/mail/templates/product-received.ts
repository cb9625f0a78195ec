import type { LayoutEnv, MailContent } from './layout.js';
import { closingHint, rmaNoFacts, statusButton, type RmaMailData } from './common.js';

/** The returned product arrived at the return centre. */
export function productReceived(data: RmaMailData, env: LayoutEnv): MailContent {
  const { t } = env;
  return {
    subject: t('productReceived', 'subject', { rmaNo: data.rmaNo }),
    heading: t('productReceived', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('productReceived', 'intro') },
      rmaNoFacts(env, data),
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
