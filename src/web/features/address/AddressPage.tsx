import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Code, Group, List, Loader, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiStatus } from '../../../shared/codes.js';
import { TIMINGS } from '../../../shared/limits.js';
import { STORE_INFO } from '../../../shared/stores.js';
import { addressFormFor, validateAddressSubmit } from '../../../shared/rules/address.js';
import type { TAddress, TAddressInput, TYourAddressResponse } from '../../../shared/schemas/index.js';
import { ApiError } from '../../lib/api.js';
import { showErrorToast, showToast } from '../../components/feedback.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { writeStored } from '../../lib/storage.js';
import { useStore } from '../../lib/store-context.js';
import { AddressForm } from './AddressForm.js';
import {
  addressQueryKey,
  newRequestKey,
  parseSubmitAnswer,
  submitAddress,
  updateAddress,
  useYourAddress,
} from './api.js';

/** The shipping address of a replacement: saved address cards, or the form when there are none. */
export function AddressPage() {
  usePageMeta('address');
  const { t } = useTranslation('address');
  const { store } = useStore();
  const navigate = useNavigate();
  const query = useYourAddress(store);

  const failed = query.data?.status === ApiStatus.Fail;
  useEffect(() => {
    // No request waits for an address: back to the start.
    if (failed) navigate('/', { replace: true });
  }, [failed, navigate]);
  useEffect(() => {
    if (query.isError) showErrorToast(query.error, t('genericError', { ns: 'messages' }));
  }, [query.isError, query.error, t]);

  return (
    <Stack gap="lg" py="md" maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Title order={2} size="h4" fw={500} c="dimmed">
          {t('subtitle')}
        </Title>
      </Stack>
      {query.isPending || failed ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t('genericError', { ns: 'messages' })}
        </Alert>
      ) : (
        <AddressChooser data={query.data} />
      )}
    </Stack>
  );
}

type Mode = { kind: 'list' } | { kind: 'form'; address: TAddress | null };

function AddressChooser({ data }: { data: TYourAddressResponse }) {
  const { t } = useTranslation('address');
  const { store } = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notices = addressFormFor(store).notices;

  const [mode, setMode] = useState<Mode>(() =>
    data.items.length === 0 ? { kind: 'form', address: null } : { kind: 'list' },
  );
  // The customer chooses where the replacement goes; only an address they just saved counts as chosen.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [selectError, setSelectError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [locked, setLocked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [rawAnswer, setRawAnswer] = useState<string | null>(null);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lockedRef = useRef(false);
  const requestKey = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const selected = data.items.find((item) => item.id === selectedId) ?? null;

  const save = async (input: TAddressInput) => {
    setSaving(true);
    try {
      const answer = await updateAddress(store, input);
      queryClient.setQueryData<TYourAddressResponse>(addressQueryKey(store), (current) =>
        current ? { ...current, items: answer.items } : current,
      );
      setSelectedId(answer.id);
      requestKey.current = null;
      setSelectError(false);
      setMode({ kind: 'list' });
    } catch (error) {
      showErrorToast(error, t('genericError', { ns: 'messages' }));
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    if (lockedRef.current) return;
    if (validateAddressSubmit(selected) !== null || !selected) {
      setSelectError(true);
      return;
    }
    // Locked for 10 s after a click, whatever the answer: a second click cannot send twice.
    lockedRef.current = true;
    setLocked(true);
    lockTimer.current = setTimeout(() => {
      lockedRef.current = false;
      setLocked(false);
    }, TIMINGS.addressSubmitLockMs);
    setRawAnswer(null);
    setSubmitting(true);
    requestKey.current ??= newRequestKey();
    try {
      const answer = await submitAddress(store, selected.id, requestKey.current);
      const parsed = parseSubmitAnswer(answer);
      if (parsed.success && parsed.data.status === ApiStatus.Success && parsed.data.rmaNo && parsed.data.rmaId) {
        writeStored('rmaNo', parsed.data.rmaNo);
        writeStored('rmaId', parsed.data.rmaId);
        navigate(`/confirmation?${new URLSearchParams({ rmaNo: parsed.data.rmaNo, rmaId: parsed.data.rmaId, store })}`);
        return;
      }
      showToast(t('genericError', { ns: 'messages' }), 'error');
      setRawAnswer(JSON.stringify(answer));
    } catch (error) {
      showErrorToast(error, t('genericError', { ns: 'messages' }));
      if (error instanceof ApiError) {
        setRawAnswer(JSON.stringify({ status: error.status, code: error.code, message: error.message }));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Text>{t('note')}</Text>
      {notices.length > 0 && (
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
      )}

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
            saving={saving}
            onSave={save}
            onCancel={data.items.length > 0 ? () => setMode({ kind: 'list' }) : undefined}
          />
        </Paper>
      ) : (
        <Radio.Group
          label={t('chooseAddress')}
          value={selectedId === null ? null : String(selectedId)}
          onChange={(value) => {
            setSelectedId(Number(value));
            setSelectError(false);
            requestKey.current = null;
          }}
          error={selectError ? t('selectShippingAddress', { ns: 'messages' }) : undefined}
          errorProps={{ role: 'alert' }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
            {data.items.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                selected={address.id === selectedId}
                onUpdate={() => setMode({ kind: 'form', address })}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}

      {mode.kind === 'list' && (
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => setMode({ kind: 'form', address: null })}>
            {t('newAddress')}
          </Button>
        </Group>
      )}

      {rawAnswer !== null && (
        <Alert color="red" variant="light" role="alert" title={t('submitFailed')}>
          <Code block>{rawAnswer}</Code>
        </Alert>
      )}

      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={() => navigate('/')}>
          {t('back')}
        </Button>
        {mode.kind === 'list' && (
          <Button onClick={submit} loading={submitting} disabled={locked} miw={160} size="md">
            {t('submit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function AddressCard(props: { address: TAddress; selected: boolean; onUpdate: () => void }) {
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
          <Button variant="light" size="xs" onClick={props.onUpdate} aria-label={t('updateNamed', { name })}>
            {t('update')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
