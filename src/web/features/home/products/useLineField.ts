import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import type { LineVariables } from '../api/line-mutation.js';
import { messageOfError, type FieldMessage } from '../messages.js';

/**
 * The one machine behind every input of a product line (serial, invoice, purchase date, proof): a value is
 * checked in the browser with the shared rule, then saved; the answer lands in the cached products (the
 * mutation does that), and what shows under the field is the rule's message, else the call's failure.
 */
export function useLineField<T, R>(
  line: Pick<TProductLine, 'sourceId' | 'orderNumber'>,
  mutation: UseMutationResult<R, Error, LineVariables<T>>,
  validate: (value: T) => FieldMessage,
) {
  const [invalid, setInvalid] = useState<FieldMessage>(null);
  const save = (value: T) => {
    const problem = validate(value);
    setInvalid(problem);
    if (problem) return;
    mutation.mutate({ line, value });
  };
  const clear = () => {
    setInvalid(null);
    if (mutation.isError) mutation.reset();
  };
  const message: FieldMessage = invalid ?? (mutation.isError ? messageOfError(mutation.error) : null);
  return { save, clear, message, busy: mutation.isPending, mutation };
}
