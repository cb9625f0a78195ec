import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RETURN_CENTRE_LINES_MAX, type TStoreSettingsInput } from '../../../../shared/staff/settings.js';
import { useFieldText } from './form-parts.js';
import { Section } from './SettingsSections.js';

/** The return centre customers ship to: its name and its address, a line per field (up to the contract's limit). */
export function ReturnCentreFields({ form }: { form: UseFormReturn<TStoreSettingsInput> }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errors = form.formState.errors.returnCentre;
  return (
    <Section title={t('admin.stores.returnCentre')}>
      <TextInput
        label={t('admin.stores.centreName')}
        {...form.register('returnCentre.name')}
        error={fieldText(errors?.name)}
        maw={420}
      />
      <Controller
        control={form.control}
        name="returnCentre.lines"
        render={({ field }) => {
          const lines = field.value;
          const set = (next: string[]) => field.onChange(next);
          return (
            <Stack gap="xs">
              {lines.map((line, index) => (
                <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t('admin.stores.line', { n: index + 1 })}
                    value={line}
                    onChange={(event) => set(lines.map((l, i) => (i === index ? event.currentTarget.value : l)))}
                    error={fieldText(errors?.lines?.[index])}
                    style={{ flex: 1 }}
                    maw={420}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    mb={errors?.lines?.[index] ? 22 : 0}
                    onClick={() => set(lines.filter((_, i) => i !== index))}
                    aria-label={t('admin.stores.removeLine', { n: index + 1 })}
                  >
                    <span aria-hidden="true">×</span>
                  </ActionIcon>
                </Group>
              ))}
              {lines.length < RETURN_CENTRE_LINES_MAX ? (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => set([...lines, ''])}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('admin.stores.addLine')}
                </Button>
              ) : null}
            </Stack>
          );
        }}
      />
    </Section>
  );
}
