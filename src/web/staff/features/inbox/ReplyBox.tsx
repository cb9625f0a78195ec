import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INBOX_REPLY_MAX } from '../../../../shared/limits.js';
import { validateReply } from '../../../../shared/rules/inbox.js';
import { StaffApiError } from '../../lib/api.js';
import { failureMessage } from '../../lib/query-client.js';
import type { useSendReply } from './useSendReply.js';

/** The reply's one rule (src/shared/rules/inbox.ts); the issue's message is the translation key's last part. */
const ZReplyForm = z.object({
  body: z.string().superRefine((body, ctx) => {
    const invalid = validateReply(body);
    if (invalid) ctx.addIssue({ code: 'custom', message: invalid });
  }),
});
type TReplyForm = z.infer<typeof ZReplyForm>;

const HINT = {
  live: 'inbox.reply.hintLive',
  mail: 'inbox.reply.hintMail',
  'chat-offline': 'inbox.reply.hintChatOffline',
} as const;

/** The reply box: 1 to 2000 characters, the error tied to the field, sent live in a chat or by HTTP. */
export function ReplyBox({ sender }: { sender: ReturnType<typeof useSendReply> }) {
  const { t } = useTranslation();
  const form = useForm<TReplyForm>({ resolver: zodResolver(ZReplyForm), defaultValues: { body: '' } });
  const body = form.watch('body');
  const fieldError = form.formState.errors.body?.message;
  const failure = form.formState.errors.root?.message;

  const submit = form.handleSubmit(async ({ body: text }) => {
    try {
      await sender.send(text.trim());
      form.reset({ body: '' });
    } catch (error) {
      const field = error instanceof StaffApiError ? error.fields.body : undefined;
      form.setError('root', { message: field ?? failureMessage(error, t('inbox.reply.failed')) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('inbox.reply.title')}>
      <Textarea
        label={t('inbox.reply.label')}
        description={t(HINT[sender.route])}
        autosize
        minRows={3}
        maxRows={12}
        {...form.register('body', { onChange: sender.typed })}
        error={fieldError ? t(`inbox.reply.error.${fieldError}`, { max: INBOX_REPLY_MAX }) : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <Group justify="space-between" mt={6} wrap="wrap">
        <Text size="xs" c="gray.7">
          {t('inbox.reply.counter', { used: body.trim().length, max: INBOX_REPLY_MAX })}
        </Text>
        <Button type="submit" loading={sender.sending}>
          {t('inbox.reply.send')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert" mt="xs" title={t('inbox.reply.failed')}>
          {failure}
        </Alert>
      ) : null}
    </form>
  );
}
