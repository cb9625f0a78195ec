import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailListOptions } from './api/get-mail.js';
import classes from './Mail.module.css';
import { MailDetail } from './MailDetail.js';
import { MailFilters } from './MailFilters.js';
import { MailList } from './MailList.js';
import { useMailView } from './useMailView.js';
import { PageHeading } from '../../components/PageHeading.js';

/**
 * The mail view (docs/staff/mail.md): every e-mail the portal wrote for the user's stores, sent or kept, and one
 * opened beside the list (on a phone, instead of it) with its HTML and plain text.
 */
export function MailPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { view, update, hrefOf } = useMailView();
  const list = useInfiniteQuery(mailListOptions(view));
  const listPart = (
    <Stack gap="sm">
      <MailFilters view={view} update={update} />
      {view.rma ? (
        <Group gap="xs">
          <Text size="sm">{t('mail.oneRma')}</Text>
          <Anchor component={Link} to={`/rmas/${encodeURIComponent(view.rma)}`} size="sm">
            {t('mail.openRma')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => update({ rma: undefined })}>
            {t('mail.allMails')}
          </Anchor>
        </Group>
      ) : null}
      <MailList list={list} openId={view.id} hrefOf={hrefOf} />
    </Stack>
  );
  const header = <PageHeading title={t('mail.title')} intro={t('mail.intro')} />;
  if (phone) {
    return (
      <Stack gap="sm">
        {view.id ? (
          <MailDetail id={view.id} backHref={hrefOf(undefined)} />
        ) : (
          <>
            {header}
            {listPart}
          </>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {header}
      <div className={classes.split}>
        <section aria-label={t('mail.list')}>{listPart}</section>
        <section aria-label={t('mail.message')} className={classes.detail}>
          {view.id ? (
            <MailDetail id={view.id} backHref={null} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {t('mail.choose')}
            </Text>
          )}
        </section>
      </div>
    </Stack>
  );
}
