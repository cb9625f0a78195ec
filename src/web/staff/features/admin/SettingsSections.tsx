import { Badge, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TStoreSettingsInput } from '../../../../shared/staff/settings.js';
import { formatDateTime } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';
import { useFieldText } from './form-parts.js';

type SettingsForm = UseFormReturn<TStoreSettingsInput>;

/** A titled group of settings. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** "Defaults" while nobody saved the store's settings, else when they were last saved. */
export function SavedState({ updatedAt }: { updatedAt: string | null }) {
  const { t, i18n } = useTranslation();
  if (updatedAt) {
    return (
      <Text size="sm" c="gray.7">
        {t('admin.stores.lastSaved', { time: formatDateTime(updatedAt, languageOfTag(i18n.language)) })}
      </Text>
    );
  }
  return (
    <Group gap="xs">
      <Badge variant="light" color="gray">
        {t('admin.stores.defaults')}
      </Badge>
      <Text size="sm" c="gray.7">
        {t('admin.stores.defaultsText')}
      </Text>
    </Group>
  );
}

/** A number field bound to the form; an emptied field is NaN, which the schema refuses as not a number. */
function NumberField(props: {
  control: Control<TStoreSettingsInput>;
  name: 'refundThreshold' | 'firstResponseDays' | 'resolutionDays';
  label: string;
  description: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const range = t('admin.field.outOfRange');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={props.label}
          description={props.description}
          min={0}
          decimalScale={props.decimals}
          allowNegative={false}
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldText(fieldState.error, { too_small: range, too_big: range })}
          maw={280}
        />
      )}
    />
  );
}

export function RefundSection({ form, currency }: { form: SettingsForm; currency: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.stores.refunds')}>
      <NumberField
        control={form.control}
        name="refundThreshold"
        label={t('admin.stores.refundThreshold', { currency })}
        description={t('admin.stores.refundThresholdHelp')}
        decimals={2}
      />
      <Controller
        control={form.control}
        name="autoApprove"
        render={({ field }) => (
          <Switch
            label={t('admin.stores.autoApprove')}
            description={t('admin.stores.autoApproveHelp')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            ref={field.ref}
          />
        )}
      />
    </Section>
  );
}

export function MailSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errors = form.formState.errors;
  const email = { invalid_union: t('admin.field.email') };
  return (
    <Section title={t('admin.stores.mail')}>
      <TextInput
        type="email"
        label={t('admin.stores.teamEmail')}
        description={t('admin.stores.teamEmailHelp')}
        {...form.register('teamEmail')}
        error={fieldText(errors.teamEmail, email)}
        maw={420}
      />
      <TextInput
        type="email"
        label={t('admin.stores.fromEmail')}
        description={t('admin.stores.fromEmailHelp')}
        {...form.register('fromEmail')}
        error={fieldText(errors.fromEmail, email)}
        maw={420}
      />
    </Section>
  );
}

export function ServiceSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.stores.serviceLevel')}>
      <NumberField
        control={form.control}
        name="firstResponseDays"
        label={t('admin.stores.firstResponseDays')}
        description={t('admin.stores.firstResponseDaysHelp')}
        decimals={0}
      />
      <NumberField
        control={form.control}
        name="resolutionDays"
        label={t('admin.stores.resolutionDays')}
        description={t('admin.stores.resolutionDaysHelp')}
        decimals={0}
      />
    </Section>
  );
}
