import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiStatus, NatureOfEnquiry, RequestService, type PurchaseMode } from '../../../../shared/codes.js';
import { MAX_SELECTED_PRODUCTS, TIMINGS } from '../../../../shared/limits.js';
import { eligibilityMessage } from '../../../../shared/rules/eligibility.js';
import { canSelectMore, retailReplacementMissing } from '../../../../shared/rules/selection.js';
import type { TOrder, TProductLine, TYourProductsResponse } from '../../../../shared/schemas/products.js';
import { showErrorToast, showToast } from '../../../components/feedback.js';
import { ApiError } from '../../../lib/api.js';
import { readStored, writeStored } from '../../../lib/storage.js';
import { useStore } from '../../../lib/store-context.js';
import { useWizard } from '../../../lib/wizard.js';
import {
  addRetailProduct,
  fetchYourProducts,
  postServiceRequired,
  removeProduct,
  removeProof,
  searchOrder,
  selectProduct,
  updateInvoiceNumber,
  updatePurchaseDate,
  updateSerialNumber,
  uploadProof,
  yourProductsQueryKey,
} from '../api.js';
import { initialEnquiry, modeAfterEnquiryChange, modeFor, type Enquiry } from '../flow.js';
import { RmaStatusPanel } from '../status/RmaStatusPanel.js';
import { DAYJS_LOCALE } from './dateLocale.js';
import { EnquirySelector, PurchaseSourceSelector } from './EnquirySelector.js';
import { OrderPanel } from './OrderPanel.js';
import { messageOfError, useFieldMessage, type FieldMessage } from './ProductFields.js';
import { ProductTable } from './ProductTable.js';
import { RetailSearch } from './RetailSearch.js';
import type { RowHandlers } from './types.js';
import { TEXT_COLOR } from '../colors.js';

interface Lists {
  orders: TOrder[];
  retail: TProductLine[];
}

type ListKey = { kind: 'order'; orderNumber: string } | { kind: 'retail' };

/** Keeps the objects of unchanged lines, so their memoised rows do not re-render. */
function reconcile(previous: readonly TProductLine[], next: readonly TProductLine[]): TProductLine[] {
  const bySource = new Map(previous.map((line) => [line.sourceId, line]));
  return next.map((line) => {
    const old = bySource.get(line.sourceId);
    return old && JSON.stringify(old) === JSON.stringify(line) ? old : line;
  });
}

function applyList(lists: Lists, key: ListKey, products: readonly TProductLine[]): Lists {
  if (key.kind === 'retail') return { ...lists, retail: reconcile(lists.retail, products) };
  return {
    ...lists,
    orders: lists.orders.map((order) =>
      order.orderNumber === key.orderNumber ? { ...order, items: reconcile(order.items, products) } : order,
    ),
  };
}

function keyOfLine(line: Pick<TProductLine, 'orderNumber'>): ListKey {
  return line.orderNumber ? { kind: 'order', orderNumber: line.orderNumber } : { kind: 'retail' };
}

/** Opens an uploaded file: the link needs the session's token, so it is fetched and shown from memory. */
async function openUpload(link: string, store: string) {
  const token = readStored('token');
  const url = new URL(link, window.location.origin);
  url.searchParams.set('store', store);
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, 'error', 'genericError', response.statusText);
  const objectUrl = URL.createObjectURL(await response.blob());
  window.open(objectUrl, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export interface YourProductsStepProps {
  /** The enquiry the route names (/rma/enquiry/{type}); it overrides any other. */
  routeEnquiry: Enquiry | undefined;
}

/**
 * Your products (step 2): the nature of enquiry, where the product was bought, the order or the retail
 * products, the product table, and Next to the request step; or, for a status check, the RMA look-up.
 */
export const YourProductsStep = memo(
  forwardRef<HTMLHeadingElement, YourProductsStepProps>(function YourProductsStep({ routeEnquiry }, headingRef) {
    const { t } = useTranslation('home');
    const { store, info, language } = useStore();
    const { step, setStep } = useWizard();
    const messageText = useFieldMessage();
    const stepRef = useRef(step);
    stepRef.current = step;

    const products = useQuery({
      queryKey: yourProductsQueryKey(store),
      queryFn: ({ signal }) => fetchYourProducts(store, signal),
      retry: (count, error) => !(error instanceof ApiError && error.httpStatus < 500) && count < 1,
    });

    const [lists, setLists] = useState<Lists>({ orders: [], retail: [] });
    const [enquiry, setEnquiry] = useState<Enquiry>(info.replacementOnly ? 2 : 1);
    const [mode, setMode] = useState<PurchaseMode>('estore');
    const [currentOrder, setCurrentOrder] = useState('');
    const [ready, setReady] = useState(false);
    const [notice, setNotice] = useState<FieldMessage>(null);
    const [orderMessage, setOrderMessage] = useState<FieldMessage>(null);
    const [submitting, setSubmitting] = useState(false);
    const [server, setServer] = useState<TYourProductsResponse | null>(null);

    const backToProducts = useCallback(() => {
      if (stepRef.current === 3) setStep(2);
    }, [setStep]);

    // A failed load: back to step 1 with the error (spec section 4).
    useEffect(() => {
      if (!products.isError) return;
      if (products.error instanceof ApiError && products.error.httpStatus === 401) return;
      setStep(1);
      showErrorToast(products.error, t('genericError', { ns: 'messages' }));
    }, [products.isError, products.error, setStep, t]);

    const searchOrderNumber = useCallback(
      async (orderNumber: string): Promise<FieldMessage> => {
        try {
          const answer = await searchOrder(store, orderNumber);
          const found = answer.orderList[0];
          if (answer.status === ApiStatus.Success && found) {
            setLists((previous) => {
              const known = previous.orders.some((o) => o.orderNumber === found.orderNumber);
              const orders = known
                ? previous.orders.map((o) =>
                    o.orderNumber === found.orderNumber ? { ...found, items: reconcile(o.items, found.items) } : o,
                  )
                : [found, ...previous.orders];
              return { ...previous, orders };
            });
            setCurrentOrder(found.orderNumber);
            setOrderMessage(null);
            backToProducts();
            return null;
          }
          const text = answer.message ?? t(answer.code ?? 'orderNotFound', { ns: 'messages' });
          showToast(text, 'error', TIMINGS.notFoundNoticeMs);
          return { text };
        } catch (error) {
          return messageOfError(error);
        }
      },
      [store, t, backToProducts],
    );

    // Set up from the server's answer: lists, enquiry (the route first), mode, current order.
    const autoSearched = useRef(false);
    useEffect(() => {
      const data = products.data;
      if (!data) return;
      setServer(data);
      setLists({ orders: data.orderList, retail: data.retailList });
      const first = initialEnquiry({ routeEnquiry, stored: readStored('enquiry'), serverAction: data.action, info });
      writeStored('enquiry', String(first));
      setEnquiry(first);
      const orderNumber = data.orderNumber || data.orderList[0]?.orderNumber || '';
      setMode(
        modeFor({
          enquiry: first,
          showRetailer: data.showRetailer,
          orderNumberKnown: orderNumber !== '',
          preferred: data.mode === 'rma-status' ? undefined : data.mode,
        }),
      );
      setCurrentOrder(orderNumber);
      setReady(true);
      // With no orders, a prefilled order number is searched at once (the RMA panel does the same for RMAs).
      if (!autoSearched.current && data.orderList.length === 0 && data.orderNumber) {
        autoSearched.current = true;
        void searchOrderNumber(data.orderNumber).then(setOrderMessage);
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once per answer; later route changes go through changeEnquiry
    }, [products.data]);

    const changeEnquiry = useCallback(
      (next: Enquiry) => {
        setEnquiry(next);
        writeStored('enquiry', String(next));
        setMode(
          modeAfterEnquiryChange({
            enquiry: next,
            showRetailer: server?.showRetailer ?? false,
            orderNumberKnown: currentOrder !== '',
          }),
        );
        setNotice(null);
        backToProducts();
      },
      [server?.showRetailer, currentOrder, backToProducts],
    );

    // The route names another enquiry (a link of the page shell): it overrides the current one.
    const lastRoute = useRef(routeEnquiry);
    useEffect(() => {
      if (lastRoute.current === routeEnquiry) return;
      lastRoute.current = routeEnquiry;
      if (routeEnquiry && ready)
        changeEnquiry(initialEnquiry({ routeEnquiry, stored: null, serverAction: null, info }));
    }, [routeEnquiry, ready, changeEnquiry, info]);

    const changeSource = useCallback(
      (next: 'estore' | 'retail') => {
        setMode(next);
        setNotice(null);
        backToProducts();
      },
      [backToProducts],
    );

    const goToOrder = useCallback(
      (orderNumber: string) => {
        setCurrentOrder(orderNumber);
        setOrderMessage(null);
        backToProducts();
      },
      [backToProducts],
    );

    // Row handlers: one stable object reading the latest state through a ref.
    const latest = useRef({ lists, enquiry });
    latest.current = { lists, enquiry };
    const keyOf = useCallback((sourceId: string): ListKey => {
      const { lists: current } = latest.current;
      if (current.retail.some((l) => l.sourceId === sourceId)) return { kind: 'retail' };
      const order = current.orders.find((o) => o.items.some((l) => l.sourceId === sourceId));
      return order ? { kind: 'order', orderNumber: order.orderNumber } : { kind: 'retail' };
    }, []);
    const apply = useCallback((key: ListKey, lines: readonly TProductLine[]) => {
      setLists((previous) => applyList(previous, key, lines));
    }, []);

    const showMaximum = useCallback(
      (text?: string) => {
        const message: FieldMessage = text
          ? { text }
          : { key: 'selectedMaximum', values: { max: MAX_SELECTED_PRODUCTS } };
        setNotice(message);
        showToast(messageText(message) ?? '', 'error');
      },
      [messageText],
    );

    const handlers = useMemo<RowHandlers>(
      () => ({
        toggle: async (line) => {
          const { lists: current, enquiry: action } = latest.current;
          if (!line.selected) {
            const pool = line.orderNumber ? current.orders.flatMap((o) => o.items) : current.retail;
            if (!canSelectMore(pool.filter((l) => l.selected).length)) {
              showMaximum();
              return;
            }
          }
          try {
            const answer = await selectProduct(store, line.sourceId, action);
            apply(keyOfLine(line), answer.products);
            if (answer.status === ApiStatus.SelectedMaximum || answer.status === ApiStatus.MaxQtyLimit) {
              showMaximum(answer.message);
            } else if (answer.status === ApiStatus.RmaExists) {
              setNotice({ text: answer.message ?? t('rmaExists', { ns: 'messages' }) });
            } else {
              setNotice(null);
            }
            backToProducts();
          } catch (error) {
            showErrorToast(error, t('genericError', { ns: 'messages' }));
          }
        },
        checkSerial: async (sourceId, serial) => {
          const answer = await updateSerialNumber(store, sourceId, serial);
          apply(keyOf(sourceId), answer.products);
          return answer.status;
        },
        saveInvoice: async (sourceId, invoice) => {
          const answer = await updateInvoiceNumber(store, sourceId, invoice);
          apply(keyOf(sourceId), answer.products);
        },
        savePurchaseDate: async (sourceId, date) => {
          const answer = await updatePurchaseDate(store, sourceId, date);
          apply(keyOf(sourceId), answer.products);
        },
        uploadProof: async (sourceId, file) => {
          const answer = await uploadProof(store, sourceId, file);
          apply(keyOf(sourceId), answer.products);
        },
        removeProof: async (sourceId) => {
          const answer = await removeProof(store, sourceId);
          apply(keyOf(sourceId), answer.products);
        },
        remove: async (sourceId) => {
          try {
            const key = keyOf(sourceId);
            const answer = await removeProduct(store, sourceId);
            apply(key, answer.products);
            backToProducts();
          } catch (error) {
            showErrorToast(error, t('genericError', { ns: 'messages' }));
          }
        },
        viewProof: (link) => {
          openUpload(link, store).catch((error: unknown) =>
            showErrorToast(error, t('genericError', { ns: 'messages' })),
          );
        },
      }),
      [store, apply, keyOf, showMaximum, backToProducts, t],
    );

    const addRetail = useCallback(
      async (productId: number): Promise<FieldMessage> => {
        try {
          const answer = await addRetailProduct(store, productId);
          apply({ kind: 'retail' }, answer.products);
          backToProducts();
          if (answer.status === ApiStatus.MaxQtyLimit || answer.status === ApiStatus.SelectedMaximum) {
            return answer.message
              ? { text: answer.message }
              : { key: 'selectedMaximum', values: { max: MAX_SELECTED_PRODUCTS } };
          }
          return null;
        } catch (error) {
          return messageOfError(error);
        }
      },
      [store, apply, backToProducts],
    );

    const contactUs = useCallback(
      async (rmaNumber: string): Promise<FieldMessage> => {
        if (!rmaNumber.trim()) return { key: 'enterRmaNumber' };
        const answer = await postServiceRequired({
          natureEnquiry: NatureOfEnquiry.Status,
          rmaNumber: rmaNumber.trim(),
          orderNumber: '',
          mode: 'rma-status',
          store,
        });
        if (answer.status !== ApiStatus.Success) {
          return { text: answer.message ?? t(answer.code ?? 'rmaNotFound', { ns: 'messages' }) };
        }
        setStep(3);
        return null;
      },
      [store, setStep, t],
    );

    const currentOrderData = lists.orders.find((o) => o.orderNumber === currentOrder);
    const tableMode = mode === 'retail' ? 'retail' : 'estore';
    const lines = mode === 'retail' ? lists.retail : (currentOrderData?.items ?? []);
    const selected = useMemo(
      () => (mode === 'retail' ? lists.retail : lists.orders.flatMap((o) => o.items)).filter((l) => l.selected),
      [mode, lists],
    );
    const service = enquiry === 1 ? RequestService.Refund : RequestService.Repair;
    // A retail line without a purchase date has no warranty yet: the upload rule speaks for it instead.
    const eligibility = useMemo(
      () =>
        enquiry === 4
          ? null
          : eligibilityMessage(
              selected.filter((l) => l.purchaseDate !== ''),
              service,
            ),
      [enquiry, selected, service],
    );

    const next = async () => {
      setNotice(null);
      if (mode === 'estore' && !currentOrderData) {
        setOrderMessage({ key: 'enterOrderNumber' });
        return;
      }
      if (selected.length === 0) {
        setNotice({ key: 'selectProduct' });
        return;
      }
      if (eligibility) {
        setNotice({ key: eligibility.key, values: eligibility.values });
        return;
      }
      if (mode === 'retail' && enquiry === 2 && retailReplacementMissing(selected).length > 0) {
        const message: FieldMessage = { key: 'uploadSupportingFile' };
        setNotice(message);
        showToast(messageText(message) ?? '', 'error', TIMINGS.uploadMessageMs);
        return;
      }
      setSubmitting(true);
      try {
        const answer = await postServiceRequired({
          natureEnquiry: enquiry,
          orderNumber: mode === 'estore' ? currentOrder : '',
          items: selected.map((l) => ({ sourceId: l.sourceId })),
          mode,
          store,
        });
        if (answer.status === ApiStatus.Success) {
          setStep(3);
        } else {
          setNotice({ text: answer.message ?? t(answer.code ?? 'genericError', { ns: 'messages' }) });
        }
      } catch (error) {
        const message = messageOfError(error);
        setNotice(message);
        if (error instanceof ApiError && error.code === 'uploadSupportingFile') {
          showToast(messageText(message) ?? '', 'error', TIMINGS.uploadMessageMs);
        }
      } finally {
        setSubmitting(false);
      }
    };

    // A "fill this in" notice goes once the customer has done it.
    const noticeSettled =
      notice !== null &&
      'key' in notice &&
      ((notice.key === 'selectProduct' && selected.length > 0) ||
        (notice.key === 'uploadSupportingFile' && retailReplacementMissing(selected).length === 0) ||
        (notice.key === 'selectedMaximum' && canSelectMore(selected.length)));
    const noticeText = noticeSettled ? undefined : messageText(notice);
    const eligibilityText = eligibility ? t(eligibility.key, { ns: 'messages', ...eligibility.values }) : null;

    return (
      <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1 }}>
        <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-labelledby="products-title">
          <Stack gap="lg">
            <div>
              <Title order={2} size="h3" id="products-title" ref={headingRef} tabIndex={-1}>
                {t('products.title')}
              </Title>
              <Text size="sm" c="gray.8" mt={4}>
                {t('products.description')}
              </Text>
            </div>
            {!ready ? (
              <Group gap="sm" role="status">
                <Loader size="sm" />
                <Text size="sm">{t('loading', { ns: 'common' })}</Text>
              </Group>
            ) : (
              <>
                <EnquirySelector value={enquiry} onChange={changeEnquiry} />
                {enquiry === 2 && server?.showRetailer ? (
                  <PurchaseSourceSelector value={mode} onChange={changeSource} />
                ) : null}
                <Divider />
                {mode === 'rma-status' ? (
                  <RmaStatusPanel
                    rmaNumberList={server?.rmaNumberList ?? []}
                    initialRmaNumber={server?.rmaNumber ?? ''}
                    onContactUs={contactUs}
                  />
                ) : (
                  <Stack gap="md">
                    {mode === 'estore' ? (
                      <OrderPanel
                        orderNumberList={server?.orderNumberList ?? []}
                        currentOrder={currentOrder}
                        orderDate={currentOrderData?.orderDate ?? ''}
                        onSearch={searchOrderNumber}
                        onGo={goToOrder}
                        message={orderMessage}
                      />
                    ) : (
                      <RetailSearch store={store} onAdd={addRetail} />
                    )}
                    {lines.length > 0 ? (
                      <ProductTable
                        lines={lines}
                        mode={tableMode}
                        handlers={handlers}
                        caption={
                          mode === 'retail'
                            ? t('products.retailCaption')
                            : t('products.orderCaption', { orderNumber: currentOrder })
                        }
                      />
                    ) : (
                      <Text size="sm" c="gray.8">
                        {mode === 'retail'
                          ? t('products.emptyRetail')
                          : currentOrder
                            ? t('products.emptyOrder')
                            : t('products.noOrder')}
                      </Text>
                    )}
                    <Text size="sm" c="gray.8" aria-live="polite">
                      {t('products.selectedCount', { count: selected.length, max: MAX_SELECTED_PRODUCTS })}
                    </Text>
                    {eligibilityText ? (
                      <Alert color="yellow" variant="light" title={t('products.eligibilityTitle')}>
                        <Text size="sm" c="dark.8">
                          {eligibilityText}
                        </Text>
                      </Alert>
                    ) : null}
                    {noticeText && noticeText !== eligibilityText ? (
                      <Alert color="red" variant="light" role="alert">
                        <Text size="sm" c={TEXT_COLOR.danger}>
                          {noticeText}
                        </Text>
                      </Alert>
                    ) : null}
                    <Group justify="flex-end">
                      <Button size="md" miw={140} loading={submitting} onClick={() => void next()}>
                        {t('next', { ns: 'common' })}
                      </Button>
                    </Group>
                  </Stack>
                )}
              </>
            )}
          </Stack>
        </Paper>
      </DatesProvider>
    );
  }),
);
