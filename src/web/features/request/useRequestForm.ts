import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiStatus, RequestService } from '../../../shared/codes.js';
import type { TYourRequestResponse } from '../../../shared/schemas/index.js';
import { newRequestKey } from '../../lib/request-key.js';
import { useStore } from '../../lib/store-context.js';
import { useSubmitRequest } from './api/submit-request.js';
import { initialRequestValues, withService } from './form-items.js';
import { requestSchema, type TRequestValues } from './request.types.js';
import type { ItemPatch } from './types.js';

/**
 * The request form: react-hook-form over the shared rule (request.types.ts), started from what the server kept.
 * A valid form opens the review (docs/decisions/0030-guided-flow.md); the review's Submit sends it once per
 * attempt (a changed form is a new attempt with a new key); the answer goes to the confirmation or, for a
 * replacement, to the address page.
 */
export function useRequestForm(data: TYourRequestResponse) {
  const { store } = useStore();
  const navigate = useNavigate();
  const products = data.productSelected;
  const [initial] = useState(() => initialRequestValues(data, store));
  const schema = useMemo(() => requestSchema(store, products), [store, products]);
  const form = useForm<TRequestValues>({ defaultValues: initial, resolver: zodResolver(schema), mode: 'onSubmit' });
  const { setValue, getValues, clearErrors } = form;
  const [service, items] = useWatch({ control: form.control, name: ['service', 'items'] });
  const [activeTab, setActiveTab] = useState<string | null>(products[0]?.sourceId ?? null);
  const requestKey = useRef<string | null>(null);
  const submitCall = useSubmitRequest();
  const [reviewing, setReviewing] = useState(false);

  const onItemChange = useCallback(
    (sourceId: string, patch: ItemPatch) => {
      requestKey.current = null;
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
    if (answer.status === ApiStatus.Address) return navigate('/address');
    navigate(`/confirmation?${new URLSearchParams({ rmaNo: answer.rmaNo, rmaId: answer.rmaId, store })}`);
  };
  const showFirstWithErrors = (errors: FieldErrors<TRequestValues>) => {
    const index = products.findIndex((_, i) => errors.items?.[i]);
    if (index >= 0) setActiveTab(products[index]!.sourceId);
  };
  // A refund or a repair is reviewed before it is sent; a message to us has its own form and button.
  const review = form.handleSubmit((values) => {
    if (values.service === RequestService.Refund || values.service === RequestService.Repair) setReviewing(true);
  }, showFirstWithErrors);
  // The review's Submit: the same rule once more (nothing can change under the review), then the call.
  const submit = form.handleSubmit(send, (errors) => {
    setReviewing(false);
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
    review,
    reviewing,
    edit: () => setReviewing(false),
    submit,
    pending: submitCall.isPending,
  };
}
