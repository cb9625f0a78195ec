import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiStatus } from '../../../../shared/codes.js';
import { INVOICE_NUMBER_MAX } from '../../../../shared/limits.js';
import { useStore } from '../../../lib/store-context.js';
import { useSearchOrder } from '../api/search-order.js';
import { displayDate } from '../format.js';
import { messageOfAnswer, messageOfError, useFieldMessage, type FieldMessage } from '../messages.js';
import classes from './OrderPanel.module.css';
import { neighbourOrders } from './order-navigation.js';

/**
 * Looks an order up: a found one becomes the current order in the cached products (the mutation does that);
 * otherwise the server's "not found" shows beside the field (and as an 8-second notice: api/search-order).
 */
function useOrderSearch(onMessage: (message: FieldMessage) => void) {
  const search = useSearchOrder();
  const run = async (orderNumber: string) => {
    onMessage(null);
    try {
      const answer = await search.mutateAsync(orderNumber);
      if (answer.status === ApiStatus.Success && answer.orderList.length > 0) return;
      onMessage(messageOfAnswer(answer, 'orderNotFound'));
    } catch (error) {
      onMessage(messageOfError(error));
    }
  };
  return { run, pending: search.isPending };
}

/** Previous (older) and next (newer) order, with the position in the customer's orders. */
function OrderNavigation(props: { list: readonly string[]; current: string; onGo: (orderNumber: string) => void }) {
  const { t } = useTranslation('products');
  const { previous, next } = neighbourOrders(props.list, props.current);
  const position = props.list.indexOf(props.current);
  const classNames = { root: classes.orderNavButton, label: classes.orderNavLabel };
  return (
    // A grid whose button labels may wrap: "Nächste Bestellung ›" and "Commande suivante ›" must fit a
    // 390 px phone without pushing the page sideways.
    <div className={classes.orderNav}>
      <Button
        variant="default"
        size="xs"
        fullWidth
        classNames={classNames}
        disabled={!previous}
        onClick={() => previous && props.onGo(previous)}
      >
        ‹ {t('order.previous')}
      </Button>
      {position >= 0 ? (
        <Text size="sm" c="gray.8" ta="center" style={{ whiteSpace: 'nowrap' }}>
          {t('order.position', { index: props.list.length - position, count: props.list.length })}
        </Text>
      ) : (
        <span />
      )}
      <Button
        variant="default"
        size="xs"
        fullWidth
        classNames={classNames}
        disabled={!next}
        onClick={() => next && props.onGo(next)}
      >
        {t('order.next')} ›
      </Button>
    </div>
  );
}

/**
 * The order number of an estore enquiry: typed and searched, or stepped through the customer's orders
 * with previous (older) and next (newer) order.
 */
export const OrderPanel = memo(function OrderPanel({
  orderNumberList,
  currentOrder,
  orderDate,
  message,
  onMessage,
}: {
  orderNumberList: readonly string[];
  currentOrder: string;
  orderDate: string;
  /** What shows under the field (not found, or Next without an order number). */
  message: FieldMessage;
  onMessage: (message: FieldMessage) => void;
}) {
  const { t } = useTranslation('products');
  const { language } = useStore();
  const messageText = useFieldMessage();
  // What is typed is the field's own; it starts at the server's current order (the panel is keyed by it).
  const [value, setValue] = useState(currentOrder);
  const { run, pending } = useOrderSearch(onMessage);
  const search = () => {
    const number = value.trim();
    if (!number) return onMessage({ key: 'enterOrderNumber' });
    void run(number);
  };
  return (
    <Stack gap="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <TextInput
          label={t('order.number')}
          description={t('order.numberHint')}
          value={value}
          maxLength={INVOICE_NUMBER_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (message) onMessage(null);
          }}
          error={messageText(message)}
          maw={480}
          inputContainer={(children) => (
            // Bottoms aligned: the input has a margin above it (under the hint) that the button has not.
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
              {/* A secondary action: the step's Next is its one filled button. */}
              <Button type="submit" variant="default" loading={pending}>
                {t('order.find')}
              </Button>
            </Group>
          )}
        />
      </form>
      {currentOrder ? (
        <Group justify="space-between" gap="xs" wrap="wrap" align="center">
          <Text size="sm" aria-live="polite">
            {t('order.showing', { orderNumber: currentOrder })}
            {orderDate ? ` · ${t('order.placedOn', { date: displayDate(orderDate, language) })}` : ''}
          </Text>
          {orderNumberList.length > 1 ? (
            <OrderNavigation list={orderNumberList} current={currentOrder} onGo={(number) => void run(number)} />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
});
