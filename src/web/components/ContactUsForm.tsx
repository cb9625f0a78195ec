import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, TIMINGS } from '../../shared/limits.js';
import { validateContactMessage } from '../../shared/rules/contact.js';
import type { Store } from '../../shared/stores.js';
import { useContactUs } from '../lib/contact-us.js';
import { CountedTextarea } from './CountedTextarea.js';

/** The contact form's schema: the shared rule judges the message; a valid one is sent trimmed. */
export const ZContactValues = z
  .object({ message: z.string() })
  .superRefine(({ message }, ctx) => {
    const problem = validateContactMessage(message);
    if (problem) ctx.addIssue({ code: 'custom', path: ['message'], message: problem });
  })
  .transform(({ message }) => ({ message: message.trim() }));

/**
 * Contact us for assistance: a message of up to 200 characters; an empty one shows the error for 5 s. Shown by the
 * request step (service contact us) and by the status panel when no RMA was found. Texts: `request` namespace.
 */
export function ContactUsForm({ store }: { store: Store }) {
  const { t } = useTranslation('request');
  const [, navigate] = useLocation();
  const send = useContactUs(store);
  const form = useForm({ defaultValues: { message: '' }, resolver: zodResolver(ZContactValues) });
  const errorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(errorTimer.current), []);

  const submit = form.handleSubmit(
    async ({ message }) => {
      if (send.isPending) return;
      await send.mutateAsync(message).then(
        () => navigate('/contact-us-success'),
        () => undefined,
      );
    },
    () => {
      clearTimeout(errorTimer.current);
      errorTimer.current = setTimeout(() => form.clearErrors('message'), TIMINGS.contactErrorMs);
    },
  );

  return (
    <Stack gap="sm">
      <Text size="sm">{t('contact.intro')}</Text>
      <Controller
        control={form.control}
        name="message"
        render={({ field, fieldState }) => (
          <CountedTextarea
            id="contact-message"
            label={t('contact.label')}
            required
            max={CONTACT_MESSAGE_MAX}
            value={field.value}
            minRows={4}
            error={
              fieldState.error?.message
                ? t(fieldState.error.message, { ns: 'messages', max: CONTACT_MESSAGE_MAX })
                : undefined
            }
            onChange={(value) => {
              field.onChange(value);
              if (fieldState.error && value.trim() !== '') form.clearErrors('message');
            }}
          />
        )}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={send.isPending} disabled={send.isPending} miw={140}>
          {t('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
