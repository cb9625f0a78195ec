import { Box, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TProductLine } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import { ReasonPanel } from './ReasonPanel.js';
import classes from './ReasonTabs.module.css';
import type { TRequestValues } from './request.types.js';
import type { ItemErrors, ItemPatch, ItemState } from './types.js';

/** The rule's keys of one product's errors, as the panel shows them. */
export function itemErrors(errors: FieldErrors<TRequestValues>, index: number): ItemErrors | undefined {
  const mine = errors.items?.[index];
  if (!mine) return undefined;
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(mine)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') out[field] = message;
  }
  return out as ItemErrors;
}

/** One tab per product with its reason section; a tab whose product needs attention carries a red dot. */
export function ReasonTabs(props: {
  products: readonly TProductLine[];
  items: readonly ItemState[];
  errors: FieldErrors<TRequestValues>;
  store: Store;
  service: number;
  activeTab: string | null;
  onTab: (tab: string | null) => void;
  onChange: (sourceId: string, patch: ItemPatch) => void;
}) {
  const { t } = useTranslation('request');
  // On a phone the product tabs wrap; as pills they still read as tabs.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Box>
      <Title order={3} size="h4" mb="xs">
        {t('reasonsTitle')}
      </Title>
      <Tabs
        value={props.activeTab}
        onChange={props.onTab}
        keepMountedMode="display-none"
        variant={phone ? 'pills' : 'default'}
        styles={phone ? { list: { gap: 6 } } : undefined}
        classNames={phone ? { tab: classes.pill } : undefined}
      >
        <Tabs.List aria-label={t('productTabs')}>
          {props.products.map((product, index) => {
            const hasErrors = Object.keys(itemErrors(props.errors, index) ?? {}).length > 0;
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
        {props.products.map((product, index) => (
          <Tabs.Panel key={product.sourceId} value={product.sourceId}>
            <ReasonPanel
              product={product}
              item={props.items[index]!}
              errors={itemErrors(props.errors, index)}
              store={props.store}
              serviceRequired={props.service}
              onChange={props.onChange}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Box>
  );
}
