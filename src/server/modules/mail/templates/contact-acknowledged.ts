import type { LayoutEnv, MailContent } from './layout.js';

export interface ContactAcknowledgedData {
  name?: string | undefined;
  /** The customer's message, quoted back. */
  message: string;
  /** Business days within which the store answers (its first-response service level). */
  days: number;
}

/** A contact-us or chat message was received: when the answer will come. */
export function contactAcknowledged(data: ContactAcknowledgedData, env: LayoutEnv): MailContent {
  const { t } = env;
  return {
    subject: t('contactAcknowledged', 'subject'),
    heading: t('contactAcknowledged', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('contactAcknowledged', 'intro', { count: data.days }) },
      { kind: 'quote', title: t('contactAcknowledged', 'yourMessage'), text: data.message },
    ],
  };
}
