import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NoticeWindow } from './useMaintenance.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { NoMaintenance, useNoticeText } from './MaintenanceNotice.js';
import { useMaintenance } from './useMaintenance.js';

/**
 * /rma/maintenance (docs/rules/shell.md): the maintenance message while a window is announced (for the announced window,
 * only before 3 PM on 9 October 2022), else a line saying none is planned. During the window itself the page
 * shell shows the "maintenance under way" text instead of any page, this one included.
 */
export function MaintenancePage() {
  usePageMeta('maintenance');
  const { notice } = useMaintenance();
  if (!notice) return <NoMaintenance />;
  return <AnnouncedMaintenance window={notice} />;
}

function AnnouncedMaintenance({ window }: { window: NoticeWindow }) {
  const { t } = useTranslation('shell');
  const text = useNoticeText(window);
  return (
    <Stack align="center" gap="md" py={48} ta="center" data-testid="maintenance-page">
      <Title order={1}>{t('maintenance.title')}</Title>
      <Text size="lg" maw={620}>
        {text}
      </Text>
    </Stack>
  );
}
