import { Button, CloseButton, Group, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAG } from '../../../shared/languages.js';
import { CONTACT_MESSAGE_MAX, TIMINGS } from '../../../shared/limits.js';
import { ZStatusOnly } from '../../../shared/schemas/common.js';
import { showErrorToast } from '../../components/feedback.js';
import { ApiError, apiCall, ensureToken } from '../../lib/api.js';
import { DETAILS_COOKIES, readCookie } from '../../lib/cookies.js';
import { closeChat, openChat, useChatOpen } from '../../lib/chat.js';
import { useStore } from '../../lib/store-context.js';
import { ChatIcon } from './icons.js';
import classes from './Chat.module.css';

interface ChatMessage {
  id: number;
  text: string;
  at: Date;
  status: 'sending' | 'sent' | 'failed';
}

let nextMessageId = 1;

/**
 * The built-in support chat: a launcher and a non-modal panel. Messages go to the support team through
 * contact-us (channel 'chat'), stored like contact-us messages; the team answers by e-mail within 2 business days,
 * which the panel says up front. The panel lists what was sent in this page view.
 */
export function ChatPanel() {
  const { t } = useTranslation('shell');
  const { store, language } = useStore();
  const open = useChatOpen();
  const titleId = useId();
  const panelId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Support replies by e-mail: ask for an address unless the details step already gave one.
  const [knownEmail] = useState(() => readCookie(DETAILS_COOKIES.email) ?? '');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const moveFocusIn = useRef(false);

  const send = useMutation({
    mutationFn: async (message: ChatMessage) => {
      await ensureToken(store);
      return apiCall('your-request/contact-us', {
        method: 'POST',
        body: { message: message.text, store, channel: 'chat', ...(knownEmail ? {} : { email: email.trim() }) },
        schema: ZStatusOnly,
      });
    },
    onSuccess: (_data, message) => update(message.id, 'sent'),
    onError: (failure, message) => {
      update(message.id, 'failed');
      if (failure instanceof ApiError && failure.fields.email) {
        setEmailError(failure.fields.email);
        return;
      }
      showErrorToast(failure, t('genericError', { ns: 'messages' }), TIMINGS.contactErrorMs);
    },
  });

  function update(id: number, status: ChatMessage['status']) {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, status } : m)));
  }

  // Opened from the launcher: focus goes into the panel; opened by another control (the home step's "online
  // chat" choice): focus stays where the customer is.
  useEffect(() => {
    if (open && moveFocusIn.current) input.current?.focus();
    moveFocusIn.current = false;
  }, [open]);

  useLayoutEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, open]);

  function openFromLauncher() {
    returnFocusTo.current = launcher.current;
    moveFocusIn.current = true;
    openChat();
  }

  function close() {
    const target = returnFocusTo.current ?? launcher.current;
    closeChat();
    returnFocusTo.current = null;
    requestAnimationFrame(() => (target?.isConnected ? target : launcher.current)?.focus());
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError(t('enterMessage', { ns: 'messages' }));
      input.current?.focus();
      return;
    }
    if (!knownEmail && !email.trim()) {
      setEmailError(t('enterEmail', { ns: 'messages' }));
      return;
    }
    const message: ChatMessage = { id: nextMessageId++, text, at: new Date(), status: 'sending' };
    setMessages((list) => [...list, message]);
    setDraft('');
    setError(null);
    send.mutate(message);
  }

  function retry(message: ChatMessage) {
    update(message.id, 'sending');
    send.mutate(message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const time = new Intl.DateTimeFormat(LANGUAGE_TAG[language], { hour: 'numeric', minute: '2-digit' });

  return (
    <>
      {!open && (
        <button
          ref={launcher}
          type="button"
          className={classes.launcher}
          onClick={openFromLauncher}
          aria-expanded={false}
          aria-controls={panelId}
          aria-label={t('chat.launcher')}
          data-testid="chat-launcher"
          data-chat-launcher
        >
          <ChatIcon />
          <span className={classes.launcherText} aria-hidden>
            {t('chat.launcher')}
          </span>
        </button>
      )}
      <section
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className={classes.panel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      >
        <header className={classes.panelHeader}>
          <div>
            <Title order={2} size="h5" id={titleId} c="white">
              {t('chat.title')}
            </Title>
            <Text size="xs" c="indigo.0">
              {t('chat.subtitle')}
            </Text>
          </div>
          <CloseButton variant="transparent" c="white" onClick={close} aria-label={t('chat.close')} size="lg" />
        </header>

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
                <span>{time.format(message.at)}</span>
                <span aria-hidden>·</span>
                <span>{t(`chat.status.${message.status}`)}</span>
                {message.status === 'failed' && (
                  <Button variant="subtle" size="compact-xs" onClick={() => retry(message)}>
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

        <form className={classes.form} onSubmit={submit} noValidate>
          <Text size="xs" c="dimmed" mb={6}>
            {t('chat.replyNote')}
          </Text>
          {!knownEmail && (
            <TextInput
              type="email"
              autoComplete="email"
              size="sm"
              mb={8}
              label={t('chat.emailLabel')}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (emailError) setEmailError(null);
              }}
              error={emailError}
            />
          )}
          <Textarea
            ref={input}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              if (error) setError(null);
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
      </section>
    </>
  );
}
