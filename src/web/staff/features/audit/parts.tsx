import { Anchor, Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAuditEntry } from '../../../../shared/staff/audit.js';
import { formatDateTime } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';
import classes from './Audit.module.css';

/** An action in words: an RMA action by the name its button has, the others by the log's own texts. */
export function ActionName({ action }: { action: string }) {
  const { t } = useTranslation();
  const [family = '', name = ''] = action.split('.');
  const words =
    family === 'rma'
      ? `${t('audit.family.rma')}: ${t(`action.${name}`, { defaultValue: name })}`
      : t(`audit.action.${family}.${name}`, { defaultValue: action });
  return (
    <>
      <Text size="sm" fw={600} component="span" display="block">
        {words}
      </Text>
      <span className={classes.code}>{action}</span>
    </>
  );
}

/** What the entry is about: an RMA (a link), a staff user, a store, a conversation; and its store. */
export function Target({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  const id = entry.entityId;
  let what: ReactNode = id ? `${entry.entity} ${id}` : null;
  if (entry.entity === 'rma' && id) {
    what = (
      <Anchor component={Link} to={`/rmas/${encodeURIComponent(id)}`} size="sm" fw={700}>
        {entry.rmaNo ?? id}
      </Anchor>
    );
  } else if (entry.entity === 'staff') what = id ? t('audit.target.staff', { id }) : null;
  else if (entry.entity === 'store') what = t('audit.target.store', { store: id.toUpperCase() });
  else if (entry.entity === 'conversation') what = t('audit.target.conversation', { id });
  return (
    <Text size="sm" component="span" display="block">
      {what}
      {entry.store ? (
        <Badge size="xs" variant="outline" color="gray.8" ml={6} style={{ textTransform: 'none' }}>
          {entry.store.toUpperCase()}
        </Badge>
      ) : null}
    </Text>
  );
}

export function Who({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" component="span" display="block" className={classes.actor}>
        {entry.actor === 'system' ? t('audit.system') : entry.actor}
      </Text>
      {entry.ip ? <span className={classes.code}>{t('audit.ip', { ip: entry.ip })}</span> : null}
    </>
  );
}

export function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={at} className={classes.when}>
      {formatDateTime(at, languageOfTag(i18n.language))}
    </time>
  );
}
