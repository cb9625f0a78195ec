import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUEUE_TABS, type QueueTab } from '../../../../shared/staff/queues.js';
import { formatCount } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';
import classes from './Queue.module.css';

/** The queue's tabs, each with its live count (the counts follow the filters). */
export function QueueTabs({
  tab,
  counts,
  capped = [],
  onChange,
}: {
  tab: QueueTab;
  counts: Partial<Record<QueueTab, number>> | undefined;
  /** Tabs counted only up to a cap (the closed tab grows with history): shown as "10,000+". */
  capped?: readonly QueueTab[] | undefined;
  onChange: (tab: QueueTab) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const chosen = QUEUE_TABS.find((candidate) => candidate === value);
        if (chosen) onChange(chosen);
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List className={classes.tabs} aria-label={t('queue.tabs')}>
        {QUEUE_TABS.map((name) => (
          <Tabs.Tab
            key={name}
            value={name}
            rightSection={
              <Badge
                size="sm"
                variant={name === tab ? 'filled' : 'light'}
                color={name === 'late' && (counts?.late ?? 0) > 0 ? 'red' : 'indigo'}
                aria-label={t('queue.count', { count: counts?.[name] ?? 0 })}
              >
                {counts?.[name] === undefined
                  ? '–'
                  : `${formatCount(counts[name], language)}${capped.includes(name) ? '+' : ''}`}
              </Badge>
            }
          >
            {t(`tab.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
