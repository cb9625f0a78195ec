import { Button, Group, Text, Textarea } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAG } from '../../../../shared/languages.js';
import { CONTACT_MESSAGE_MAX } from '../../../../shared/limits.js';
import { validateContactMessage } from '../../../../shared/rules/contact.js';
import { useStore } from '../../../lib/store-context.js';
import type { LiveChat as Live } from './useLiveChat.js';
import classes from '../Chat.module.css';

/** The live conversation: the agent's and the customer's messages, what is still on its way, and who types. */
function LiveLog({ live }: { live: Live }) {
  const { t } = useTranslation('shell');
  const { language } = useStore();
  const log = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [live.messages, live.pending, live.agentTyping]);
  const time = new Intl.DateTimeFormat(LANGUAGE_TAG[language], { hour: 'numeric', minute: '2-digit' });
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
        <Text size="sm">{t('chat.live.greeting')}</Text>
      </div>
      {live.messages.map((message) =>
        message.author === 'staff' ? (
          <div key={message.id} className={`${classes.bubble} ${classes.fromSupport}`} data-author="staff">
            <Text size="xs" fw={600}>
              {message.name || t('chat.live.support')}
            </Text>
            <Text size="sm" className={classes.messageText}>
              {message.body}
            </Text>
          </div>
        ) : (
          <div key={message.id} className={classes.mine} data-author="customer">
            <div className={`${classes.bubble} ${classes.fromMe}`}>
              <Text size="sm" className={classes.messageText}>
                {message.body}
              </Text>
            </div>
            <span className={classes.meta}>{time.format(new Date(message.at))}</span>
          </div>
        ),
      )}
      {live.pending.map((message) => (
        <div key={message.clientId} className={classes.mine} data-status={message.status}>
          <div className={`${classes.bubble} ${classes.fromMe}`}>
            <Text size="sm" className={classes.messageText}>
              {message.body}
            </Text>
          </div>
          <Group gap={6} justify="flex-end" className={classes.meta}>
            <span>{message.error ?? t(`chat.status.${message.status}`)}</span>
            {message.status === 'failed' && (
              <Button variant="subtle" size="compact-xs" onClick={() => live.retry(message.clientId)}>
                {t('chat.retry')}
              </Button>
            )}
          </Group>
        </div>
      ))}
      {live.agentTyping && (
        <Text size="xs" c="dimmed" data-testid="agent-typing">
          {t('chat.live.agentTyping')}
        </Text>
      )}
    </div>
  );
}

/** The live chat's body: the connection's state when it is not open, the conversation and the composer. */
export function LiveChat(props: { live: Live; input: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation('shell');
  const { live, input } = props;
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    const invalid = validateContactMessage(draft.trim());
    if (invalid) {
      setError(t(invalid, { ns: 'messages', max: CONTACT_MESSAGE_MAX }));
      input.current?.focus();
      return;
    }
    live.send(draft.trim());
    setDraft('');
    setError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <>
      {live.state !== 'open' && (
        <Text size="xs" c="orange.9" bg="orange.0" px="md" py={6} role="status" data-testid="chat-connection">
          {t(live.state === 'reconnecting' ? 'chat.live.reconnecting' : 'chat.live.connecting')}
        </Text>
      )}
      <LiveLog live={live} />
      <form className={classes.form} onSubmit={submit} noValidate>
        <Textarea
          ref={input}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (error) setError(null);
            live.typed();
          }}
          onKeyDown={onKeyDown}
          aria-label={t('chat.messageLabel')}
          placeholder={t('chat.placeholder')}
          maxLength={CONTACT_MESSAGE_MAX}
          autosize
          minRows={2}
          maxRows={5}
          error={error}
          description={t('chat.counter', { used: draft.length, max: CONTACT_MESSAGE_MAX })}
          inputWrapperOrder={['input', 'error', 'description']}
        />
        <Group justify="flex-end" mt={8}>
          <Button type="submit" size="sm">
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </>
  );
}
