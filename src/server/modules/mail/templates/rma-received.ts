import type { LayoutEnv, MailContent } from './layout.js';
import { closingHint, requestTypeName, statusButton, type RmaMailData } from './common.js';

export interface RmaReceivedData extends RmaMailData {
  /** The RMA's type: 1 refund, 2 replacement or repair. */
  type: number;
}

/** Request received: the RMA number and the link to its status. */
export function rmaReceived(data: RmaReceivedData, env: LayoutEnv): MailContent {
  const { t } = env;
  return {
    subject: t('rmaReceived', 'subject', { rmaNo: data.rmaNo }),
    heading: t('rmaReceived', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('rmaReceived', 'intro') },
      {
        kind: 'facts',
        rows: [
          { label: t('common', 'rmaNo'), value: data.rmaNo },
          { label: t('common', 'requestType'), value: requestTypeName(env, data.type) },
        ],
      },
      { kind: 'text', text: t('rmaReceived', 'statusHint') },
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
