import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StaffApiError } from '../../lib/api.js';
import { useCan } from '../../lib/staff-context.js';
import { auditOptions } from './api/get-audit.js';
import { AuditEntries } from './AuditEntries.js';
import { AuditFilters } from './AuditFilters.js';
import { auditViewFromParams, paramsOfAuditView } from './view.js';
import { PageHeading } from '../../components/PageHeading.js';

function AuditLog() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => auditViewFromParams(params), [params]);
  const log = useInfiniteQuery(auditOptions(view));
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);
  let body;
  if (log.isError) {
    const badFilter = log.error instanceof StaffApiError && log.error.httpStatus === 400;
    body = (
      <Alert color="red" role="alert" title={badFilter ? t('audit.badFilter') : t('error.generic')}>
        {badFilter ? null : (
          <Button size="xs" variant="light" onClick={() => void log.refetch()}>
            {t('state.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (log.isPending) body = <Text aria-busy="true">{t('state.loading')}</Text>;
  else if (entries.length === 0) {
    body = (
      <Text c="dimmed" py="lg" ta="center">
        {t('audit.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        <AuditEntries entries={entries} phone={phone} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('audit.showing', { count: entries.length })}
          </Text>
          {log.hasNextPage ? (
            <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
              {t('audit.loadMore')}
            </Button>
          ) : null}
        </Group>
      </>
    );
  }
  return (
    <>
      <AuditFilters view={view} onApply={(next) => setParams(paramsOfAuditView(next), { replace: true })} />
      {body}
    </>
  );
}

/** The audit log (docs/staff/audit.md): who did what, when, and what it changed; read only. */
export function AuditPage() {
  const { t } = useTranslation();
  const allowed = useCan('supervise');
  return (
    <Stack gap="sm">
      <PageHeading title={t('audit.title')} intro={t('audit.intro')} />
      {allowed ? (
        <AuditLog />
      ) : (
        <Alert color="gray" role="alert">
          {t('audit.forbidden')}
        </Alert>
      )}
    </Stack>
  );
}
