import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LANGUAGE_TAG } from '../../../shared/languages.js';
import type { MaintenanceWindow } from '../../../shared/rules/maintenance.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { useStore } from '../../lib/store-context.js';
import { describeWindow } from './format.js';
import type { NoticeWindow } from './useMaintenance.js';

function useWindowText(window: MaintenanceWindow) {
  const { language } = useStore();
  return describeWindow(window, LANGUAGE_TAG[language]);
}

/**
 * "This site will be unavailable … on <date>, from <start> to <end> (GMT+8). We apologise …", in the interface
 * language. The operator's own text for the window is written in one language (English), so it replaces ours
 * only where the interface is English.
 */
export function useNoticeText(window: NoticeWindow): string {
  const { t } = useTranslation('shell');
  const { language } = useStore();
  const { date, start, end, endDate, zone } = useWindowText(window);
  if (language === 'en' && window.message) return window.message;
  return endDate
    ? t('maintenance.noticeSpan', { date, start, end, endDate, zone })
    : t('maintenance.notice', { date, start, end, zone });
}

/** The announcement of a coming window, above the workspace on every page. */
export function MaintenanceNotice({ window }: { window: NoticeWindow }) {
  const { t } = useTranslation('shell');
  const text = useNoticeText(window);
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('maintenance.title')}
      mb="lg"
      role="region"
      aria-label={t('maintenance.title')}
      data-testid="maintenance-notice"
      styles={{ title: { color: 'var(--mantine-color-black)' }, message: { color: 'var(--mantine-color-black)' } }}
    >
      {text}
    </Alert>
  );
}

/** What replaces the workspace while a window is on: the site is unavailable, and until when. */
export function MaintenanceUnderway({ window }: { window: MaintenanceWindow | null }) {
  const { t } = useTranslation('shell');
  // No route's page renders during the window, so this sets the page's title and description.
  usePageMeta('maintenance');
  return (
    <Stack align="center" gap="md" py={48} ta="center" data-testid="maintenance-underway">
      <Title order={1}>{t('maintenance.title')}</Title>
      <Text size="lg" maw={560}>
        {t('maintenance.underway')}
      </Text>
      {window && <UntilText window={window} />}
      <Text c="dimmed">{t('maintenance.apology')}</Text>
    </Stack>
  );
}

function UntilText({ window }: { window: MaintenanceWindow }) {
  const { t } = useTranslation('shell');
  const text = useWindowText(window);
  return (
    <Text size="lg" maw={560} fw={600}>
      {t('maintenance.backAt', { time: text.end, date: text.endDate ?? text.date, zone: text.zone })}
    </Text>
  );
}

/** The /rma/maintenance page's text when no window is announced. */
export function NoMaintenance() {
  const { t } = useTranslation('shell');
  return (
    <Stack align="center" gap="md" py={48} ta="center">
      <Title order={1}>{t('maintenance.title')}</Title>
      <Text size="lg">{t('maintenance.none')}</Text>
      <Anchor component={Link} to="/">
        {t('backToHome', { ns: 'common' })}
      </Anchor>
    </Stack>
  );
}
