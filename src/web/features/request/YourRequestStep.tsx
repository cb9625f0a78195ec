import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiStatus, ProductAction, RequestService } from '../../../shared/codes.js';
import { presetReason, reasonsFor, validateRequestSubmit, type RequestItem } from '../../../shared/rules/reasons.js';
import type { TProductLine, TYourRequestResponse } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import { showErrorToast, showToast } from '../../components/feedback.js';
import { writeStored } from '../../lib/storage.js';
import { useStore } from '../../lib/store-context.js';
import { storeSiteUrl } from '../../lib/store-site.js';
import { newRequestKey, submitRequest, useYourRequest } from './api.js';
import { ContactUsForm } from './ContactUsForm.js';
import { ReasonPanel } from './ReasonPanel.js';
import { emptyItem, type ItemErrors, type ItemPatch, type ItemState } from './types.js';

/**
 * The return policy on the store's own site (linked for sg, my, au, hk), where the header's help section is:
 * the same origin setting as the page shell's store links.
 */
function returnPolicyUrl(store: Store): string {
  return storeSiteUrl(store, '/help/return-policy');
}

/** Step 3 of the home flow: the service, the reasons per product, and Submit; or a message to us. */
export function YourRequestStep() {
  const { t } = useTranslation('request');
  const { store } = useStore();
  const query = useYourRequest(store);
  useEffect(() => {
    if (query.isError) showErrorToast(query.error, t('genericError', { ns: 'messages' }));
  }, [query.isError, query.error, t]);

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="your-request-title">
      <Title order={2} size="h3" id="your-request-title" mb="md">
        {t('title')}
      </Title>
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('loading', { ns: 'common' })} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t('genericError', { ns: 'messages' })}
        </Alert>
      ) : (
        // A new set of products starts the form afresh; a refetch of the same ones keeps what was typed.
        <RequestForm
          key={`${query.data.actionSelected}:${query.data.productSelected.map((p) => p.sourceId).join(',')}`}
          data={query.data}
        />
      )}
    </Paper>
  );
}

function initialService(data: TYourRequestResponse, offered: number[]): number | null {
  // Contact actions (4 status check, 5 proof contact) open straight on the message box.
  if (data.actionSelected === ProductAction.Contact || data.actionSelected === ProductAction.ProofContact) {
    return RequestService.ContactUs;
  }
  if (data.actionSelected === RequestService.Refund && offered.includes(RequestService.Refund))
    return RequestService.Refund;
  if (data.actionSelected === RequestService.Repair && offered.includes(RequestService.Repair))
    return RequestService.Repair;
  return null;
}

function initialItems(products: TProductLine[], data: TYourRequestResponse, service: number | null, store: Store) {
  const items: Record<string, ItemState> = {};
  for (const product of products) {
    const saved = data.reasons[product.sourceId] ?? {};
    const item: ItemState = { ...emptyItem(product.sourceId), ...saved, sourceId: product.sourceId };
    items[product.sourceId] = withService(item, product, service, store);
  }
  return items;
}

/** The reason a product starts with under a service: repair presets DEFECTIVE; a reason not offered is cleared. */
function withService(item: ItemState, product: TProductLine, service: number | null, store: Store) {
  if (service !== RequestService.Refund && service !== RequestService.Repair) return item;
  const preset = presetReason(service);
  if (preset) return item.reason === preset ? item : { ...item, reason: preset };
  const offered: readonly string[] = reasonsFor(store, product.masterId, service);
  return offered.includes(item.reason) ? item : { ...item, reason: '', faultCategory: '', faultCode: '' };
}

function toRuleItem(item: ItemState): RequestItem {
  return { ...item, cosmetic: item.cosmetic === '' ? undefined : item.cosmetic };
}

function RequestForm({ data }: { data: TYourRequestResponse }) {
  const { t } = useTranslation('request');
  const { store, info } = useStore();
  const navigate = useNavigate();
  const products = data.productSelected;
  // On a phone the product tabs wrap; as pills they still read as tabs.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  const offered = useMemo(
    () =>
      [RequestService.Refund, RequestService.Repair, RequestService.ContactUs].filter(
        (code) =>
          data.actionAvailable.includes(code) &&
          (code === RequestService.ContactUs || data.allowService) &&
          !(code === RequestService.Refund && info.returnOptionHidden),
      ),
    [data.actionAvailable, data.allowService, info.returnOptionHidden],
  );
  const [service, setService] = useState<number | null>(() => initialService(data, offered));
  const [items, setItems] = useState<Record<string, ItemState>>(() => initialItems(products, data, service, store));
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, ItemErrors>>({});
  const [activeTab, setActiveTab] = useState<string | null>(products[0]?.sourceId ?? null);
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const requestKey = useRef<string | null>(null);

  const onItemChange = useCallback((sourceId: string, patch: ItemPatch) => {
    // A changed request is a new attempt: it gets a new key.
    requestKey.current = null;
    setItems((current) => ({ ...current, [sourceId]: { ...current[sourceId]!, ...patch } }));
    setErrors((current) => {
      const mine = current[sourceId];
      if (!mine) return current;
      const next: ItemErrors = { ...mine };
      for (const field of Object.keys(patch) as (keyof ItemErrors)[]) delete next[field];
      // A new photo or a "no" answers the photo question too.
      if ('cosmetic' in patch) delete next.damageImage;
      return { ...current, [sourceId]: next };
    });
  }, []);

  const chooseService = (code: number, checked: boolean) => {
    const next = checked ? code : null;
    requestKey.current = null;
    setService(next);
    setServiceError(null);
    setFormError(null);
    setErrors({});
    setItems((current) => {
      const updated: Record<string, ItemState> = {};
      for (const product of products)
        updated[product.sourceId] = withService(current[product.sourceId]!, product, next, store);
      return updated;
    });
  };

  const submit = async () => {
    if (submitting.current || service === null || service === RequestService.ContactUs) {
      if (service === null) setServiceError(t('selectOneService', { ns: 'messages' }));
      return;
    }
    const list = products.map((product) => items[product.sourceId]!);
    const result = validateRequestSubmit({
      serviceRequired: service,
      items: list.map(toRuleItem),
      store,
      products,
    });
    if (!result.ok) {
      setServiceError(result.errors.serviceRequired ? t(result.errors.serviceRequired, { ns: 'messages' }) : null);
      setFormError(result.errors.items ? t(result.errors.items, { ns: 'messages' }) : null);
      setErrors(result.errors.bySourceId);
      const firstWithErrors = products.find((product) => result.errors.bySourceId[product.sourceId]);
      if (firstWithErrors) {
        setActiveTab(firstWithErrors.sourceId);
        setFormError(t('checkProducts', { names: productNames(products, result.errors.bySourceId) }));
      }
      return;
    }
    submitting.current = true;
    setPending(true);
    requestKey.current ??= newRequestKey();
    try {
      const answer = await submitRequest({
        serviceRequired: service,
        items: list,
        store,
        requestKey: requestKey.current,
      });
      if (answer.status === ApiStatus.Success && answer.rmaNo && answer.rmaId) {
        writeStored('rmaNo', answer.rmaNo);
        writeStored('rmaId', answer.rmaId);
        navigate(`/confirmation?${new URLSearchParams({ rmaNo: answer.rmaNo, rmaId: answer.rmaId, store })}`);
        return;
      }
      if (answer.status === ApiStatus.Address) {
        navigate('/address');
        return;
      }
      showToast(statusMessage(answer.status, t), 'error');
    } catch (failure) {
      showErrorToast(failure, t('genericError', { ns: 'messages' }));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  const serviceLabels: Record<number, string> = {
    [RequestService.Refund]: t('service.refund'),
    [RequestService.Repair]: t('service.repair'),
    [RequestService.ContactUs]: t('service.contact'),
  };
  // Why the service the customer came for is not offered: only for that service, not for one they never asked for.
  const refundUnavailable =
    data.actionSelected === RequestService.Refund &&
    !info.returnOptionHidden &&
    !offered.includes(RequestService.Refund) &&
    data.refundNotAvailable !== '';
  const repairUnavailable =
    data.actionSelected === RequestService.Repair &&
    !offered.includes(RequestService.Repair) &&
    data.repairNotAvailable !== '';
  const reasonService = service === RequestService.Refund || service === RequestService.Repair ? service : null;

  return (
    <Stack gap="lg">
      <Fieldset
        legend={t('serviceLegend')}
        variant="unstyled"
        styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 2 } }}
        aria-describedby={serviceError ? 'service-error service-hint' : 'service-hint'}
      >
        <Text size="sm" c="dimmed" id="service-hint" mb="xs">
          {t('serviceHint')}
        </Text>
        <Stack gap="sm">
          {offered.map((code) => (
            <Checkbox
              key={code}
              id={`service-${code}`}
              label={serviceLabels[code]}
              checked={service === code}
              onChange={(event) => chooseService(code, event.currentTarget.checked)}
            />
          ))}
        </Stack>
        {serviceError && (
          <Text id="service-error" c="red.9" size="sm" mt="xs" role="alert">
            {serviceError}
          </Text>
        )}
      </Fieldset>

      {(refundUnavailable || repairUnavailable) && (
        <Alert color="yellow" variant="light">
          <Stack gap={4}>
            {refundUnavailable && (
              <Text size="sm">
                {t('refundNotAvailable', { ns: 'messages', refundNotAvailable: data.refundNotAvailable })}
              </Text>
            )}
            {repairUnavailable && (
              <Text size="sm">
                {t('repairNotAvailable', { ns: 'messages', repairNotAvailable: data.repairNotAvailable })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}

      {service === RequestService.ContactUs && <ContactUsForm store={store} />}

      {reasonService !== null && (
        <>
          {products.length === 0 ? (
            <Alert color="red" role="alert">
              {t('fillInAll', { ns: 'messages' })}
            </Alert>
          ) : (
            <Box>
              <Title order={3} size="h4" mb="xs">
                {t('reasonsTitle')}
              </Title>
              <Tabs
                value={activeTab}
                onChange={setActiveTab}
                keepMountedMode="display-none"
                variant={phone ? 'pills' : 'default'}
                styles={
                  phone ? { list: { gap: 6 }, tab: { border: '1px solid var(--mantine-color-gray-4)' } } : undefined
                }
              >
                <Tabs.List aria-label={t('productTabs')}>
                  {products.map((product) => {
                    const hasErrors = Object.keys(errors[product.sourceId] ?? {}).length > 0;
                    return (
                      <Tabs.Tab
                        key={product.sourceId}
                        value={product.sourceId}
                        rightSection={
                          hasErrors ? (
                            <Box component="span" w={8} h={8} bg="red.7" style={{ borderRadius: '50%' }} />
                          ) : undefined
                        }
                      >
                        <Text span size="sm" lineClamp={1} maw={{ base: 220, sm: 280 }} display="inline-block">
                          {product.name}
                        </Text>
                        {hasErrors && <VisuallyHidden>{` (${t('needsAttention')})`}</VisuallyHidden>}
                      </Tabs.Tab>
                    );
                  })}
                </Tabs.List>
                {products.map((product) => (
                  <Tabs.Panel key={product.sourceId} value={product.sourceId}>
                    <ReasonPanel
                      product={product}
                      item={items[product.sourceId]!}
                      errors={errors[product.sourceId]}
                      store={store}
                      serviceRequired={reasonService}
                      onChange={onItemChange}
                    />
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Box>
          )}

          {info.returnPolicyLink && (
            <Text size="sm">
              <Anchor href={returnPolicyUrl(store)} target="_blank" rel="noopener noreferrer">
                {t('returnPolicy')}
              </Anchor>
            </Text>
          )}

          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}

          <Group justify="flex-end">
            <Button onClick={submit} loading={pending} disabled={pending} miw={140} size="md">
              {t('submit')}
            </Button>
          </Group>
        </>
      )}

      {service === null && (
        <Group justify="flex-end">
          <Button onClick={submit} miw={140} size="md">
            {t('submit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function productNames(products: TProductLine[], bySourceId: Record<string, ItemErrors>): string {
  return products
    .filter((product) => bySourceId[product.sourceId])
    .map((product) => product.name)
    .join(', ');
}

function statusMessage(status: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (status === ApiStatus.RmaExists) return t('rmaExists', { ns: 'messages' });
  if (status === ApiStatus.RmaCreated) return t('rmaCreated', { ns: 'messages' });
  return t('genericError', { ns: 'messages' });
}
