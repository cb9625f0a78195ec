import type { LayoutEnv, MailContent } from './layout.js';

export interface ContactReplyData {
  name?: string | undefined;
  /** Staff's answer. */
  reply: string;
  /** The customer's message it answers. */
  original: string;
}

/** Staff's answer to a contact-us or chat message. */
export function contactReply(data: ContactReplyData, env: LayoutEnv): MailContent {
  const { t } = env;
  return {
    subject: t('contactReply', 'subject'),
    heading: t('contactReply', 'heading'),
    audience: 'customer',
    name: data.name,
    blocks: [
      { kind: 'text', text: t('contactReply', 'intro') },
      { kind: 'quote', title: t('contactReply', 'replyTitle'), text: data.reply },
      ...(data.original.trim()
        ? [{ kind: 'quote' as const, title: t('contactReply', 'originalTitle'), text: data.original }]
        : []),
      { kind: 'note', text: t('common', 'contactHint') },
    ],
  };
}
