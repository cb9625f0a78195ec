import { Paper, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '../../../../shared/staff/audit.js';
import classes from './Audit.module.css';
import { Changes } from './Changes.js';
import { ActionName, Target, When, Who } from './parts.js';

/** The entries as a table (a desktop) or as cards (a phone), with the same facts. */
export function AuditEntries({ entries, phone }: { entries: TAuditEntry[]; phone: boolean }) {
  const { t } = useTranslation();
  if (phone) {
    return (
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('audit.entries')}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} withBorder p="sm">
            <When at={entry.at} />
            <Who entry={entry} />
            <ActionName action={entry.action} />
            <Target entry={entry} />
            <div className={classes.cardChanges}>
              <Changes before={entry.before} after={entry.after} />
            </div>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="xs" className={classes.table} aria-label={t('audit.entries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.column.when')}</Table.Th>
            <Table.Th>{t('audit.column.who')}</Table.Th>
            <Table.Th>{t('audit.column.what')}</Table.Th>
            <Table.Th>{t('audit.column.target')}</Table.Th>
            <Table.Th>{t('audit.column.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <When at={entry.at} />
              </Table.Td>
              <Table.Td>
                <Who entry={entry} />
              </Table.Td>
              <Table.Td>
                <ActionName action={entry.action} />
              </Table.Td>
              <Table.Td>
                <Target entry={entry} />
              </Table.Td>
              <Table.Td className={classes.changesCell}>
                <Changes before={entry.before} after={entry.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
