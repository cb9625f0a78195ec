import { Alert, Button, Group, List, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQueueRow } from '../../../../shared/staff/queues.js';
import { useStaff } from '../../lib/staff-context.js';
import { useBulkAction, type TBulkRequest } from './api/bulk-action.js';

interface RowResult {
  rmaNo: string;
  ok: boolean;
  message?: string;
}

/** Bulk approve, assign and receive on the selected rows; each row's result is listed, failures first. */
export function BulkBar({ rows, onDone }: { rows: TQueueRow[]; onDone: () => void }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const bulk = useBulkAction();
  const [results, setResults] = useState<RowResult[] | null>(null);

  const run = (action: TBulkRequest['action'], extra: Partial<TBulkRequest> = {}) => {
    const numbers = new Map(rows.map((row) => [row.id, row.rmaNo]));
    bulk.mutate(
      { action, items: rows.map((row) => ({ id: row.id, version: row.version })), ...extra },
      {
        onSuccess: ({ results: answered }) => {
          const list = answered.map((r) => ({ rmaNo: numbers.get(r.id) ?? r.id, ok: r.ok, message: r.message }));
          setResults(list.sort((a, b) => Number(a.ok) - Number(b.ok)));
          onDone();
        },
      },
    );
  };

  const failed = results?.filter((r) => !r.ok).length ?? 0;
  return (
    <>
      {rows.length > 0 ? (
        <Paper withBorder p="xs" bg="indigo.0" role="region" aria-label={t('bulk.title')}>
          <Group gap="xs">
            <Text size="sm" fw={700}>
              {t('bulk.selected', { count: rows.length })}
            </Text>
            <Button size="xs" loading={bulk.isPending} onClick={() => run('approve')}>
              {t('bulk.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={bulk.isPending}
              onClick={() => run('assign', { assigneeId: staff.id })}
            >
              {t('bulk.assignToMe')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={bulk.isPending}
              onClick={() => run('assign', { assigneeId: null })}
            >
              {t('bulk.unassign')}
            </Button>
            <Button size="xs" variant="default" disabled={bulk.isPending} onClick={() => run('receive')}>
              {t('bulk.receive')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      {results ? (
        <Alert
          color={failed ? 'orange' : 'green'}
          variant="light"
          withCloseButton
          closeButtonLabel={t('state.close')}
          onClose={() => setResults(null)}
          title={t('bulk.result', { ok: results.length - failed, failed })}
          role="status"
        >
          <List size="sm" spacing={2}>
            {results.map((r) => (
              <List.Item key={r.rmaNo}>
                <strong>{r.rmaNo}</strong>: {r.ok ? t('bulk.ok') : (r.message ?? t('bulk.failed'))}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
