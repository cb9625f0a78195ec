import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RETURN_CENTRE_LINES_MAX,
  ZStoreSettings,
  type TStoreSettings,
  type TStoreSettingsInput,
} from '../../../../shared/staff/settings.js';
import { STORE_INFO } from '../../../../shared/stores.js';
import { toast } from '../../lib/toast.js';
import { useSaveStoreSettings } from './api/put-store-settings.js';
import { RefusalAlert, useApplyRefusal } from './form-parts.js';
import { refusalOf, type Refusal } from './refusal.js';
import { ReturnCentreFields } from './ReturnCentreFields.js';
import { MailSection, RefundSection, SavedState, ServiceSection } from './SettingsSections.js';
import { storeLabel } from './StoresField.js';

/** The fields a refusal of the server may name, each shown beside its own input. */
const FIELDS = [
  'refundThreshold',
  'autoApprove',
  'teamEmail',
  'fromEmail',
  'returnCentre.name',
  ...Array.from({ length: RETURN_CENTRE_LINES_MAX }, (_, line) => `returnCentre.lines.${line}`),
  'firstResponseDays',
  'resolutionDays',
];

/** The settings without what the answer adds (the store, when saved). */
function inputOf(settings: TStoreSettings): TStoreSettingsInput {
  const { store: _store, updatedAt: _updatedAt, ...input } = settings;
  return input;
}

/** The settings of one store: refunds, e-mail, the return centre and the service level, saved as a whole. */
export function SettingsForm({ settings }: { settings: TStoreSettings }) {
  const { t } = useTranslation();
  const save = useSaveStoreSettings(settings.store);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const form = useForm<TStoreSettingsInput>({
    defaultValues: inputOf(settings),
    resolver: zodResolver(ZStoreSettings),
  });
  const applyRefusal = useApplyRefusal(form.setError);

  const onSubmit = form.handleSubmit((input) => {
    setRefusal(null);
    setSavedAt(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(inputOf(saved));
        setSavedAt(saved.updatedAt);
        toast(t('admin.stores.saved', { store: storeLabel(saved.store) }));
      },
      onError: (error) => {
        const found = refusalOf(error, FIELDS);
        applyRefusal(found);
        setRefusal(found);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('admin.stores.formOf', { store: storeLabel(settings.store) })}>
      <Stack gap="md" maw={760}>
        <SavedState updatedAt={savedAt ?? settings.updatedAt} />
        <RefundSection form={form} currency={STORE_INFO[settings.store].currency} />
        <MailSection form={form} />
        <ReturnCentreFields form={form} />
        <ServiceSection form={form} />
        <RefusalAlert refusal={refusal} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('admin.stores.save')}
          </Button>
          <Text size="sm" c="green.9" role="status">
            {savedAt ? t('admin.stores.savedNote') : null}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
