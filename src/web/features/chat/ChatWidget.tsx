import { useStore } from '../../lib/store-context.js';
import { ChatPanel } from './ChatPanel.js';
import { thirdPartyChatOf } from './config.js';
import { ThirdPartyChat } from './ThirdPartyChat.js';

/**
 * The support chat of the chat stores (sg, au, us, ca, uk; STORE_INFO[store].chat): the built-in panel, or the
 * store's third-party chat script when one is configured. Nothing at all in every other store.
 */
export function ChatWidget() {
  const { store, info } = useStore();
  if (!info.chat) return null;
  const thirdParty = thirdPartyChatOf(store);
  return thirdParty ? <ThirdPartyChat config={thirdParty} /> : <ChatPanel />;
}
