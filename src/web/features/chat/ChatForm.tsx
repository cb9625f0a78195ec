import { Button, Group, Text, TextInput, Textarea } from '@mantine/core';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_MAX } from '../../../shared/limits.js';
import type { useChatMessages } from './useChatMessages.js';
import classes from './Chat.module.css';

/** The message box (Enter sends, Shift+Enter breaks the line) and, when none is known, the reply address. */
export function ChatForm(props: {
  chat: ReturnType<typeof useChatMessages>;
  input: RefObject<HTMLTextAreaElement | null>;
  /** Nobody is online: the chat is this message form, and says so. */
  offline: boolean;
}) {
  const { t } = useTranslation('shell');
  const { chat, input } = props;
  const { draft, error, email, emailError, knownEmail } = chat;
  const submit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    chat.submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <Text size="xs" c="dimmed" mb={6} data-testid="chat-note">
        {t(props.offline ? 'chat.offline' : 'chat.replyNote')}
      </Text>
      {!knownEmail && (
        <TextInput
          type="email"
          autoComplete="email"
          size="sm"
          mb={8}
          label={t('chat.emailLabel')}
          value={email}
          onChange={(event) => chat.typeEmail(event.currentTarget.value)}
          error={emailError}
        />
      )}
      <Textarea
        ref={input}
        value={draft}
        onChange={(event) => chat.typeDraft(event.currentTarget.value)}
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
  );
}
