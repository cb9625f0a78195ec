import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidEmail, shouldAutoSubmitDetails } from '../../../../shared/rules/details.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import { ApiError } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import { useEmailStatus } from '../api/post-email-status.js';
import { useSaveYourDetails } from '../api/post-your-details.js';
import {
  judgeDetails,
  type DetailsErrors,
  type DetailsField,
  type TDetailsSubmit,
  type TDetailsValues,
} from './details.types.js';
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

/** The details form's values and messages, as its inputs show them. */
export interface DetailsForm {
  values: TDetailsValues;
  errors: DetailsErrors;
  /** A field's input changed. */
  set: (field: DetailsField, value: string) => void;
  /** A field was left: once the form has been sent, its message is judged again (as the customer corrects it). */
  blur: (field: DetailsField) => void;
  /** Where a field's input is, to focus the first field with a message. */
  ref: (field: DetailsField) => (element: HTMLElement | null) => void;
}

/**
 * Five fields and one rule: the values in state, the shared rule judging them on send and, once sent, a field
 * again when it is left; a send with messages focuses the first field that has one.
 */
function useFields(initial: TDetailsValues, judge: (values: TDetailsValues) => ReturnType<typeof judgeDetails>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const sent = useRef(false);
  const elements = useRef(new Map<DetailsField, HTMLElement>());

  const set = useCallback((field: DetailsField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);
  const blur = (field: DetailsField) => {
    if (!sent.current) return;
    const message = judge(values).errors?.[field];
    setErrors((previous) => {
      const { [field]: _left, ...rest } = previous;
      return message ? { ...rest, [field]: message } : rest;
    });
  };
  const ref = (field: DetailsField) => (element: HTMLElement | null) => {
    if (element) elements.current.set(field, element);
    else elements.current.delete(field);
  };
  /** Judges the values; a valid form goes to `onValid`, else the messages show and the first field is focused. */
  const handleSubmit = (onValid: (details: TDetailsSubmit) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    sent.current = true;
    const judged = judge(values);
    if (judged.errors) {
      setErrors(judged.errors);
      const first = [...elements.current]
        .filter(([field]) => judged.errors[field])
        .map(([, element]) => element)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
      first?.focus();
      return;
    }
    setErrors({});
    await onValid(judged.submit);
  };
  /** Messages the server gave for fields of the form. */
  const addErrors = (more: DetailsErrors) => setErrors((previous) => ({ ...previous, ...more }));
  const form: DetailsForm = { values, errors, set, blur, ref };
  return { form, handleSubmit, addErrors };
}

/**
 * The details form: its fields judged by the shared rule, started from what the server and the cookies know; a
 * save moves the server's wizard (and so the flow) to step 2.
 */
export function useDetailsForm(data: TYourDetailsResponse, flow: DetailsFlow) {
  const { store, language } = useStore();
  const [initial] = useState(() => initialDetails(data, store, language));
  const { form, handleSubmit, addErrors } = useFields(initial, (values) => judgeDetails(values, data.countryList));
  const save = useSaveYourDetails(store);
  const member = useMemberPrompt(data, save);

  const send = async (details: TDetailsSubmit) => {
    try {
      await save.mutateAsync({ store, ...details });
      rememberDetails(details);
    } catch (error) {
      if (!(error instanceof ApiError) || error.httpStatus !== 400) return;
      addErrors(Object.fromEntries(Object.entries(error.fields).filter(([field]) => field in initial)));
    }
  };
  const submit = handleSubmit((details) => (flow.hasContactMode ? send(details) : undefined));

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
    void handleSubmit(send)();
    // Only the first render's values count: this runs once.
  });

  const { email, country } = form.values;
  const edited =
    step >= 2 && data.email !== '' && (email.trim() !== data.email || country !== String(data.country ?? ''));
  const { onEdited } = flow;
  useEffect(() => onEdited(edited), [edited, onEdited]);

  return { form, submit, saving: save.isPending, member, edited };
}
