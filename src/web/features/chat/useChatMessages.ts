import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.js';
import { DETAILS_COOKIES, readCookie } from '../../lib/cookies.js';
import { useStore } from '../../lib/store-context.js';
import { useSendChatMessage } from './api/send-chat-message.js';

export interface ChatMessage {
  id: number;
  text: string;
  at: Date;
  status: 'sending' | 'sent' | 'failed';
}

let nextMessageId = 1;

/**
 * The messages sent in this page view with what became of each (sending, sent, failed: retry), the message
 * being typed, and the reply address (asked for unless the details step already gave one).
 */
export function useChatMessages(input: RefObject<HTMLTextAreaElement | null>) {
  const { t } = useTranslation('shell');
  const { store } = useStore();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [knownEmail] = useState(() => readCookie(DETAILS_COOKIES.email) ?? '');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const send = useSendChatMessage(store);

  const update = (id: number, status: ChatMessage['status']) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, status } : m)));
  const deliver = (message: ChatMessage) =>
    send.mutate(
      { id: message.id, text: message.text, email: knownEmail ? null : email.trim() },
      {
        onSuccess: () => update(message.id, 'sent'),
        onError: (failure) => {
          update(message.id, 'failed');
          if (failure instanceof ApiError && failure.fields.email) setEmailError(failure.fields.email);
        },
      },
    );

  const submit = () => {
    const text = draft.trim();
    if (!text) {
      setError(t('enterMessage', { ns: 'messages' }));
      input.current?.focus();
      return;
    }
    if (!knownEmail && !email.trim()) return setEmailError(t('enterEmail', { ns: 'messages' }));
    const message: ChatMessage = { id: nextMessageId++, text, at: new Date(), status: 'sending' };
    setMessages((list) => [...list, message]);
    setDraft('');
    setError(null);
    deliver(message);
  };
  const retry = (message: ChatMessage) => {
    update(message.id, 'sending');
    deliver(message);
  };
  const typeDraft = (value: string) => {
    setDraft(value);
    if (error) setError(null);
  };
  const typeEmail = (value: string) => {
    setEmail(value);
    if (emailError) setEmailError(null);
  };
  return { messages, draft, error, knownEmail, email, emailError, submit, retry, typeDraft, typeEmail };
}
