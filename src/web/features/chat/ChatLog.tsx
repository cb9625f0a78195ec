import { Button, Group, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAG } from '../../../shared/languages.js';
import { useStore } from '../../lib/store-context.js';
import type { ChatMessage } from './useChatMessages.js';
import classes from './Chat.module.css';

/** The conversation: the greeting, what was sent (with its time and status), and the acknowledgement. */
export function ChatLog(props: {
  messages: readonly ChatMessage[];
  open: boolean;
  onRetry: (message: ChatMessage) => void;
}) {
  const { t } = useTranslation('shell');
  const { language } = useStore();
  const log = useRef<HTMLDivElement>(null);
  const { messages, open } = props;
  useLayoutEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, open]);
  // Made once per language, and only once there is a message to stamp: building a DateTimeFormat loads the
  // locale's data, a long task on a slow phone at the page's start, where the log is still empty.
  const hasMessages = messages.length > 0;
  const time = useMemo(
    () =>
      hasMessages ? new Intl.DateTimeFormat(LANGUAGE_TAG[language], { hour: 'numeric', minute: '2-digit' }) : null,
    [hasMessages, language],
  );
  return (
    <div
      ref={log}
      className={classes.log}
      role="log"
      aria-live="polite"
      aria-label={t('chat.conversation')}
      tabIndex={0}
    >
      <div className={`${classes.bubble} ${classes.fromSupport}`}>
        <Text size="sm">{t('chat.greeting')}</Text>
      </div>
      {messages.map((message) => (
        <div key={message.id} className={classes.mine} data-status={message.status}>
          <div className={`${classes.bubble} ${classes.fromMe}`}>
            <Text size="sm" className={classes.messageText}>
              {message.text}
            </Text>
          </div>
          <Group gap={6} justify="flex-end" className={classes.meta}>
            <span>{time?.format(message.at)}</span>
            <span aria-hidden>·</span>
            <span>{t(`chat.status.${message.status}`)}</span>
            {message.status === 'failed' && (
              <Button variant="subtle" size="compact-xs" onClick={() => props.onRetry(message)}>
                {t('chat.retry')}
              </Button>
            )}
          </Group>
        </div>
      ))}
      {messages.some((m) => m.status === 'sent') && (
        <div className={`${classes.bubble} ${classes.fromSupport}`}>
          <Text size="sm">{t('chat.received')}</Text>
        </div>
      )}
    </div>
  );
}
