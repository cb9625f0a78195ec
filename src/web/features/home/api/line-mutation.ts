import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProductLine, TYourProductsResponse } from '../../../../shared/schemas/products.js';
import type { TProductsOutcomeResponse } from '../../../../shared/schemas/your-products.js';
import type { Store } from '../../../../shared/stores.js';
import type { Notice } from '../../../lib/query-client.js';
import { useStore } from '../../../lib/store-context.js';
import { yourProductsQueryKey } from './get-your-products.js';
import { LINE_SAVE_KEY, PRODUCTS_CHANGE_KEY } from './mutation-keys.js';
import { withLines } from './product-cache.js';

/** A call about one product line: the line, and what the call sends besides. */
export interface LineVariables<T = undefined> {
  line: Pick<TProductLine, 'sourceId' | 'orderNumber'>;
  value: T;
}

/**
 * A mutation about one line whose answer is the lines of that line's list: the answer replaces them in the
 * cached products. `errorToast: false` where the caller shows a failure beside the field.
 */
export function useLineMutation<T>(
  fetcher: (store: Store, sourceId: string, value: T) => Promise<TProductsOutcomeResponse>,
  options: {
    errorToast: boolean;
    changesSelection?: boolean;
    /** A key of its own under PRODUCTS_CHANGE_KEY (with changesSelection), for views that watch this call. */
    mutationKey?: readonly string[];
    /** The toast of an answer that refuses (the query client shows it). */
    notice?: (answer: TProductsOutcomeResponse) => Notice | null;
  },
) {
  const { store } = useStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ line, value }: LineVariables<T>) => fetcher(store, line.sourceId, value),
    ...(options.changesSelection
      ? { mutationKey: [...(options.mutationKey ?? PRODUCTS_CHANGE_KEY)], gcTime: Infinity }
      : { mutationKey: [...LINE_SAVE_KEY] }),
    meta: {
      errorToast: options.errorToast,
      ...(options.notice ? { notice: (answer: unknown) => options.notice!(answer as TProductsOutcomeResponse) } : {}),
    },
    onSuccess: (answer, { line }) => {
      client.setQueryData<TYourProductsResponse>(yourProductsQueryKey(store), (data) =>
        data ? withLines(data, line.orderNumber, answer.products) : data,
      );
    },
  });
}
