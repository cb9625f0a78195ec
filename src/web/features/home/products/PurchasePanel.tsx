import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SELECTED_PRODUCTS } from '../../../../shared/limits.js';
import { canSelectMore, retailReplacementMissing } from '../../../../shared/rules/selection.js';
import type { TYourProductsResponse } from '../../../../shared/schemas/products.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import { selectedLines } from '../api/product-cache.js';
import { hideToast } from '../../../components/feedback.js';
import { TEXT_COLOR } from '../colors.js';
import { useFieldMessage, type FieldMessage } from '../messages.js';
import { OrderPanel } from './OrderPanel.js';
import { ProductTable } from './ProductTable.js';
import { RetailSearch } from './RetailSearch.js';
import { eligibilityOf, useProductsNext } from './useProductsNext.js';
import { useRowHandlers } from './useRowHandlers.js';

/** A "fill this in" notice goes once the customer has done it. */
function settled(notice: FieldMessage, selected: Parameters<typeof retailReplacementMissing>[0]): boolean {
  if (notice === null || !('key' in notice)) return false;
  if (notice.key === 'selectProduct') return selected.length > 0;
  if (notice.key === 'uploadSupportingFile') return retailReplacementMissing(selected).length === 0;
  if (notice.key === 'selectedMaximum') return canSelectMore(selected.length);
  return false;
}

function EmptyList({ retail, currentOrder }: { retail: boolean; currentOrder: string | null }) {
  const { t } = useTranslation('products');
  const key = retail ? 'emptyRetail' : currentOrder ? 'emptyOrder' : 'noOrder';
  return (
    <Text size="sm" c="gray.8">
      {t(key)}
    </Text>
  );
}

/**
 * The products of an estore or retail enquiry, everything read from the cached answer of the server: the
 * current order (or the retail list), the selection, what keeps the customer from going on, and Next.
 */
export function PurchasePanel({ data, wizard }: { data: TYourProductsResponse; wizard: TWizard }) {
  const { t } = useTranslation('products');
  const messageText = useFieldMessage();
  const [notice, setNotice] = useState<FieldMessage>(null);
  const [orderMessage, setOrderMessage] = useState<FieldMessage>(null);
  const retail = wizard.mode === 'retail';
  const currentOrder = data.orderNumber || data.orderList[0]?.orderNumber || null;
  const order = data.orderList.find((o) => o.orderNumber === currentOrder);
  const lines = retail ? data.retailList : (order?.items ?? []);
  const selected = useMemo(() => selectedLines(data, retail), [data, retail]);
  const handlers = useRowHandlers({ data, enquiry: wizard.natureEnquiry, setNotice });
  const { next, pending } = useProductsNext({
    wizard,
    orderNumber: order ? order.orderNumber : null,
    setNotice,
    setOrderMessage,
  });
  const eligibility = eligibilityOf(wizard, selected);
  const eligibilityText = eligibility ? t(eligibility.key, { ns: 'messages', ...eligibility.values }) : null;
  const noticeDone = settled(notice, selected);
  const noticeText = noticeDone ? undefined : messageText(notice);
  // A notice that came as a toast too (the upload refusal's, for 12 seconds) takes its toast with it once done.
  const doneText = noticeDone ? messageText(notice) : undefined;
  useEffect(() => {
    if (doneText) hideToast(doneText, 'error');
  }, [doneText]);
  return (
    <Stack gap="md">
      {retail ? (
        <RetailSearch />
      ) : (
        <OrderPanel
          key={currentOrder}
          orderNumberList={data.orderNumberList}
          currentOrder={currentOrder ?? ''}
          orderDate={order?.orderDate ?? ''}
          message={orderMessage}
          onMessage={setOrderMessage}
        />
      )}
      {lines.length > 0 ? (
        <ProductTable
          lines={lines}
          mode={retail ? 'retail' : 'estore'}
          handlers={handlers}
          caption={retail ? t('retailCaption') : t('orderCaption', { orderNumber: currentOrder })}
        />
      ) : (
        <EmptyList retail={retail} currentOrder={currentOrder} />
      )}
      <Text size="sm" c="gray.8" aria-live="polite">
        {t('selectedCount', { count: selected.length, max: MAX_SELECTED_PRODUCTS })}
      </Text>
      {eligibilityText ? (
        <Alert
          color="yellow"
          variant="light"
          title={t('eligibilityTitle')}
          // The light yellow title is 2.68:1 on its own background; the body's dark grey passes AA.
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
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
        <Button size="md" miw={140} loading={pending} onClick={() => void next()}>
          {t('next', { ns: 'common' })}
        </Button>
      </Group>
    </Stack>
  );
}
