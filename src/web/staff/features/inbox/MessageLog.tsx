import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TInboxConversation, TInboxMessage } from '../../../../shared/staff/inbox.js';
import { useStaff } from '../../lib/staff-context.js';
import classes from './Inbox.module.css';
import type { PendingReply } from './live/connection.js';
import { customerLabel, useInboxDates } from './parts.js';

function Message({ conversation, message }: { conversation: TInboxConversation; message: TInboxMessage }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const { dateTime } = useInboxDates();
  const fromStaff = message.author === 'staff';
  const who = fromStaff
    ? message.staffId === staff.id
      ? t('inbox.message.you')
      : t('inbox.message.staff', { name: message.name || t('inbox.message.team') })
    : t('inbox.message.customer', { name: customerLabel(conversation, t) });
  return (
    <li className={classes.message} data-author={message.author}>
      <Group gap={8} justify="space-between" wrap="wrap" className={classes.messageHead}>
        <Text size="xs" fw={700}>
          {who}
        </Text>
        <Text size="xs" c="gray.7">
          <time dateTime={message.at}>{dateTime(message.at)}</time>
        </Text>
      </Group>
      <Text size="sm" className={classes.body}>
        {message.body}
      </Text>
    </li>
  );
}

function Pending({ reply, onResend }: { reply: PendingReply; onResend: (reply: PendingReply) => void }) {
  const { t } = useTranslation();
  return (
    <li className={classes.message} data-author="staff" data-status={reply.status}>
      <Group gap={8} justify="space-between" wrap="wrap" className={classes.messageHead}>
        <Text size="xs" fw={700}>
          {t('inbox.message.you')}
        </Text>
        <Text
          size="xs"
          c={reply.status === 'failed' ? 'red.9' : 'gray.7'}
          fw={reply.status === 'failed' ? 700 : undefined}
        >
          {reply.status === 'failed' ? t('inbox.message.notSent') : t('inbox.message.sending')}
        </Text>
      </Group>
      <Text size="sm" className={classes.body}>
        {reply.body}
      </Text>
      {reply.status === 'failed' ? (
        <Group gap="xs" mt={4} justify="space-between" wrap="wrap">
          <Text size="xs" c="red.9" role="alert">
            {reply.error ?? t('inbox.message.lost')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => onResend(reply)}>
            {t('inbox.message.sendAgain')}
          </Button>
        </Group>
      ) : null}
    </li>
  );
}

/** The conversation's messages in order, the replies still on their way, and whether the customer is typing. */
export function MessageLog(props: {
  conversation: TInboxConversation;
  pending: readonly PendingReply[];
  typing: boolean;
  onResend: (reply: PendingReply) => void;
}) {
  const { t } = useTranslation();
  const { conversation } = props;
  return (
    <>
      <ol className={classes.log} aria-label={t('inbox.message.list')}>
        {conversation.messages.map((message) => (
          <Message key={message.id} conversation={conversation} message={message} />
        ))}
        {props.pending.map((reply) => (
          <Pending key={reply.clientId} reply={reply} onResend={props.onResend} />
        ))}
      </ol>
      <Text size="sm" c="indigo.8" fs="italic" role="status" mih={22} data-testid="customer-typing">
        {props.typing ? t('inbox.message.typing', { name: customerLabel(conversation, t) }) : ''}
      </Text>
    </>
  );
}
