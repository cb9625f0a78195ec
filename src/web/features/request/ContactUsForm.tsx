import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiStatus } from '../../../shared/codes.js';
import { CONTACT_MESSAGE_MAX, TIMINGS } from '../../../shared/limits.js';
import type { Store } from '../../../shared/stores.js';
import { showErrorToast, showToast } from '../../components/feedback.js';
import { sendContactUs } from './api.js';
import { CountedTextarea } from './ReasonPanel.js';

/** Contact us for assistance: a message of up to 200 characters; an empty one shows the error for 5 s. */
export function ContactUsForm({ store }: { store: Store }) {
  const { t } = useTranslation('request');
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const errorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(errorTimer.current), []);

  const showError = (text: string) => {
    setError(text);
    clearTimeout(errorTimer.current);
    errorTimer.current = setTimeout(() => setError(null), TIMINGS.contactErrorMs);
  };

  const send = async () => {
    if (sending.current) return;
    if (message.trim() === '') {
      showError(t('enterMessage', { ns: 'messages' }));
      return;
    }
    sending.current = true;
    setPending(true);
    try {
      const answer = await sendContactUs(store, message.trim());
      if (answer.status === ApiStatus.Success) {
        navigate('/contact-us-success');
        return;
      }
      showToast(t('genericError', { ns: 'messages' }), 'error');
    } catch (failure) {
      showErrorToast(failure, t('genericError', { ns: 'messages' }));
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('contact.intro')}</Text>
      <CountedTextarea
        id="contact-message"
        label={t('contact.label')}
        required
        max={CONTACT_MESSAGE_MAX}
        value={message}
        minRows={4}
        error={error ?? undefined}
        onChange={(value) => {
          setMessage(value);
          if (error && value.trim() !== '') setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button onClick={send} loading={pending} disabled={pending} miw={140}>
          {t('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
