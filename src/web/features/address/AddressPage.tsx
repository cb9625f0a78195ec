import { useEffect } from 'react';
import { Alert, Button, Code, Group, List, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiStatus } from '../../../shared/codes.js';
import { addressFormFor } from '../../../shared/rules/address.js';
import type { TYourAddressResponse } from '../../../shared/schemas/index.js';
import { FlowProgress, flowSteps } from '../../components/FlowProgress.js';
import { LoadState } from '../../components/LoadState.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { useStore } from '../../lib/store-context.js';
import { AddressCard } from './AddressCard.js';
import { AddressForm } from './AddressForm.js';
import { useYourAddress } from './api/get-your-address.js';
import { useAddressChooser } from './useAddressChooser.js';

/** Shipping country notices of the store (no P.O. boxes, no overseas territories). */
function Notices() {
  const { t } = useTranslation('address');
  const { store } = useStore();
  const notices = addressFormFor(store).notices;
  if (notices.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={t('noticesTitle')}>
      {notices.length === 1 ? (
        <Text size="sm">{t(`notices.${notices[0]}`)}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {notices.map((notice) => (
            <List.Item key={notice}>{t(`notices.${notice}`)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

function AddressList({ data, chooser }: { data: TYourAddressResponse; chooser: ReturnType<typeof useAddressChooser> }) {
  const { t } = useTranslation('address');
  return (
    <Radio.Group
      label={t('chooseAddress')}
      value={chooser.selectedId === null ? null : String(chooser.selectedId)}
      onChange={(value) => chooser.choose(Number(value))}
      error={chooser.selectError ? t('selectShippingAddress', { ns: 'messages' }) : undefined}
      errorProps={{ role: 'alert' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
        {data.items.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            selected={address.id === chooser.selectedId}
            onUpdate={() => chooser.setMode({ kind: 'form', address })}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function AddressChooser({ data }: { data: TYourAddressResponse }) {
  const { t } = useTranslation('address');
  const { store } = useStore();
  const [, navigate] = useLocation();
  const chooser = useAddressChooser(data);
  const { mode } = chooser;
  // With no saved address yet, the form's address is the one to ship to: Submit saves it and submits.
  const firstAddress = mode.kind === 'form' && data.items.length === 0;
  return (
    <Stack gap="lg">
      <Text>{t('note')}</Text>
      <Notices />
      {mode.kind === 'form' ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={3} size="h4" mb="md">
            {mode.address ? t('updateAddress') : t('newAddress')}
          </Title>
          <AddressForm
            key={mode.address?.id ?? 'new'}
            store={store}
            data={data}
            address={mode.address}
            saving={chooser.saving}
            onSave={firstAddress ? chooser.saveAndSubmit : chooser.save}
            onCancel={data.items.length > 0 ? () => chooser.setMode({ kind: 'list' }) : undefined}
            actions={!firstAddress}
          />
        </Paper>
      ) : (
        <>
          <AddressList data={data} chooser={chooser} />
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={() => chooser.setMode({ kind: 'form', address: null })}>
              {t('newAddress')}
            </Button>
          </Group>
        </>
      )}
      {chooser.rawAnswer !== null && (
        <Alert color="red" variant="light" role="alert" title={t('submitFailed')}>
          <Code block>{chooser.rawAnswer}</Code>
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={() => navigate('/')}>
          {t('back')}
        </Button>
        {mode.kind === 'list' && (
          <Button onClick={chooser.submit} loading={chooser.submitting} disabled={chooser.locked} miw={160} size="md">
            {t('submit')}
          </Button>
        )}
        {firstAddress && (
          <Button
            type="submit"
            form="address-form"
            loading={chooser.saving || chooser.submitting}
            disabled={chooser.locked}
            miw={160}
            size="md"
          >
            {t('submit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The shipping address of a replacement: saved address cards, or the form when there are none. */
export function AddressPage() {
  usePageMeta('address');
  const { t } = useTranslation('address');
  const { store } = useStore();
  const [, navigate] = useLocation();
  const query = useYourAddress(store);
  const failed = query.data?.status === ApiStatus.Fail;
  useEffect(() => {
    // No request waits for an address: back to the start.
    if (failed) navigate('/', { replace: true });
  }, [failed, navigate]);
  return (
    <Stack gap="lg" py="md" maw={880} mx="auto">
      <FlowProgress steps={flowSteps('replacement')} current="address" />
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Title order={2} size="h4" fw={500} c="dimmed">
          {t('subtitle')}
        </Title>
      </Stack>
      {query.isSuccess && !failed ? <AddressChooser data={query.data} /> : <LoadState failed={query.isError} />}
    </Stack>
  );
}
