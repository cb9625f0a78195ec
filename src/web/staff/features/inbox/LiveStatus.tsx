import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Inbox.module.css';
import { useStaffChat } from './live/useStaffChat.js';

/** Whether the user is online for live chat now, and in which stores (or why not). */
export function LiveStatus() {
  const { t } = useTranslation();
  const chat = useStaffChat();
  let tone: 'online' | 'waiting' | 'offline' = 'offline';
  let text: string;
  if (!chat.canWork) text = t('inbox.live.readOnly');
  else if (chat.state === 'open' && chat.stores && chat.stores.length > 0) {
    tone = 'online';
    text = t('inbox.live.online', { stores: chat.stores.map((store) => store.toUpperCase()).join(', ') });
  } else if (chat.state === 'connecting') {
    tone = 'waiting';
    text = t('inbox.live.connecting');
  } else if (chat.state === 'reconnecting') {
    tone = 'waiting';
    text = t('inbox.live.reconnecting');
  } else text = t('inbox.live.offline');
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" role="status" data-testid="chat-presence" data-tone={tone}>
      <span className={classes.dot} data-tone={tone} aria-hidden="true" />
      <Text size="sm" className={classes.wrap}>
        {text}
      </Text>
    </Group>
  );
}
