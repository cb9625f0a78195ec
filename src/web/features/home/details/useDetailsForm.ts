import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isValidEmail, shouldAutoSubmitDetails } from '../../../../shared/rules/details.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import { ApiError } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import { useEmailStatus } from '../api/post-email-status.js';
import { useSaveYourDetails } from '../api/post-your-details.js';
import { detailsResolver, type TDetailsSubmit, type TDetailsValues } from './details.types.js';
import { initialDetails, rememberDetails } from './initial-values.js';

export interface DetailsFlow {
  /** The server's step. */
  step: number;
  hasContactMode: boolean;
  onContactModeMissing: () => void;
  /** The details were known already and are submitted on the customer's behalf: e-mail is the mode. */
  onAutoSubmit: () => void;
  /** The e-mail or country differs from the saved ones: the flow shows step 1 until they are saved. */
  onEdited: (edited: boolean) => void;
}

/** A guest who gave a member's e-mail is asked to sign in: the latest answer (check on blur, or save) says so. */
function useMemberPrompt(data: TYourDetailsResponse, save: ReturnType<typeof useSaveYourDetails>) {
  const { store } = useStore();
  const status = useEmailStatus(store);
  const fromCheck = status.data?.status === 'member' && !status.data.loggedIn ? status.variables : null;
  const fromSave = save.data?.status === 'member' && !data.loggedIn ? (save.variables?.email ?? null) : null;
  const latest = status.submittedAt > save.submittedAt ? fromCheck : fromSave;
  const check = (email: string) => {
    if (email && !data.loggedIn && isValidEmail(email)) status.mutate(email);
  };
  return { memberEmail: latest ?? null, check };
}

/**
 * The details form: react-hook-form with the shared rule as its resolver, started from what the server and
 * the cookies know; a save moves the server's wizard (and so the flow) to step 2.
 */
export function useDetailsForm(data: TYourDetailsResponse, flow: DetailsFlow) {
  const { store, language } = useStore();
  const [initial] = useState(() => initialDetails(data, store, language));
  const resolver = useMemo(() => detailsResolver(data.countryList), [data.countryList]);
  const form = useForm<TDetailsValues, unknown, TDetailsSubmit>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  });
  const save = useSaveYourDetails(store);
  const member = useMemberPrompt(data, save);

  const send = async (details: TDetailsSubmit) => {
    try {
      await save.mutateAsync({ store, ...details });
      rememberDetails(details);
    } catch (error) {
      if (!(error instanceof ApiError) || error.httpStatus !== 400) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field in initial) form.setError(field as keyof TDetailsValues, { type: 'server', message });
      }
    }
  };
  const submit = form.handleSubmit((details) => (flow.hasContactMode ? send(details) : undefined));

  // Known already at step 1 (the step of the answer the form was filled from): submitted on the customer's
  // behalf, once.
  const autoSubmitted = useRef(false);
  const { step, onAutoSubmit } = flow;
  const stepOfAnswer = data.wizard.step;
  useEffect(() => {
    if (autoSubmitted.current) return;
    autoSubmitted.current = true;
    if (!shouldAutoSubmitDetails({ step: stepOfAnswer, store, ...initial })) return;
    onAutoSubmit();
    void form.handleSubmit(send)();
    // Only the first render's values count: this runs once.
  });

  const [email, country] = useWatch({ control: form.control, name: ['email', 'country'] });
  const edited =
    step >= 2 && data.email !== '' && (email.trim() !== data.email || country !== String(data.country ?? ''));
  const { onEdited } = flow;
  useEffect(() => onEdited(edited), [edited, onEdited]);

  return { form, submit, saving: save.isPending, member, edited };
}
