import { Autocomplete, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../../../shared/stores.js';
import { searchProducts } from '../api.js';
import { useFieldMessage, type FieldMessage } from './ProductFields.js';

interface Suggestion {
  id: number;
  name: string;
  sku: string;
}

const MIN_CHARS = 2;

/**
 * Finds a product bought from another retailer by name or SKU, as the customer types (debounced, stale
 * answers dropped), and adds the chosen one to the retail list.
 */
export const RetailSearch = memo(function RetailSearch({
  store,
  onAdd,
}: {
  store: Store;
  /** Resolves with a message to show (e.g. the maximum reached), or null when the product was added. */
  onAdd: (productId: number) => Promise<FieldMessage>;
}) {
  const { t } = useTranslation('home');
  const messageText = useFieldMessage();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<FieldMessage>(null);

  useEffect(() => {
    if (debounced.length < MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    searchProducts(store, debounced, controller.signal)
      .then((answer) => setSuggestions(answer.suggest))
      .catch(() => {
        if (!controller.signal.aborted) setSuggestions([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [debounced, store]);

  // Option values must be unique: the name with its SKU.
  const byValue = useMemo(() => new Map(suggestions.map((s) => [`${s.name} (${s.sku})`, s])), [suggestions]);
  const data = useMemo(() => [...byValue.keys()], [byValue]);

  const add = async (value: string) => {
    const suggestion = byValue.get(value);
    if (!suggestion) return;
    setAdding(true);
    setMessage(null);
    try {
      const outcome = await onAdd(suggestion.id);
      setMessage(outcome);
      if (!outcome) setQuery('');
    } finally {
      setAdding(false);
    }
  };

  const noResults = debounced.length >= MIN_CHARS && !loading && suggestions.length === 0 && query.trim() === debounced;
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
        onOptionSubmit={(value) => void add(value)}
        rightSection={loading || adding ? <Loader size="xs" aria-label={t('products.searching')} /> : null}
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
