import { Autocomplete, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiStatus } from '../../../../shared/codes.js';
import { MAX_SELECTED_PRODUCTS } from '../../../../shared/limits.js';
import { useStore } from '../../../lib/store-context.js';
import { useAddRetailProduct } from '../api/add-retail-product.js';
import { SEARCH_MIN_CHARS, useProductSearch } from '../api/search-products.js';
import { messageOfError, useFieldMessage, type FieldMessage } from '../messages.js';

/** What adding a product answered: the maximum reached, or nothing to say. */
function outcomeOf(answer: { status: string; message?: string }): FieldMessage {
  if (answer.status !== ApiStatus.MaxQtyLimit && answer.status !== ApiStatus.SelectedMaximum) return null;
  return answer.message ? { text: answer.message } : { key: 'selectedMaximum', values: { max: MAX_SELECTED_PRODUCTS } };
}

/**
 * Finds a product bought from another retailer by name or SKU, as the customer types (debounced; the query
 * key drops stale answers), and adds the chosen one to the retail list.
 */
export const RetailSearch = memo(function RetailSearch() {
  const { t } = useTranslation('products');
  const { store } = useStore();
  const messageText = useFieldMessage();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const search = useProductSearch(store, debounced);
  const add = useAddRetailProduct();
  const [message, setMessage] = useState<FieldMessage>(null);
  const active = debounced.length >= SEARCH_MIN_CHARS;
  const suggestions = useMemo(() => (active ? (search.data?.suggest ?? []) : []), [active, search.data]);

  // Option values must be unique: the name with its SKU.
  const byValue = useMemo(() => new Map(suggestions.map((s) => [`${s.name} (${s.sku})`, s])), [suggestions]);
  const data = useMemo(() => [...byValue.keys()], [byValue]);

  const choose = async (value: string) => {
    const suggestion = byValue.get(value);
    if (!suggestion) return;
    setMessage(null);
    try {
      const outcome = outcomeOf(await add.mutateAsync(suggestion.id));
      setMessage(outcome);
      if (!outcome) setQuery('');
    } catch (error) {
      setMessage(messageOfError(error));
    }
  };

  const loading = active && search.isFetching;
  const noResults = active && !loading && suggestions.length === 0 && query.trim() === debounced;
  return (
    <Stack gap={4}>
      <Autocomplete
        label={t('retail.search')}
        description={t('retail.searchHint')}
        placeholder={t('retail.placeholder')}
        value={query}
        onChange={(value) => {
          setQuery(value);
          if (message) setMessage(null);
        }}
        data={data}
        filter={({ options }) => options}
        limit={10}
        onOptionSubmit={(value) => void choose(value)}
        rightSection={loading || add.isPending ? <Loader size="xs" aria-label={t('searching')} /> : null}
        error={messageText(message)}
        maw={560}
        comboboxProps={{ withinPortal: true }}
        autoComplete="off"
      />
      <Text size="sm" c="gray.8" role="status">
        {noResults ? t('retail.noResults') : ''}
      </Text>
    </Stack>
  );
});
