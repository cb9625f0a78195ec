import { ApiStatus, RequestService } from '../../../../shared/codes.js';
import { TIMINGS } from '../../../../shared/limits.js';
import { eligibilityMessage } from '../../../../shared/rules/eligibility.js';
import { retailReplacementMissing } from '../../../../shared/rules/selection.js';
import type { TProductLine, TYourProductsResponse } from '../../../../shared/schemas/products.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import { showToast } from '../../../components/feedback.js';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.js';
import { mutationsSettled } from '../../../lib/query-client.js';
import { useStore } from '../../../lib/store-context.js';
import { yourProductsQueryKey } from '../api/get-your-products.js';
import { LINE_SAVE_KEY, PRODUCTS_CHANGE_KEY } from '../api/mutation-keys.js';
import { selectedLines } from '../api/product-cache.js';
import { useServiceRequired } from '../api/service-required.js';
import { messageOfAnswer, messageOfError, useFieldMessage, type FieldMessage } from '../messages.js';

/** Why the selected products may not be asked for (satisfaction window, warranty), or null. */
export function eligibilityOf(wizard: TWizard, selected: readonly TProductLine[]) {
  const service = wizard.natureEnquiry === 1 ? RequestService.Refund : RequestService.Repair;
  // A retail line without a purchase date has no warranty yet: the upload rule speaks for it instead.
  return eligibilityMessage(
    selected.filter((line) => line.purchaseDate !== ''),
    service,
  );
}

/** The server's refusal for a retail replacement without its proof and date. */
const isUploadRefusal = (error: unknown) => error instanceof ApiError && error.code === 'uploadSupportingFile';

/**
 * Next on the products step: the saves still in flight (a date left with Tab, a box just ticked) first, then
 * the checks of the step (an order, a product, eligibility, the retail proof) on the selection as the server
 * now holds it, then service-required, whose answer moves the wizard to the request step.
 */
export function useProductsNext(i: {
  wizard: TWizard;
  orderNumber: string | null;
  setNotice: (message: FieldMessage) => void;
  setOrderMessage: (message: FieldMessage) => void;
}) {
  const { store } = useStore();
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const messageText = useFieldMessage();
  // Of its failures only "upload a supporting file" is a toast (12 s); the others show under the table.
  const serviceRequired = useServiceRequired({ errorToast: isUploadRefusal, toastMs: TIMINGS.uploadMessageMs });
  const { wizard, setNotice } = i;
  const mode = wizard.mode === 'retail' ? 'retail' : 'estore';

  const refuse = (message: FieldMessage, toastMs?: number) => {
    setNotice(message);
    if (toastMs) showToast(messageText(message) ?? '', 'error', toastMs);
  };

  /** The selection once every save of the step has been answered: the cache holds the answers by then. */
  const settledSelection = async () => {
    setWaiting(true);
    try {
      await Promise.all([mutationsSettled(client, LINE_SAVE_KEY), mutationsSettled(client, PRODUCTS_CHANGE_KEY)]);
    } finally {
      setWaiting(false);
    }
    const data = client.getQueryData<TYourProductsResponse>(yourProductsQueryKey(store));
    return data ? selectedLines(data, mode === 'retail') : [];
  };

  const next = async () => {
    setNotice(null);
    const selected = await settledSelection();
    if (mode === 'estore' && i.orderNumber === null) return i.setOrderMessage({ key: 'enterOrderNumber' });
    if (selected.length === 0) return refuse({ key: 'selectProduct' });
    const eligibility = eligibilityOf(wizard, selected);
    if (eligibility) return refuse({ key: eligibility.key, values: eligibility.values });
    if (mode === 'retail' && wizard.natureEnquiry === 2 && retailReplacementMissing(selected).length > 0) {
      return refuse({ key: 'uploadSupportingFile' }, TIMINGS.uploadMessageMs);
    }
    try {
      const answer = await serviceRequired.mutateAsync({
        natureEnquiry: wizard.natureEnquiry,
        orderNumber: mode === 'estore' ? (i.orderNumber ?? '') : '',
        items: selected.map((line) => ({ sourceId: line.sourceId })),
        mode,
        store,
      });
      if (answer.status !== ApiStatus.Success) setNotice(messageOfAnswer(answer, 'genericError'));
    } catch (error) {
      setNotice(messageOfError(error));
    }
  };
  return { next, pending: waiting || serviceRequired.isPending };
}
