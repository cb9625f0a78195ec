import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addressFormFor, type AddressField as Field } from '../../../shared/rules/address.js';
import type { TAddress, TAddressInput, TYourAddressResponse } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import { AddressField } from './AddressField.js';
import { addressSchema, toAddressValues, type TAddressValues } from './address.types.js';

/** Fields that share a row on wide screens. */
const HALF_WIDTH: readonly Field[] = [
  'firstName',
  'lastName',
  'mobile1',
  'mobile2',
  'city',
  'state',
  'postalCode',
  'countryId',
];

/**
 * Consecutive half-width fields pair up in a two-column row; others take the whole width. Where the postal code and
 * prefecture share a row (Japan), the city that follows them takes the whole width rather than half a row alone.
 */
function halfWidthOf(shape: { postalCodeFirst: boolean }): readonly Field[] {
  return shape.postalCodeFirst ? HALF_WIDTH.filter((field) => field !== 'city') : HALF_WIDTH;
}

function rowsOf(fields: readonly Field[], half: readonly Field[]): Field[][] {
  const rows: Field[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (half.includes(field) && last && last.length === 1 && half.includes(last[0]!)) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** A new or changed shipping address, with the fields of the store's form and the shared rule as its schema. */
export function AddressForm(props: {
  store: Store;
  data: TYourAddressResponse;
  /** The address being updated, or null for a new one. */
  address: TAddress | null;
  saving: boolean;
  onSave: (input: TAddressInput) => void;
  onCancel?: () => void;
  /** False when the page's own Submit button sends this form (a first address: saved and submitted at once). */
  actions?: boolean;
}) {
  const { t } = useTranslation('address');
  const { store, data } = props;
  const shape = useMemo(() => addressFormFor(store), [store]);
  const id = props.address?.id ?? 0;
  const resolver = useMemo(() => zodResolver(addressSchema(store, id)), [store, id]);
  const form = useForm<TAddressValues, unknown, TAddressInput>({
    defaultValues: toAddressValues(props.address, data.countryId),
    resolver,
    mode: 'onTouched',
  });
  const field = (name: Field) => (
    <AddressField key={name} field={name} store={store} shape={shape} data={data} form={form} />
  );
  return (
    <form
      id="address-form"
      noValidate
      aria-label={props.address ? t('updateAddress') : t('newAddress')}
      onSubmit={form.handleSubmit((input) => props.onSave(input))}
    >
      <Stack gap="sm">
        {rowsOf(shape.fields, halfWidthOf(shape)).map((row) =>
          row.length === 1 && !halfWidthOf(shape).includes(row[0]!) ? (
            field(row[0]!)
          ) : (
            <SimpleGrid key={row.join('-')} cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              {row.map(field)}
            </SimpleGrid>
          ),
        )}
        {props.actions !== false && (
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
        )}
      </Stack>
    </form>
  );
}
