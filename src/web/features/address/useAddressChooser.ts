import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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
  return { locked, lock };
}

/**
 * The address page's choices: the list or the form, the address chosen (only one the customer chose or just
 * saved counts), and submit. The saved list is the cache's (the update answers it); a refused submit keeps the
 * server's raw answer to show.
 */
export function useAddressChooser(data: TYourAddressResponse) {
  const { store } = useStore();
  const navigate = useNavigate();
  const update = useUpdateAddress(store);
  const submitCall = useSubmitAddress(store);
  const [mode, setMode] = useState<ChooserMode>(() =>
    data.items.length === 0 ? { kind: 'form', address: null } : { kind: 'list' },
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [selectError, setSelectError] = useState(false);
  const { locked, lock } = useSubmitLock();
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
  const submit = () => {
    if (locked) return;
    if (!selected || validateAddressSubmit(selected) !== null) return setSelectError(true);
    lock();
    requestKey.current ??= newRequestKey();
    submitCall.mutate(
      { id: selected.id, requestKey: requestKey.current },
      {
        onSuccess: (answer) =>
          navigate(`/confirmation?${new URLSearchParams({ rmaNo: answer.rmaNo, rmaId: answer.rmaId, store })}`),
      },
    );
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
    locked,
    submitting: submitCall.isPending,
    rawAnswer,
  };
}
