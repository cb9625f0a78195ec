import type { Block, LayoutEnv, MailContent } from './layout.js';
import { closingHint, statusButton, type RmaMailData } from './common.js';

export interface ReplacementShippedData extends RmaMailData {
  carrier: string;
  trackingNo: string;
  /** The carrier's tracking page, when known. */
  trackingUrl?: string | undefined;
}

/** Replacement shipped, with the carrier and the tracking number. */
export function replacementShipped(data: ReplacementShippedData, env: LayoutEnv): MailContent {
  const { t } = env;
  const track: Block[] = data.trackingUrl
    ? [{ kind: 'button', label: t('replacementShipped', 'trackButton'), url: data.trackingUrl }]
    : [];
  return {
    subject: t('replacementShipped', 'subject', { rmaNo: data.rmaNo }),
    heading: t('replacementShipped', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('replacementShipped', 'intro') },
      {
        kind: 'facts',
        rows: [
          { label: t('common', 'rmaNo'), value: data.rmaNo },
          { label: t('replacementShipped', 'carrier'), value: data.carrier },
          { label: t('replacementShipped', 'trackingNo'), value: data.trackingNo },
        ],
      },
      ...track,
      statusButton(env, data),
      closingHint(env, data),
    ],
  };
}
