import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Audit.module.css';
import { diffJson, shown } from './diff.js';

const FIRST = 6;

/** Before → after of an entry, one line per changed path; a long list shows its first lines and a button. */
export function Changes({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const changes = diffJson(before, after);
  if (changes.length === 0) {
    return (
      <Text size="xs" c="gray.7">
        {t('audit.noChanges')}
      </Text>
    );
  }
  const visible = all ? changes : changes.slice(0, FIRST);
  return (
    <div>
      <ul className={classes.changes}>
        {visible.map((change) => (
          <li key={change.path}>
            {change.path ? <span className={classes.path}>{change.path}</span> : null}
            {change.kind !== 'added' ? (
              <del className={classes.before}>
                <span className={classes.hidden}>{t('audit.was')} </span>
                {shown(change.before)}
              </del>
            ) : null}
            {change.kind === 'changed' ? <span aria-hidden="true"> → </span> : null}
            {change.kind !== 'removed' ? (
              <ins className={classes.after}>
                <span className={classes.hidden}>{t('audit.now')} </span>
                {shown(change.after)}
              </ins>
            ) : (
              <span className={classes.removed}> {t('audit.removed')}</span>
            )}
          </li>
        ))}
      </ul>
      {changes.length > FIRST ? (
        <Button variant="subtle" size="compact-xs" onClick={() => setAll((open) => !open)} aria-expanded={all}>
          {all ? t('audit.showFewer') : t('audit.showAll', { count: changes.length })}
        </Button>
      ) : null}
    </div>
  );
}
