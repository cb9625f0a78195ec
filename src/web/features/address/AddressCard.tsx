import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAddress } from '../../../shared/schemas/index.js';
import { STORE_INFO } from '../../../shared/stores.js';
import { useStore } from '../../lib/store-context.js';

/** A saved address as a card to choose (a radio), with its update button. */
export function AddressCard(props: { address: TAddress; selected: boolean; onUpdate: () => void }) {
  const { t } = useTranslation('address');
  const { address } = props;
  const { store } = useStore();
  const name = STORE_INFO[store].familyNameFirst
    ? `${address.lastName} ${address.firstName}`
    : `${address.firstName} ${address.lastName}`;
  const locality = [[address.city, address.state].filter(Boolean).join(', '), address.postalCode]
    .filter(Boolean)
    .join(' ');
  const lines = [address.address1, address.address2, locality, address.countryName].filter(Boolean);
  const phones = [address.mobile1, address.mobile2].filter(Boolean);
  // A customer's saved addresses usually share the name; the street and town tell them apart by ear too.
  const accessibleName = [name, address.address1, locality].filter(Boolean).join(', ');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
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
          label={<Text fw={600}>{name}</Text>}
          description={
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
          }
        />
        <Group justify="flex-end">
          <Button
            variant="light"
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
