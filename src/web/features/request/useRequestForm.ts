import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useLocation } from 'wouter';
import { ApiStatus, RequestService } from '../../../shared/codes.js';
import type { TYourRequestResponse } from '../../../shared/schemas/index.js';
import { newRequestKey } from '../../lib/request-key.js';
import { useStore } from '../../lib/store-context.js';
import { useSubmitRequest } from './api/submit-request.js';
import { initialRequestValues, withService } from './form-items.js';
import { requestSchema, type TRequestValues } from './request.types.js';
import { forgetReview, keepReview, keptReview } from './review-draft.js';
import type { ItemPatch } from './types.js';
import { asksReasons } from '../../../shared/rules/reasons.js';

/** Whether the review is open, kept for this tab so that a reload comes back to it (review-draft.ts). */
function useReviewing(data: TYourRequestResponse) {
  const { store } = useStore();
  const [kept] = useState(() => keptReview(data, store));
  const [reviewing, setReviewing] = useState(kept !== null);
  const open = (values: TRequestValues) => {
    keepReview(data, store, values);
    setReviewing(true);
  };
  const close = useCallback(() => {
    forgetReview();
    setReviewing(false);
  }, []);
  return { kept, reviewing, open, close };
}

/**
 * The request form: react-hook-form over the shared rule (request.types.ts), started from what the server kept,
 * or from the review this tab kept of the same request before a reload (review-draft.ts), which opens again.
 * A valid form opens the review (docs/decisions/0030-guided-flow.md); the review's Submit sends it once per
 * attempt (a changed form is a new attempt with a new key); the answer goes to the confirmation or, for a
 * replacement, to the address page.
 */
export function useRequestForm(data: TYourRequestResponse) {
  const { store } = useStore();
  const [, navigate] = useLocation();
  const products = data.productSelected;
  const review = useReviewing(data);
  const [initial] = useState(() => review.kept ?? initialRequestValues(data, store));
  const schema = useMemo(() => requestSchema(store, products), [store, products]);
  const form = useForm<TRequestValues>({ defaultValues: initial, resolver: zodResolver(schema), mode: 'onSubmit' });
  const { setValue, getValues, clearErrors } = form;
  const [service, items] = useWatch({ control: form.control, name: ['service', 'items'] });
  const [activeTab, setActiveTab] = useState<string | null>(products[0]?.sourceId ?? null);
  const requestKey = useRef<string | null>(null);
  const submitCall = useSubmitRequest();

  const onItemChange = useCallback(
    (sourceId: string, patch: ItemPatch) => {
      requestKey.current = null;
      forgetReview();
      const index = getValues('items').findIndex((item) => item.sourceId === sourceId);
      if (index < 0) return;
      setValue(`items.${index}`, { ...getValues(`items.${index}`), ...patch });
      const fields = Object.keys(patch) as (keyof ItemPatch)[];
      // A new photo or a "no" answers the photo question too.
      if ('cosmetic' in patch) fields.push('damageImage');
      clearErrors(fields.map((field) => `items.${index}.${field}` as const));
    },
    [getValues, setValue, clearErrors],
  );

  const chooseService = (code: number, checked: boolean) => {
    const next = checked ? code : null;
    requestKey.current = null;
    forgetReview();
    clearErrors();
    setValue('service', next);
    setValue(
      'items',
      getValues('items').map((item, index) => withService(item, products[index]!, next, store)),
    );
  };

  const send = async (values: TRequestValues) => {
    if (values.service !== RequestService.Refund && values.service !== RequestService.Repair) return;
    requestKey.current ??= newRequestKey();
    const body = { serviceRequired: values.service, items: values.items, store, requestKey: requestKey.current };
    const answer = await submitCall.mutateAsync(body).catch(() => null);
    if (!answer) return;
    forgetReview();
    if (answer.status === ApiStatus.Address) return navigate('/address');
    navigate(`/confirmation?${new URLSearchParams({ rmaNo: answer.rmaNo, rmaId: answer.rmaId, store })}`);
  };
  const showFirstWithErrors = (errors: FieldErrors<TRequestValues>) => {
    const index = products.findIndex((_, i) => errors.items?.[i]);
    if (index >= 0) setActiveTab(products[index]!.sourceId);
  };
  // A refund or a repair is reviewed before it is sent; a message to us has its own form and button.
  const openReview = form.handleSubmit((values) => {
    if (asksReasons(values.service)) review.open(values);
  }, showFirstWithErrors);
  // The review's Submit: the same rule once more (nothing can change under the review), then the call.
  const submit = form.handleSubmit(send, (errors) => {
    review.close();
    showFirstWithErrors(errors);
  });
  return {
    form,
    service,
    items,
    activeTab,
    setActiveTab,
    onItemChange,
    chooseService,
    review: openReview,
    reviewing: review.reviewing,
    edit: review.close,
    submit,
    pending: submitCall.isPending,
  };
}
