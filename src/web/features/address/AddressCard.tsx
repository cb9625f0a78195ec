import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { placeLines } from '../../../shared/rules/address-lines.js';
import type { TAddress } from '../../../shared/schemas/index.js';
import { STORE_INFO } from '../../../shared/stores.js';
import { countryName } from '../../lib/country-name.js';
import { useStore } from '../../lib/store-context.js';
import classes from './Address.module.css';

/**
 * A saved address as a card to choose, with its update button. The card is the radio's label: its text sits in
 * the label, and the label covers the card, so a click anywhere on it (but the button) chooses the address.
 */
export function AddressCard(props: { address: TAddress; selected: boolean; onUpdate: () => void }) {
  const { t } = useTranslation('address');
  const { address } = props;
  const { store, language } = useStore();
  const name = STORE_INFO[store].familyNameFirst
    ? `${address.lastName} ${address.firstName}`
    : `${address.firstName} ${address.lastName}`;
  const place = placeLines(address, store);
  // The data names countries in English; the card names it in the customer's language ("Deutschland" in de).
  const lines = [...place, countryName(address.countryCode, address.countryName, language)].filter(Boolean);
  const phones = [address.mobile1, address.mobile2].filter(Boolean);
  // A customer's saved addresses usually share the name; the place tells them apart by ear too.
  const accessibleName = [name, ...place].filter(Boolean).join(', ');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-testid="address-card"
      style={{
        borderColor: props.selected ? 'var(--mantine-color-indigo-6)' : undefined,
        borderWidth: props.selected ? 2 : 1,
        background: props.selected ? 'var(--mantine-color-indigo-0)' : undefined,
      }}
    >
      <Stack gap={6} h="100%" justify="space-between">
        <Radio
          value={String(address.id)}
          aria-label={accessibleName}
          classNames={{ label: classes.cardLabel, inner: classes.cardRadio }}
          label={
            <Stack gap={0} component="span" className={classes.cardText}>
              <Text component="span" fw={600}>
                {name}
              </Text>
              <Stack gap={0} component="span" mt={4}>
                {lines.map((line, index) => (
                  <Text key={index} component="span" size="sm" c="dark.6">
                    {line}
                  </Text>
                ))}
                {phones.length > 0 && (
                  <Text component="span" size="sm" c="dark.6">
                    {t('phone')}
                    {t('colon')}
                    {phones.map((phone, index) => (
                      <span key={index} style={{ whiteSpace: 'nowrap' }}>
                        {index > 0 ? ', ' : ''}
                        {phone}
                      </span>
                    ))}
                  </Text>
                )}
              </Stack>
            </Stack>
          }
        />
        <Group justify="flex-end" className={classes.cardActions}>
          {/* Outlined, as Find order is: a light (tinted) one read as a second primary action beside Submit, and
              under the pointer its text fell below AA contrast (4.12:1). */}
          <Button
            variant="default"
            size="xs"
            onClick={props.onUpdate}
            aria-label={t('updateNamed', { name: accessibleName })}
          >
            {t('update')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
