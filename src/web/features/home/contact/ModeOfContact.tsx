import { Group, Paper, Radio, Text, Title } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closeChat, openChat, useChatOpen } from '../../../lib/chat.js';
import { useStore } from '../../../lib/store-context.js';

export type ContactMode = 'email' | 'chat';

/**
 * Mode of contact (docs/rules/details.md): e-mail, or online chat in the stores that offer it. Choosing
 * chat opens the chat widget, choosing e-mail closes it. The "select mode of contact" error shows when the
 * customer goes on without choosing.
 */
export const ModeOfContact = memo(function ModeOfContact({
  value,
  onChange,
  error,
}: {
  value: ContactMode | null;
  onChange: (mode: ContactMode) => void;
  error: boolean;
}) {
  const { t } = useTranslation('home');
  const { info } = useStore();
  const chatOpen = useChatOpen();
  const wasOpen = useRef(chatOpen);

  // The customer closed the chat window itself: the choice falls back to e-mail (re-choosing chat reopens it).
  useEffect(() => {
    if (wasOpen.current && !chatOpen && value === 'chat') onChange('email');
    wasOpen.current = chatOpen;
  }, [chatOpen, value, onChange]);

  const choose = (next: string) => {
    const mode = next === 'chat' && info.chat ? 'chat' : 'email';
    if (mode === 'chat') openChat();
    else closeChat();
    onChange(mode);
  };

  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-labelledby="contact-mode-title">
      <Radio.Group
        value={value ?? ''}
        onChange={choose}
        name="contactMode"
        label={
          <Title order={2} size="h3" id="contact-mode-title">
            {t('contact.title')}
          </Title>
        }
        description={t('contact.description')}
        error={error ? t('selectModeOfContact', { ns: 'messages' }) : undefined}
        errorProps={{ role: 'alert' }}
        required
        withAsterisk={false}
      >
        <Group mt="sm" gap="xl">
          <Radio value="email" label={t('contact.email')} id="contact-mode-email" />
          {info.chat ? <Radio value="chat" label={t('contact.chat')} id="contact-mode-chat" /> : null}
        </Group>
      </Radio.Group>
      {value === 'chat' ? (
        <Text size="sm" mt="sm" c="gray.8">
          {t('contact.chatOpened')}
        </Text>
      ) : null}
    </Paper>
  );
});
