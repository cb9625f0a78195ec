import { useMemo, useRef } from 'react';
import { ApiStatus } from '../../../../shared/codes.js';
import { canSelectMore } from '../../../../shared/rules/selection.js';
import type { TProductLine, TYourProductsResponse } from '../../../../shared/schemas/products.js';
import { showToast } from '../../../components/feedback.js';
import { useRemoveProduct } from '../api/remove-product.js';
import { SELECTED_MAXIMUM, useSelectProduct } from '../api/select-product.js';
import { selectedLines } from '../api/product-cache.js';
import { messageOfAnswer, useFieldMessage, type FieldMessage } from '../messages.js';
import type { RowHandlers } from './types.js';

/**
 * What a row can ask: select or deselect (the sixth product is refused before asking), and remove a retail
 * line. The answers land in the cached products (the mutations do that); the notice under the table says
 * what the customer must know (the maximum, an RMA that exists already). The server's refusal of the maximum
 * is also a toast, raised by the query client (api/select-product).
 */
export function useRowHandlers(i: {
  data: TYourProductsResponse;
  enquiry: number;
  setNotice: (message: FieldMessage) => void;
}): RowHandlers {
  const select = useSelectProduct();
  const remove = useRemoveProduct();
  const messageText = useFieldMessage();
  // Rows are memoised: the handlers stay the same object and read the latest answer through this ref.
  const latest = useRef(i);
  latest.current = i;
  const { mutateAsync: selectAsync } = select;
  const { mutateAsync: removeAsync } = remove;

  return useMemo<RowHandlers>(() => {
    const showMaximum = (message: FieldMessage) => {
      latest.current.setNotice(message);
      showToast(messageText(message) ?? '', 'error');
    };
    return {
      toggle: async (line: TProductLine) => {
        const { data, enquiry, setNotice } = latest.current;
        const pool = selectedLines(data, line.orderNumber === '');
        if (!line.selected && !canSelectMore(pool.length)) return showMaximum(SELECTED_MAXIMUM);
        const answer = await selectAsync({ line, value: enquiry }).catch(() => null);
        if (!answer) return;
        if (answer.status === ApiStatus.SelectedMaximum || answer.status === ApiStatus.MaxQtyLimit) {
          setNotice(answer.message ? { text: answer.message } : SELECTED_MAXIMUM);
        } else if (answer.status === ApiStatus.RmaExists) {
          setNotice(messageOfAnswer(answer, 'rmaExists'));
        } else setNotice(null);
      },
      remove: async (line: TProductLine) => {
        await removeAsync({ line, value: undefined }).catch(() => null);
      },
    };
  }, [selectAsync, removeAsync, messageText]);
}
