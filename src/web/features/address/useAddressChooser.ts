import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { TIMINGS } from '../../../shared/limits.js';
import { validateAddressSubmit } from '../../../shared/rules/address.js';
import type { TAddress, TAddressInput, TYourAddressResponse } from '../../../shared/schemas/index.js';
import { newRequestKey } from '../../lib/request-key.js';
import { useStore } from '../../lib/store-context.js';
import { ApiError } from '../../lib/api.js';
import { AddressSubmitRefused, useSubmitAddress } from './api/submit-address.js';
import { useUpdateAddress } from './api/update-address.js';

export type ChooserMode = { kind: 'list' } | { kind: 'form'; address: TAddress | null };

/** Locked for 10 s after a click, whatever the answer: a second click cannot send twice. */
function useSubmitLock() {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = () => {
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), TIMINGS.addressSubmitLockMs);
  };
  /** A click that sent no submit (its address was not saved) does not hold the button. */
  const unlock = () => {
    clearTimeout(timer.current);
    setLocked(false);
  };
  return { locked, lock, unlock };
}

/**
 * The address page's choices: the list or the form, the address chosen (only one the customer chose or just
 * saved counts), and submit. The saved list is the cache's (the update answers it); a refused submit keeps the
 * server's raw answer to show.
 */
export function useAddressChooser(data: TYourAddressResponse) {
  const { store } = useStore();
  const [, navigate] = useLocation();
  const update = useUpdateAddress(store);
  const submitCall = useSubmitAddress(store);
  const [mode, setMode] = useState<ChooserMode>(() =>
    data.items.length === 0 ? { kind: 'form', address: null } : { kind: 'list' },
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [selectError, setSelectError] = useState(false);
  const { locked, lock, unlock } = useSubmitLock();
  const requestKey = useRef<string | null>(null);
  const selected = data.items.find((item) => item.id === selectedId) ?? null;

  const choose = (id: number | null) => {
    setSelectedId(id);
    setSelectError(false);
    requestKey.current = null;
  };
  const save = (input: TAddressInput) =>
    update.mutate(input, {
      onSuccess: (answer) => {
        choose(answer.id);
        setMode({ kind: 'list' });
      },
    });
  const send = (id: number) => {
    requestKey.current ??= newRequestKey();
    submitCall.mutate(
      { id, requestKey: requestKey.current },
      {
        onSuccess: (answer) =>
          navigate(`/confirmation?${new URLSearchParams({ rmaNo: answer.rmaNo, rmaId: answer.rmaId, store })}`),
      },
    );
  };
  const submit = () => {
    if (locked) return;
    if (!selected || validateAddressSubmit(selected) !== null) return setSelectError(true);
    lock();
    send(selected.id);
  };
  /**
   * A first address is saved and submitted with one click: the save answers the saved address (the same values
   * again answer the same one, so a retry makes no second address), which then becomes the chosen card, and the
   * request is submitted with it. A failed submit leaves that card chosen for Submit to try again with the same key.
   */
  const saveAndSubmit = (input: TAddressInput) => {
    if (locked) return;
    lock();
    update.mutate(input, {
      onSuccess: (answer) => {
        choose(answer.id);
        setMode({ kind: 'list' });
        send(answer.id);
      },
      onError: unlock,
    });
  };
  const failure = submitCall.error;
  const rawAnswer =
    failure instanceof AddressSubmitRefused
      ? JSON.stringify(failure.answer)
      : failure instanceof ApiError
        ? JSON.stringify({ status: failure.status, code: failure.code, message: failure.message })
        : null;
  return {
    mode,
    setMode,
    selectedId,
    choose,
    selectError,
    save,
    saving: update.isPending,
    submit,
    saveAndSubmit,
    locked,
    submitting: submitCall.isPending,
    rawAnswer,
  };
}
