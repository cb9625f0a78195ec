import { CloseButton, Loader, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenedOnce } from '../../components/useOpenedOnce.js';
import { useStore } from '../../lib/store-context.js';
import { useChatAvailability } from './api/get-availability.js';
import { ChatIcon } from './icons.js';
import { useChatFocus } from './useChatFocus.js';
import { useChatMessages } from './useChatMessages.js';
import classes from './Chat.module.css';

const LiveSession = lazy(() => import('./live/LiveSession.js'));
const ChatBody = lazy(() => import('./ChatBody.js'));

/**
 * The built-in support chat: a launcher in the header (it opens and closes the panel) and a non-modal panel. When an agent of the store is online, a live
 * conversation over the chat socket (docs/staff/inbox.md#live-chat); once it has started the socket says when
 * agents come and go. Otherwise the message form: messages go to the support team through contact-us (channel
 * 'chat'), who answer by e-mail within 2 business days, which the panel says up front.
 */
export function ChatPanel() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const panelId = useId();
  const { open, launcher, input, openFromLauncher, close, inputMounted } = useChatFocus();
  const chat = useChatMessages(input);
  const { store } = useStore();
  const availability = useChatAvailability(store, open);
  const [liveStarted, setLiveStarted] = useState(false);
  const onlineNow = availability.data?.online === true;
  useEffect(() => {
    if (open && onlineNow) setLiveStarted(true);
  }, [open, onlineNow]);
  const [liveOnline, setLiveOnline] = useState<boolean | null>(null);
  const isLive = liveStarted && liveOnline !== false;
  const offline = liveStarted ? liveOnline === false : availability.data?.online === false;
  // The log and the form (an autosizing textarea, which measures itself) are a chunk loaded and rendered once the
  // panel is first opened, not with the page; what was typed and sent stays with the panel's state
  // (useChatMessages) when it closes.
  const opened = useOpenedOnce(open);

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className={classes.launcher}
        onClick={open ? close : openFromLauncher}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('chat.launcher')}
        data-testid="chat-launcher"
        data-chat-launcher
      >
        <ChatIcon />
        <span className={classes.launcherText} aria-hidden>
          {t('chat.launcher')}
        </span>
      </button>
      <section
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className={classes.panel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      >
        <header className={classes.panelHeader}>
          <div>
            <Title order={2} size="h5" id={titleId} c="white">
              {t('chat.title')}
            </Title>
            <Text size="xs" c="indigo.0">
              {t(isLive ? 'chat.live.subtitle' : 'chat.subtitle')}
            </Text>
          </div>
          <CloseButton variant="transparent" c="white" onClick={close} aria-label={t('chat.close')} size="lg" />
        </header>

        {liveStarted && (
          <Suspense fallback={null}>
            <LiveSession store={store} visible={isLive} input={input} onAgentOnline={setLiveOnline} />
          </Suspense>
        )}
        {!isLive && opened && (
          <Suspense fallback={<Loader size="sm" m="md" aria-label={t('loading', { ns: 'common' })} />}>
            <ChatBody chat={chat} input={input} open={open} offline={offline} onMounted={inputMounted} />
          </Suspense>
        )}
      </section>
    </>
  );
}
