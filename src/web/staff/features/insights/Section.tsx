import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Insights.module.css';
import type { InsightFormat } from './numbers.js';

/** What each of the dashboard's sections is given: its table's rows, its CSV link, the width, the number formats. */
export interface SectionProps<Row> {
  rows: Row[];
  csvHref: string;
  phone: boolean;
  format: InsightFormat;
}

/**
 * One table of the dashboard: its title, what it counts, the CSV of the same filters, then the chart (drawn for the
 * eye, hidden from assistive technology) and the table with the same figures, or one sentence when it is empty.
 */
export function Section({
  title,
  description,
  csvHref,
  empty,
  emptyText,
  chart,
  children,
}: {
  title: string;
  description: string;
  csvHref: string;
  empty: boolean;
  emptyText: string;
  chart: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id} className={classes.section}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div className={classes.sectionHead}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        </div>
        <Anchor href={csvHref} download size="sm" className={classes.csv}>
          {t('insights.csv')}
        </Anchor>
      </Group>
      {empty ? (
        <Text className={classes.empty}>{emptyText}</Text>
      ) : (
        <div className={classes.body}>
          {chart ? (
            <figure className={classes.chart} aria-hidden="true">
              {chart}
            </figure>
          ) : null}
          <div className={classes.figures}>{children}</div>
        </div>
      )}
    </Paper>
  );
}
