import { CloseButton, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ChatForm } from './ChatForm.js';
import { ChatLog } from './ChatLog.js';
import { ChatIcon } from './icons.js';
import { useChatFocus } from './useChatFocus.js';
import { useChatMessages } from './useChatMessages.js';
import classes from './Chat.module.css';

/**
 * The built-in support chat: a launcher and a non-modal panel. Messages go to the support team through
 * contact-us (channel 'chat'), stored like contact-us messages; the team answers by e-mail within 2 business days,
 * which the panel says up front. The panel lists what was sent in this page view.
 */
export function ChatPanel() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const panelId = useId();
  const { open, launcher, input, openFromLauncher, close } = useChatFocus();
  const chat = useChatMessages(input);

  return (
    <>
      {!open && (
        <button
          ref={launcher}
          type="button"
          className={classes.launcher}
          onClick={openFromLauncher}
          aria-expanded={false}
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
      )}
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
              {t('chat.subtitle')}
            </Text>
          </div>
          <CloseButton variant="transparent" c="white" onClick={close} aria-label={t('chat.close')} size="lg" />
        </header>

        <ChatLog messages={chat.messages} open={open} onRetry={chat.retry} />

        <ChatForm chat={chat} input={input} />
      </section>
    </>
  );
}
