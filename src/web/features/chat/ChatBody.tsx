import { useEffect, type RefObject } from 'react';
import { ChatForm } from './ChatForm.js';
import { ChatLog } from './ChatLog.js';
import type { useChatMessages } from './useChatMessages.js';

/**
 * The message form's side of the panel: the log and the form (an autosizing textarea). A chunk loaded at the
 * panel's first opening, not with the page; `onMounted` says when its input is there to take the focus.
 */
export default function ChatBody(props: {
  chat: ReturnType<typeof useChatMessages>;
  input: RefObject<HTMLTextAreaElement | null>;
  open: boolean;
  offline: boolean;
  onMounted: () => void;
}) {
  const { onMounted } = props;
  useEffect(onMounted, [onMounted]);
  return (
    <>
      <ChatLog messages={props.chat.messages} open={props.open} onRetry={props.chat.retry} />
      <ChatForm chat={props.chat} input={props.input} offline={props.offline} />
    </>
  );
}
