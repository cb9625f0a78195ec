import { useEffect, type RefObject } from 'react';
import type { Store } from '../../../../shared/stores.js';
import { LiveChat } from './LiveChat.js';
import { useLiveChat } from './useLiveChat.js';

/**
 * The live chat's connection for the page's life, loaded only once a store's chat goes live (so the customer
 * bundle carries none of it until then). It shows the conversation while `visible` and tells the panel whether
 * an agent is online, which decides between it and the message form.
 */
export default function LiveSession(props: {
  store: Store;
  visible: boolean;
  input: RefObject<HTMLTextAreaElement | null>;
  onAgentOnline: (online: boolean | null) => void;
}) {
  const { store, visible, input, onAgentOnline } = props;
  const live = useLiveChat(store, true);
  useEffect(() => onAgentOnline(live.agentOnline), [live.agentOnline, onAgentOnline]);
  return visible ? <LiveChat live={live} input={input} /> : null;
}
