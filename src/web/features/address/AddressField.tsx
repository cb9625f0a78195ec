import { NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX_LENGTH, type AddressField as Field, type AddressForm } from '../../../shared/rules/address.js';
import type { TAddressInput, TYourAddressResponse } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import type { TAddressValues } from './address.types.js';

type TextField = Exclude<Field, 'state' | 'countryId' | 'district'>;

const AUTOCOMPLETE: Record<TextField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  mobile1: 'tel',
  mobile2: 'tel',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
};

/** What customers of a store call the "state" field, where it is not a state. */
const STATE_KIND: Partial<Record<Store, 'county' | 'province' | 'region' | 'prefecture'>> = {
  jp: 'prefecture',
  ie: 'county',
  uk: 'county',
  ca: 'province',
  ph: 'province',
  en: 'region',
  gr: 'region',
  nordic: 'region',
  hk: 'region',
};

/** What customers of a store call the "city" field, where it is not just a city (the UK's post town). */
const CITY_KIND: Partial<Record<Store, 'town'>> = { uk: 'town' };

interface Props {
  field: Field;
  store: Store;
  shape: AddressForm;
  data: TYourAddressResponse;
  form: UseFormReturn<TAddressValues, unknown, TAddressInput>;
}

function useFieldFacts({ field, store, shape, form }: Props) {
  const { t } = useTranslation('address');
  const key = form.formState.errors[field as keyof TAddressValues]?.message;
  const required = shape.required.includes(field);
  const name =
    field === 'state' && STATE_KIND[store]
      ? t(`stateKind.${STATE_KIND[store]}`)
      : field === 'city' && CITY_KIND[store]
        ? t(`cityKind.${CITY_KIND[store]}`)
        : t(`fields.${field}`);
  return {
    t,
    // Optional city and state say so, as address line 2 and the second phone do in their own labels.
    label: (field === 'city' || field === 'state') && !required ? t('optional', { label: name }) : name,
    required,
    error: key ? t(key, { ns: 'messages', max: (ADDRESS_MAX_LENGTH as Record<string, number>)[field] }) : undefined,
  };
}

const SELECT_PROMPT: Partial<Record<Store, 'selectPrefecture'>> = { jp: 'selectPrefecture' };

/** The state or country as a list, where the store's form has one. */
function ChoiceField(props: Props) {
  const { t, label, required, error } = useFieldFacts(props);
  const country = props.field === 'countryId';
  const options = country
    ? props.data.countryOptions.map((o) => ({ value: String(o.id), label: `${o.name} (+${o.phoneCode})` }))
    : (props.shape.stateOptions ?? []).map((o) => ({ value: o.code, label: o.name }));
  return (
    <NativeSelect
      id={`address-${props.field}`}
      label={label}
      withAsterisk={required}
      autoComplete={country ? 'off' : 'address-level1'}
      data={[
        { value: '', label: country ? t('selectCountry') : t(SELECT_PROMPT[props.store] ?? 'selectState') },
        ...options,
      ]}
      error={error}
      {...props.form.register(country ? 'countryId' : 'state')}
    />
  );
}

/** One field of the address form, as the store's form has it. */
export function AddressField(props: Props) {
  const { t, label, required, error } = useFieldFacts(props);
  const { field } = props;
  if (field === 'district') return null;
  if (field === 'countryId' || (field === 'state' && props.shape.stateOptions)) return <ChoiceField {...props} />;
  if (field === 'state') {
    const state = { maxLength: 60, autoComplete: 'address-level1', ...props.form.register('state') };
    return <TextInput id="address-state" label={label} withAsterisk={required} error={error} {...state} />;
  }
  const isPhone = field === 'mobile1' || field === 'mobile2';
  return (
    <TextInput
      id={`address-${field}`}
      label={label}
      description={field === 'mobile1' ? t('phoneHint') : undefined}
      // Below the box, so the two phone boxes of a row line up.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      withAsterisk={required}
      type={isPhone ? 'tel' : 'text'}
      inputMode={isPhone ? 'tel' : undefined}
      autoComplete={AUTOCOMPLETE[field]}
      maxLength={ADDRESS_MAX_LENGTH[field]}
      error={error}
      {...props.form.register(field)}
    />
  );
}
