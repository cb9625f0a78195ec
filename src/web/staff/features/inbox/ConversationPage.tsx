import { Alert, Anchor, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NO_MESSAGE } from '../../../../shared/schemas/chat.js';
import { ZInboxParams, type TInboxConversation } from '../../../../shared/staff/inbox.js';
import { NotFound } from '../../components/NotFound.js';
import { StaffApiError } from '../../lib/api.js';
import { useCan } from '../../lib/staff-context.js';
import { conversationKey, conversationOptions } from './api/get-conversation.js';
import { useSetStatus } from './api/set-status.js';
import { CustomerPanel } from './CustomerPanel.js';
import { useStaffChat } from './live/useStaffChat.js';
import { LiveStatus } from './LiveStatus.js';
import { MessageLog } from './MessageLog.js';
import { ChannelBadge, StateBadges, customerLabel } from './parts.js';
import { ReplyBox } from './ReplyBox.js';
import { useSendReply } from './useSendReply.js';

/** Close an open or answered conversation (nothing is owed), or reopen a closed one. */
function StatusButton({ conversation }: { conversation: TInboxConversation }) {
  const { t } = useTranslation();
  const change = useSetStatus(conversation.id);
  const closed = conversation.status === 'closed';
  return (
    <Button
      variant="default"
      size="sm"
      loading={change.isPending}
      onClick={() => change.mutate(closed ? 'open' : 'closed')}
    >
      {closed ? t('inbox.reopen') : t('inbox.close')}
    </Button>
  );
}

function Conversation({ conversation }: { conversation: TInboxConversation }) {
  const { t } = useTranslation();
  const canWork = useCan('work');
  const sender = useSendReply(conversation);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/inbox" size="sm">
        ← {t('inbox.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {t('inbox.conversationWith', { name: customerLabel(conversation, t) })}
          </Title>
          <Group gap={6} mt={4} wrap="wrap">
            <StateBadges row={conversation} />
            <ChannelBadge channel={conversation.channel} />
            <Text size="sm">{conversation.store.toUpperCase()}</Text>
          </Group>
        </div>
        {canWork ? <StatusButton conversation={conversation} /> : null}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="sm" component="section" aria-labelledby="inbox-messages-title">
            <Title order={2} size="h5" id="inbox-messages-title" mb="xs">
              {t('inbox.message.list')}
            </Title>
            {conversation.channel === 'chat' ? (
              <Box mb="xs">
                <LiveStatus />
              </Box>
            ) : null}
            <MessageLog
              conversation={conversation}
              pending={sender.pending}
              typing={sender.customerTyping}
              onResend={sender.resend}
            />
            {canWork ? (
              <ReplyBox sender={sender} />
            ) : (
              <Text size="sm" c="gray.7" mt="xs">
                {t('inbox.reply.readOnly')}
              </Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CustomerPanel conversation={conversation} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The conversation's screen (`/staff/inbox/:id`); a missing id, or one of another store, is not found. */
export function ConversationPage() {
  const params = ZInboxParams.safeParse(useParams());
  return params.success ? <ConversationScreen id={params.data.id} /> : <NotFound />;
}

function ConversationScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const chat = useStaffChat();
  const conversation = useQuery(conversationOptions(id));
  // After a reconnect the socket asks for what this screen missed, from the last message it shows.
  useEffect(
    () =>
      chat.connection.watch(
        id,
        () => client.getQueryData<TInboxConversation>(conversationKey(id))?.messages.at(-1)?.id ?? NO_MESSAGE,
      ),
    [chat.connection, client, id],
  );
  if (conversation.isPending) return <Text aria-busy="true">{t('state.loading')}</Text>;
  if (conversation.isError) {
    if (conversation.error instanceof StaffApiError && conversation.error.httpStatus === 404) return <NotFound />;
    return (
      <Alert color="red" role="alert" title={t('error.generic')}>
        <Button size="xs" variant="light" onClick={() => void conversation.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  return <Conversation conversation={conversation.data} />;
}
