import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { explainedFailure, type NoticeText } from '../../lib/query-client.js';

/** A message to show under a field: a catalogue key (translated where shown) or a text the server sent. */
export type FieldMessage = NoticeText | null;

/** Translates a field message (undefined for none). */
export function useFieldMessage() {
  const { t } = useTranslation('home');
  return useCallback(
    (message: FieldMessage) =>
      message === null
        ? undefined
        : 'text' in message
          ? message.text
          : t(message.key, { ns: 'messages', ...message.values }),
    [t],
  );
}

/** What a failed call says beside its field: the server's explanation of a 4xx, else the generic error. */
export function messageOfError(error: unknown): FieldMessage {
  if (!explainedFailure(error)) return { key: 'genericError' };
  return error.message ? { text: error.message } : { key: error.code };
}

/** The message of a business answer (not found, maximum reached…): the server's text, else its key's. */
export function messageOfAnswer(answer: { code?: string; message?: string }, fallbackKey: string): FieldMessage {
  return answer.message ? { text: answer.message } : { key: answer.code ?? fallbackKey };
}
