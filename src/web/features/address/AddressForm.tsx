import { useMemo } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MAX_LENGTH,
  addressFormFor,
  normalizePhone,
  validateAddress,
  type AddressField,
} from '../../../shared/rules/address.js';
import type { TAddress, TAddressInput, TYourAddressResponse } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';

export interface AddressValues {
  firstName: string;
  lastName: string;
  mobile1: string;
  mobile2: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  /** As the select holds it; '' for none. */
  countryId: string;
}

type TextField = Exclude<AddressField, 'state' | 'countryId' | 'district'>;

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
const STATE_KIND: Partial<Record<Store, 'county' | 'province' | 'region'>> = {
  ie: 'county',
  uk: 'county',
  ca: 'province',
  ph: 'province',
  en: 'region',
  gr: 'region',
  nordic: 'region',
  hk: 'region',
};

/** Fields that share a row on wide screens. */
const HALF_WIDTH: readonly AddressField[] = [
  'firstName',
  'lastName',
  'mobile1',
  'mobile2',
  'city',
  'state',
  'postalCode',
  'countryId',
];

function toValues(address: TAddress | null, defaultCountryId: number): AddressValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    mobile1: address?.mobile1 ?? '',
    mobile2: address?.mobile2 ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    countryId: String(address?.countryId || defaultCountryId || ''),
  };
}

/** What the update call sends: trimmed, phones with '/' as '-', the session's country unless the form asks. */
export function toAddressInput(values: AddressValues, id: number): TAddressInput {
  return {
    id,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mobile1: normalizePhone(values.mobile1.trim()),
    mobile2: normalizePhone(values.mobile2.trim()),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    district: '',
    postalCode: values.postalCode.trim(),
    vatNumber: '',
    countryId: Number(values.countryId) || 0,
  };
}

/** The shared rules (the server runs the same) as a react-hook-form resolver; messages stay keys until shown. */
function addressResolver(store: Store): Resolver<AddressValues> {
  return (values) => {
    const errors = validateAddress(store, { ...values, countryId: Number(values.countryId) || 0 });
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<AddressValues> = {};
    for (const [field, key] of entries) {
      (fieldErrors as Record<string, { type: string; message: string }>)[field] = { type: 'rule', message: key };
    }
    return { values: {}, errors: fieldErrors };
  };
}

export function AddressForm(props: {
  store: Store;
  data: TYourAddressResponse;
  /** The address being updated, or null for a new one. */
  address: TAddress | null;
  saving: boolean;
  onSave: (input: TAddressInput) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('address');
  const { store, data } = props;
  const form = useMemo(() => addressFormFor(store), [store]);
  const resolver = useMemo(() => addressResolver(store), [store]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({
    defaultValues: toValues(props.address, data.countryId),
    resolver,
    mode: 'onTouched',
  });

  const message = (field: AddressField) => {
    const key = errors[field as keyof AddressValues]?.message;
    if (!key) return undefined;
    return t(key, { ns: 'messages', max: (ADDRESS_MAX_LENGTH as Record<string, number>)[field] });
  };
  const required = (field: AddressField) => form.required.includes(field);
  const label = (field: AddressField) =>
    field === 'state' && STATE_KIND[store] ? t(`stateKind.${STATE_KIND[store]}`) : t(`fields.${field}`);

  const renderField = (field: AddressField) => {
    if (field === 'district') return null;
    if (field === 'state' && form.stateOptions) {
      return (
        <NativeSelect
          key={field}
          id={`address-${field}`}
          label={label(field)}
          withAsterisk={required(field)}
          autoComplete="address-level1"
          data={[
            { value: '', label: t('selectState') },
            ...form.stateOptions.map((option) => ({ value: option.code, label: option.name })),
          ]}
          error={message(field)}
          {...register('state')}
        />
      );
    }
    if (field === 'countryId') {
      return (
        <NativeSelect
          key={field}
          id="address-countryId"
          label={label(field)}
          withAsterisk={required(field)}
          autoComplete="off"
          data={[
            { value: '', label: t('selectCountry') },
            ...data.countryOptions.map((option) => ({
              value: String(option.id),
              label: `${option.name} (+${option.phoneCode})`,
            })),
          ]}
          error={message(field)}
          {...register('countryId')}
        />
      );
    }
    if (field === 'state') {
      return (
        <TextInput
          key={field}
          id="address-state"
          label={label(field)}
          withAsterisk={required(field)}
          autoComplete="address-level1"
          maxLength={60}
          error={message(field)}
          {...register('state')}
        />
      );
    }
    const isPhone = field === 'mobile1' || field === 'mobile2';
    return (
      <TextInput
        key={field}
        id={`address-${field}`}
        label={label(field)}
        description={field === 'mobile1' ? t('phoneHint') : undefined}
        // Below the box, so the two phone boxes of a row line up.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk={required(field)}
        type={isPhone ? 'tel' : 'text'}
        inputMode={isPhone ? 'tel' : undefined}
        autoComplete={AUTOCOMPLETE[field]}
        maxLength={ADDRESS_MAX_LENGTH[field]}
        error={message(field)}
        {...register(field)}
      />
    );
  };

  // Consecutive half-width fields pair up in a two-column row; others take the whole width.
  const rows: AddressField[][] = [];
  for (const field of form.fields) {
    const last = rows[rows.length - 1];
    if (HALF_WIDTH.includes(field) && last && last.length === 1 && HALF_WIDTH.includes(last[0]!)) last.push(field);
    else rows.push([field]);
  }

  return (
    <form
      id="address-form"
      noValidate
      aria-label={props.address ? t('updateAddress') : t('newAddress')}
      onSubmit={handleSubmit((values) => props.onSave(toAddressInput(values, props.address?.id ?? 0)))}
    >
      <Stack gap="sm">
        {rows.map((row) =>
          row.length === 1 && !HALF_WIDTH.includes(row[0]!) ? (
            renderField(row[0]!)
          ) : (
            <SimpleGrid key={row.join('-')} cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              {row.map(renderField)}
            </SimpleGrid>
          ),
        )}
        <Group justify="flex-end" mt="sm">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={props.saving}>
            {t('saveAddress')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
