import { Alert, Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, LANGUAGE_NATIVE_NAME } from '../../../../shared/languages.js';
import type { TMailDetail } from '../../../../shared/schemas/mail.js';
import { StaffApiError } from '../../lib/api.js';
import { formatDateTime } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';
import { mailOptions } from './api/get-mail.js';
import classes from './Mail.module.css';
import { MailStatusBadge } from './MailStatusBadge.js';
import { Fact } from '../../components/Fact.js';

/**
 * The e-mail's HTML as sent, in a frame with no scripts, no same-origin access and no forms: only its links work, and
 * they open in a new tab (the `<base>` added here), as they would from the customer's mail client.
 */
export function srcDocOf(html: string): string {
  return `<!doctype html><base target="_blank">${html}`;
}

function Facts({ mail }: { mail: TMailDetail }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, languageOfTag(i18n.language))}</time>;
  const language = isLanguage(mail.language)
    ? `${LANGUAGE_NATIVE_NAME[mail.language]} (${mail.language})`
    : mail.language;
  return (
    <dl className={classes.facts}>
      <Fact label={t('mail.from')}>{mail.sender}</Fact>
      <Fact label={t('mail.to')}>{mail.recipient}</Fact>
      <Fact label={t('mail.language')}>{language}</Fact>
      <Fact label={t('mail.store')}>{mail.store.toUpperCase()}</Fact>
      <Fact label={t('mail.kind')}>{t(`mail.event.${mail.event}`, { defaultValue: mail.event })}</Fact>
      {mail.rmaId ? (
        <Fact label={t('mail.rma')}>
          <Anchor component={Link} to={`/rmas/${encodeURIComponent(mail.rmaId)}`}>
            {t('mail.openRma')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to={`/mail?rma=${encodeURIComponent(mail.rmaId)}`}>
            {t('mail.rmaMails')}
          </Anchor>
        </Fact>
      ) : null}
      <Fact label={t('mail.written')}>{when(mail.createdAt)}</Fact>
      <Fact label={t('mail.delivery')}>
        <Group gap={6} component="span">
          <MailStatusBadge status={mail.status} />
          <span>{t('mail.attempts', { count: mail.attempts })}</span>
        </Group>
      </Fact>
      {mail.sentAt ? <Fact label={t('mail.sentAt')}>{when(mail.sentAt)}</Fact> : null}
      {mail.status === 'pending' ? <Fact label={t('mail.nextAttempt')}>{when(mail.nextAttemptAt)}</Fact> : null}
      {mail.lastError ? <Fact label={t('mail.lastError')}>{mail.lastError}</Fact> : null}
      <Fact label={t('mail.messageId')}>
        <span className={classes.mono}>{mail.messageId}</span>
      </Fact>
    </dl>
  );
}

/** One e-mail: who it went to and how its delivery went, then the message as HTML and as plain text. */
export function MailDetail({ id, backHref }: { id: string; backHref: string | null }) {
  const { t } = useTranslation();
  const mail = useQuery(mailOptions(id));
  const back = backHref ? (
    <Anchor component={Link} to={backHref} size="sm">
      ← {t('mail.backToList')}
    </Anchor>
  ) : null;
  if (mail.isPending) return <Text aria-busy="true">{t('state.loading')}</Text>;
  if (mail.isError) {
    const missing = mail.error instanceof StaffApiError && mail.error.httpStatus === 404;
    return (
      <Stack gap="xs">
        {back}
        <Alert color={missing ? 'gray' : 'red'} role="alert" title={missing ? t('mail.notFound') : t('error.generic')}>
          {missing ? null : (
            <Button size="xs" variant="light" onClick={() => void mail.refetch()}>
              {t('state.retry')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  const data = mail.data;
  return (
    <Stack gap="sm">
      {back}
      <Title order={2} size="h4" className={classes.detailTitle}>
        {data.subject}
      </Title>
      {data.status === 'kept' ? (
        <Alert color="indigo" variant="light" p="xs">
          {t('mail.keptNote')}
        </Alert>
      ) : null}
      <Facts mail={data} />
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t('mail.html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('mail.text')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="xs">
          <iframe
            className={classes.frame}
            title={t('mail.htmlFrame', { subject: data.subject })}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            srcDoc={srcDocOf(data.html)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="xs">
          <pre className={classes.text} tabIndex={0}>
            {data.text}
          </pre>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
