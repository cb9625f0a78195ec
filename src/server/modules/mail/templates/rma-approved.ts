import type { Block, LayoutEnv, MailContent } from './layout.js';
import { closingHint, rmaNoFacts, staffWords, statusButton, type RmaMailData } from './common.js';

export interface RmaApprovedData extends RmaMailData {
  /** The return label's download link; '' when the label follows separately. */
  labelUrl: string;
  message?: string | undefined;
}

/** Approved: the label link and how to send the product back (docs/rules/status.md#return-label). */
export function rmaApproved(data: RmaApprovedData, env: LayoutEnv): MailContent {
  const { t } = env;
  const label: Block[] = data.labelUrl
    ? [
        { kind: 'button', label: t('rmaApproved', 'labelButton'), url: data.labelUrl },
        {
          kind: 'steps',
          title: t('rmaApproved', 'instructionsTitle'),
          items: [t('rmaApproved', 'step1'), t('rmaApproved', 'step2'), t('rmaApproved', 'step3')],
        },
        { kind: 'note', text: t('rmaApproved', 'labelValidity') },
      ]
    : [{ kind: 'text', text: t('rmaApproved', 'noLabel') }];
  return {
    subject: t('rmaApproved', 'subject', { rmaNo: data.rmaNo }),
    heading: t('rmaApproved', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('rmaApproved', 'intro') },
      rmaNoFacts(env, data),
      ...label,
      ...staffWords(env, data.message),
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
