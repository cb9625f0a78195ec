import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PID_MAX_LENGTH } from '../../../../shared/limits.js';
import { isTaiwanCountry } from '../../../../shared/rules/details.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import { countryName } from '../../../lib/country-name.js';
import { useStore } from '../../../lib/store-context.js';
import type { TDetailsSubmit, TDetailsValues } from './details.types.js';

type DetailsForm = UseFormReturn<TDetailsValues, unknown, TDetailsSubmit>;

/** A field's message: the rule's key (or the server's text), in the interface language. */
export function useErrorText() {
  const { t } = useTranslation('home');
  return (message: string | undefined) => (message ? t(message, { ns: 'messages', defaultValue: message }) : undefined);
}

function NameFields({ form }: { form: DetailsForm }) {
  const { t } = useTranslation('home');
  const { info } = useStore();
  const errorText = useErrorText();
  const { errors } = form.formState;
  const field = (name: 'firstName' | 'lastName', autoComplete: string) => (
    <TextInput
      key={name}
      label={t(`details.${name}`)}
      autoComplete={autoComplete}
      maxLength={NAME_MAX_LENGTH}
      error={errorText(errors[name]?.message)}
      {...form.register(name)}
    />
  );
  const first = field('firstName', 'given-name');
  const last = field('lastName', 'family-name');
  return <>{info.familyNameFirst ? [last, first] : [first, last]}</>;
}

/** The personal ID, asked of Taiwanese customers (the chosen country's code is 886). */
function PidField({ form, data }: { form: DetailsForm; data: TYourDetailsResponse }) {
  const { t } = useTranslation('home');
  const errorText = useErrorText();
  const country = data.countryList.find((c) => String(c.id) === form.watch('country'));
  if (!isTaiwanCountry(country?.phoneCode)) return null;
  return (
    <TextInput
      label={t('details.pid')}
      description={t('details.pidHint')}
      autoComplete="off"
      maxLength={PID_MAX_LENGTH}
      error={errorText(form.formState.errors.pid?.message)}
      {...form.register('pid')}
    />
  );
}

function ChoiceFields({ form, data }: { form: DetailsForm; data: TYourDetailsResponse }) {
  const { t } = useTranslation('home');
  const { language } = useStore();
  const errorText = useErrorText();
  const countries = useMemo(
    () => data.countryList.map((c) => ({ value: String(c.id), label: countryName(c.code, c.name, language) })),
    [data.countryList, language],
  );
  const languages = useMemo(() => data.languageReplyList.map((l) => ({ value: l.id, label: l.name })), [data]);
  const choice = (name: 'country' | 'languageReply', props: Record<string, unknown>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          allowDeselect={false}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={errorText(fieldState.error?.message)}
          // The list is put in the page when it opens, not kept hidden in it: a hidden list is still positioned
          // under its input at every render, a forced layout each time on a slow phone at the page's start.
          comboboxProps={{ keepMounted: false }}
          {...props}
        />
      )}
    />
  );
  return (
    <>
      {choice('country', {
        label: t('details.country'),
        placeholder: t('details.countryPlaceholder'),
        data: countries,
        searchable: countries.length > 7,
        nothingFoundMessage: t('details.noCountry'),
        autoComplete: 'off',
      })}
      {choice('languageReply', {
        label: t('details.languageReply'),
        placeholder: t('details.languagePlaceholder'),
        data: languages,
      })}
    </>
  );
}

/** The inputs of the details form (names in the store's order, e-mail, personal ID, country, reply language). */
export function DetailsFields(props: { form: DetailsForm; data: TYourDetailsResponse; onEmailBlur: () => void }) {
  const { t } = useTranslation('home');
  const errorText = useErrorText();
  const { form, data } = props;
  const email = form.register('email');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <NameFields form={form} />
      <TextInput
        label={t('details.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
        readOnly={data.loggedIn}
        description={data.loggedIn ? t('details.emailOfAccount') : undefined}
        error={errorText(form.formState.errors.email?.message)}
        {...email}
        onBlur={(event) => {
          void email.onBlur(event);
          props.onEmailBlur();
        }}
      />
      <PidField form={form} data={data} />
      <ChoiceFields form={form} data={data} />
    </SimpleGrid>
  );
}
