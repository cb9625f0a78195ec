import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { insightsCsvUrl, insightsOptions } from './api/get-insights.js';
import { BacklogSection } from './BacklogSection.js';
import { DAYJS_LOCALE } from './dates.js';
import classes from './Insights.module.css';
import { InsightsFilters } from './InsightsFilters.js';
import { useInsightFormat } from './numbers.js';
import { ReasonsSection } from './ReasonsSection.js';
import { ResolutionSection } from './ResolutionSection.js';
import { ReturnRateSection } from './ReturnRateSection.js';
import { useInsightsView } from './useInsightsView.js';
import { PageHeading } from '../../components/PageHeading.js';

/**
 * The insights dashboard (docs/staff/insights.md): for a store (or all of the user's) and a period, returns by reason
 * and fault code per product, return rate per SKU, time to resolution, and the backlog, each a chart with its table
 * and its CSV. The store and period are in the URL.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const format = useInsightFormat();
  const { view, update, stores, today } = useInsightsView();
  const answer = useQuery(insightsOptions(view));
  const sectionProps = { phone, format };
  return (
    // Mantine's grey outside-month days and red weekends are below 4.5:1 on white: neither is drawn.
    <DatesProvider settings={{ locale: DAYJS_LOCALE[format.language], firstDayOfWeek: 1, weekendDays: [] }}>
      <Stack gap="md" className={classes.page}>
        <PageHeading title={t('insights.title')} intro={t('insights.intro')} introWidth="75ch" />
        <InsightsFilters view={view} update={update} stores={stores} today={today} format={format} />
        <Text size="sm" aria-live="polite">
          {t('insights.period', {
            store: view.store ? view.store.toUpperCase() : t('insights.filter.allStores'),
            from: format.date(view.from),
            to: format.date(view.to),
          })}
        </Text>
        {answer.isPending ? (
          <Loader size="sm" aria-label={t('state.loading')} />
        ) : answer.isError ? (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text>{t('insights.failed')}</Text>
            <Button variant="default" size="xs" onClick={() => void answer.refetch()}>
              {t('state.retry')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md" aria-busy={answer.isPlaceholderData} className={classes.sections}>
            <ReasonsSection rows={answer.data.reasons} csvHref={insightsCsvUrl(view, 'reasons')} {...sectionProps} />
            <ReturnRateSection
              rows={answer.data.returnRate}
              csvHref={insightsCsvUrl(view, 'return-rate')}
              {...sectionProps}
            />
            <ResolutionSection
              rows={answer.data.resolution}
              csvHref={insightsCsvUrl(view, 'resolution')}
              {...sectionProps}
            />
            <BacklogSection rows={answer.data.backlog} csvHref={insightsCsvUrl(view, 'backlog')} {...sectionProps} />
          </Stack>
        )}
      </Stack>
    </DatesProvider>
  );
}
