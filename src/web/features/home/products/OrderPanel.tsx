import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_NUMBER_MAX } from '../../../../shared/limits.js';
import { useStore } from '../../../lib/store-context.js';
import { neighbourOrders } from '../flow.js';
import { displayDate } from '../format.js';
import { useFieldMessage, type FieldMessage } from './ProductFields.js';
import classes from './OrderPanel.module.css';

/**
 * The order number of an estore enquiry: typed and searched, or stepped through the customer's orders
 * with previous (older) and next (newer) order.
 */
export const OrderPanel = memo(function OrderPanel({
  orderNumberList,
  currentOrder,
  orderDate,
  onSearch,
  onGo,
  message,
}: {
  orderNumberList: readonly string[];
  currentOrder: string;
  orderDate: string;
  /** Resolves with a message to show under the field, or null when the order was found. */
  onSearch: (orderNumber: string) => Promise<FieldMessage>;
  onGo: (orderNumber: string) => void;
  /** A message from outside (Next without an order number). */
  message: FieldMessage;
}) {
  const { t } = useTranslation('home');
  const { language } = useStore();
  const messageText = useFieldMessage();
  const [value, setValue] = useState(currentOrder);
  const [own, setOwn] = useState<FieldMessage>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => setValue(currentOrder), [currentOrder]);
  useEffect(() => setOwn(message), [message]);

  const search = async () => {
    const number = value.trim();
    if (!number) {
      setOwn({ key: 'enterOrderNumber' });
      return;
    }
    setSearching(true);
    setOwn(null);
    try {
      setOwn(await onSearch(number));
    } finally {
      setSearching(false);
    }
  };

  const { previous, next } = neighbourOrders(orderNumberList, currentOrder);
  const position = orderNumberList.indexOf(currentOrder);
  return (
    <Stack gap="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
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
            if (own) setOwn(null);
          }}
          error={messageText(own)}
          maw={480}
          inputContainer={(children) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
              <Button type="submit" loading={searching}>
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
            // A grid whose button labels may wrap: "Nächste Bestellung ›" and "Commande suivante ›" must fit a
            // 390 px phone without pushing the page sideways.
            <div className={classes.orderNav}>
              <Button
                variant="default"
                size="xs"
                fullWidth
                classNames={{ root: classes.orderNavButton, label: classes.orderNavLabel }}
                disabled={!previous}
                onClick={() => previous && onGo(previous)}
              >
                ‹ {t('order.previous')}
              </Button>
              {position >= 0 ? (
                <Text size="sm" c="gray.8" ta="center" style={{ whiteSpace: 'nowrap' }}>
                  {t('order.position', { index: orderNumberList.length - position, count: orderNumberList.length })}
                </Text>
              ) : (
                <span />
              )}
              <Button
                variant="default"
                size="xs"
                fullWidth
                classNames={{ root: classes.orderNavButton, label: classes.orderNavLabel }}
                disabled={!next}
                onClick={() => next && onGo(next)}
              >
                {t('order.next')} ›
              </Button>
            </div>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
});
