import { formatInstant } from '../strings.js';
import type { LayoutEnv, MailContent } from './layout.js';

export interface StaffAlertContactData {
  customer: string;
  name: string;
  channel: 'contact' | 'chat';
  message: string;
  submittedAt: string;
}

/** To the store's team: a new contact-us or chat message. */
export function staffAlertContact(data: StaffAlertContactData, env: LayoutEnv): MailContent {
  const { t } = env;
  const region = env.region;
  const chat = data.channel === 'chat';
  return {
    subject: t('staffAlertContact', chat ? 'subjectChat' : 'subjectContact', { email: data.customer, region }),
    heading: t('staffAlertContact', 'heading'),
    audience: 'staff',
    blocks: [
      { kind: 'text', text: t('staffAlertContact', 'intro', { region }) },
      {
        kind: 'facts',
        rows: [
          { label: t('staffAlertContact', 'customer'), value: data.customer },
          ...(data.name.trim() ? [{ label: t('staffAlertContact', 'name'), value: data.name }] : []),
          {
            label: t('staffAlertContact', 'channel'),
            value: t('staffAlertContact', chat ? 'channelChat' : 'channelContact'),
          },
          { label: t('staffAlertContact', 'submittedAt'), value: formatInstant(data.submittedAt, env.language) },
        ],
      },
      { kind: 'quote', title: t('staffAlertContact', 'message'), text: data.message },
    ],
  };
}
