import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PID_MAX_LENGTH } from '../../../../shared/limits.js';
import { isTaiwanCountry } from '../../../../shared/rules/details.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import { countryName } from '../../../lib/country-name.js';
import { useStore } from '../../../lib/store-context.js';
import type { DetailsField } from './details.types.js';
import type { DetailsForm } from './useDetailsForm.js';

/** A field's message: the rule's key (or the server's text), in the interface language. */
export function useErrorText() {
  const { t } = useTranslation('home');
  return (message: string | undefined) => (message ? t(message, { ns: 'messages', defaultValue: message }) : undefined);
}

/** What an input of the form takes: its value, its message, and where changes and leaving go. */
function useInputProps(form: DetailsForm) {
  const errorText = useErrorText();
  return (field: DetailsField) => ({
    name: field,
    value: form.values[field],
    error: errorText(form.errors[field]),
    onChange: (event: { currentTarget: { value: string } }) => form.set(field, event.currentTarget.value),
    onBlur: () => form.blur(field),
    ref: form.ref(field),
  });
}

function NameFields({ form }: { form: DetailsForm }) {
  const { t } = useTranslation('home');
  const { info } = useStore();
  const input = useInputProps(form);
  const field = (name: 'firstName' | 'lastName', autoComplete: string) => (
    <TextInput
      key={name}
      label={t(`details.${name}`)}
      autoComplete={autoComplete}
      maxLength={NAME_MAX_LENGTH}
      {...input(name)}
    />
  );
  const first = field('firstName', 'given-name');
  const last = field('lastName', 'family-name');
  return <>{info.familyNameFirst ? [last, first] : [first, last]}</>;
}

/** The personal ID, asked of Taiwanese customers (the chosen country's code is 886). */
function PidField({ form, data }: { form: DetailsForm; data: TYourDetailsResponse }) {
  const { t } = useTranslation('home');
  const input = useInputProps(form);
  const country = data.countryList.find((c) => String(c.id) === form.values.country);
  if (!isTaiwanCountry(country?.phoneCode)) return null;
  return (
    <TextInput
      label={t('details.pid')}
      description={t('details.pidHint')}
      autoComplete="off"
      maxLength={PID_MAX_LENGTH}
      {...input('pid')}
    />
  );
}

/**
 * The country and the reply language: the browser's own selects, as on the address page. A phone opens its own
 * picker, a keyboard jumps to the letters typed, and no list is built or positioned until it opens.
 */
function ChoiceFields({ form, data }: { form: DetailsForm; data: TYourDetailsResponse }) {
  const { t } = useTranslation('home');
  const { language } = useStore();
  const input = useInputProps(form);
  const countries = useMemo(
    () => data.countryList.map((c) => ({ value: String(c.id), label: countryName(c.code, c.name, language) })),
    [data.countryList, language],
  );
  const languages = useMemo(() => data.languageReplyList.map((l) => ({ value: l.id, label: l.name })), [data]);
  // Nothing chosen yet: the select says what to choose, an option that cannot be chosen again.
  const withPlaceholder = (
    field: 'country' | 'languageReply',
    options: { value: string; label: string }[],
    label: string,
  ) => (form.values[field] === '' ? [{ value: '', label, disabled: true }, ...options] : options);
  return (
    <>
      <NativeSelect
        label={t('details.country')}
        data={withPlaceholder('country', countries, t('details.countryPlaceholder'))}
        {...input('country')}
      />
      <NativeSelect
        label={t('details.languageReply')}
        data={withPlaceholder('languageReply', languages, t('details.languagePlaceholder'))}
        {...input('languageReply')}
      />
    </>
  );
}

/** The inputs of the details form (names in the store's order, e-mail, personal ID, country, reply language). */
export function DetailsFields(props: { form: DetailsForm; data: TYourDetailsResponse; onEmailBlur: () => void }) {
  const { t } = useTranslation('home');
  const { form, data } = props;
  const email = useInputProps(form)('email');
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
        {...email}
        onBlur={() => {
          email.onBlur();
          props.onEmailBlur();
        }}
      />
      <PidField form={form} data={data} />
      <ChoiceFields form={form} data={data} />
    </SimpleGrid>
  );
}
