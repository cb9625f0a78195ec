import { Button, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_FAMILIES } from '../../../../shared/staff/audit.js';
import type { AuditView } from './view.js';

const ACTIONS = ['staff.sign-in', 'staff.sign-in-failed'] as const;

/** Who, which RMA, which action, which days: applied together (Apply, or Enter in a field) and cleared together. */
export function AuditFilters({ view, onApply }: { view: AuditView; onApply: (view: AuditView) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditView>(view);
  useEffect(() => setDraft(view), [view]);
  const set = (key: keyof AuditView) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const known = [...AUDIT_ACTION_FAMILIES.map((family) => `${family}.*`), ...ACTIONS] as string[];
  const actions = [
    { value: '', label: t('audit.filter.anyAction') },
    ...AUDIT_ACTION_FAMILIES.map((family) => ({ value: `${family}.*`, label: t(`audit.family.${family}`) })),
    ...ACTIONS.map((action) => {
      const [family, name] = action.split('.');
      return { value: action, label: t(`audit.action.${family}.${name}`) };
    }),
    ...(view.action && !known.includes(view.action) ? [{ value: view.action, label: view.action }] : []),
  ];
  const clean = (v: AuditView): AuditView =>
    Object.fromEntries(
      Object.entries(v).map(([key, value]) => [key, (value as string | undefined)?.trim() || undefined]),
    );
  return (
    <Paper withBorder p="sm">
      <form
        aria-label={t('audit.filter.title')}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(clean(draft));
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
          <TextInput
            label={t('audit.filter.actor')}
            type="search"
            value={draft.actor ?? ''}
            onChange={set('actor')}
            maxLength={254}
          />
          <TextInput label={t('audit.filter.rma')} value={draft.rma ?? ''} onChange={set('rma')} maxLength={64} />
          <NativeSelect
            label={t('audit.filter.action')}
            value={draft.action ?? ''}
            onChange={set('action')}
            data={actions}
          />
          <TextInput label={t('audit.filter.from')} type="date" value={draft.from ?? ''} onChange={set('from')} />
          <TextInput label={t('audit.filter.to')} type="date" value={draft.to ?? ''} onChange={set('to')} />
        </SimpleGrid>
        <Group gap="xs" mt="xs">
          <Button type="submit">{t('audit.filter.apply')}</Button>
          <Button variant="default" onClick={() => onApply({})}>
            {t('audit.filter.clear')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
