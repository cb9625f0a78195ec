import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TAB_STATUSES } from '../../../shared/staff/queues.js';

/** Every RMA status a queue can list, in the order the work goes. */
export const ALL_STATUSES: readonly string[] = [
  ...TAB_STATUSES['needs-review'],
  ...TAB_STATUSES['awaiting-product'],
  ...TAB_STATUSES.inspecting,
  ...TAB_STATUSES['ready-to-refund'],
  ...TAB_STATUSES['ready-to-ship'],
  ...TAB_STATUSES.closed,
];

function colorOf(status: string): string {
  if (status === 'CANCELED' || status === 'CLOSED') return 'gray';
  if ((TAB_STATUSES.closed as readonly string[]).includes(status)) return 'green';
  if ((TAB_STATUSES['needs-review'] as readonly string[]).includes(status)) return 'orange';
  return 'indigo';
}

/** An RMA status in words (the colour only repeats what the words say). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={colorOf(status)} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
