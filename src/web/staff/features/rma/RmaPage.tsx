import { Alert, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffApiError } from '../../lib/api.js';
import { ActionsPanel } from './ActionsPanel.js';
import { rmaQuery } from './api/get-rma.js';
import { CustomerTimeline } from './CustomerTimeline.js';
import { EventLog } from './EventLog.js';
import { LinesTable } from './LinesTable.js';
import { CustomerBlock, RmaHeader } from './RmaHeader.js';

/** The RMA page (docs/staff/console.md#rma-page). */
export function RmaPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const rma = useQuery(rmaQuery(id));
  if (rma.isPending) return <Text aria-busy="true">{t('state.loading')}</Text>;
  if (rma.isError) {
    const missing = rma.error instanceof StaffApiError && rma.error.httpStatus === 404;
    return (
      <Alert color={missing ? 'gray' : 'red'} role="alert" title={missing ? t('rma.notFound') : t('error.generic')}>
        {missing ? null : (
          <Button size="xs" variant="light" onClick={() => void rma.refetch()}>
            {t('state.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  const data = rma.data;
  return (
    <Stack gap="sm">
      <RmaHeader rma={data} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 2, md: 1 }}>
          <Stack gap="sm">
            <CustomerBlock rma={data} />
            <Paper withBorder p="sm" component="section" aria-labelledby="lines-title">
              <Title order={2} size="h5" id="lines-title" mb="xs">
                {t('rma.lines', { count: data.lines.length })}
              </Title>
              <LinesTable lines={data.lines} />
            </Paper>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Paper withBorder p="sm" component="section" aria-labelledby="timeline-title">
                  <Title order={2} size="h5" id="timeline-title" mb="xs">
                    {t('rma.customerTimeline')}
                  </Title>
                  <CustomerTimeline rma={data} />
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <Paper withBorder p="sm" component="section" aria-labelledby="events-title">
                  <Title order={2} size="h5" id="events-title" mb="xs">
                    {t('rma.eventLog')}
                  </Title>
                  <EventLog events={data.events} />
                </Paper>
              </Grid.Col>
            </Grid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 1, md: 2 }}>
          <div style={{ position: 'sticky', top: 60 }}>
            <ActionsPanel rma={data} />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
