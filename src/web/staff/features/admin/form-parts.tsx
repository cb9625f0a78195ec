import { Alert } from '@mantine/core';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Refusal, RefusalText } from './refusal.js';

/** A refusal's text in the interface language. */
export function useRefusalText() {
  const { t } = useTranslation();
  return (text: RefusalText): string => ('key' in text ? t(text.key) : text.message);
}

/**
 * A field's error as words: the server's refusal as given (already translated), else the zod issue's kind; a
 * field may name its own text for a kind (the password's length, the e-mail's form).
 */
export function useFieldText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, own: Partial<Record<string, string>> = {}): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    const kind = String(error.type);
    if (own[kind]) return own[kind];
    if (kind === 'too_small') return t('admin.field.required');
    if (kind === 'too_big') return t('admin.field.tooLong');
    if (kind === 'invalid_format') return t('admin.field.email');
    return t('admin.field.invalid');
  };
}

/** Puts each field's refusal beside its field (the form shows it until the field is sent again). */
export function useApplyRefusal<T extends FieldValues>(setError: UseFormSetError<T>) {
  const text = useRefusalText();
  return (refusal: Refusal) => {
    for (const [field, reason] of Object.entries(refusal.fields))
      setError(field as Path<T>, { type: 'server', message: text(reason) }, { shouldFocus: true });
  };
}

/** The refusal that belongs to no field, in the dialog or form. */
export function RefusalAlert({ refusal }: { refusal: Refusal | null }) {
  const text = useRefusalText();
  if (!refusal?.alert) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {text(refusal.alert)}
    </Alert>
  );
}
