import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store-context.js';
import { SIGN_IN_PAGE } from './config.js';
import classes from './Account.module.css';

/** The message the store's sign-in page posts to its parent once the member has signed in. */
export const LOGIN_SUCCESS = 'login-success';

/**
 * The store side's sign-in page in a frame (docs/rules/shell.md). Only a `login-success` message from this origin and
 * from this very frame counts; anything else posted to the window is ignored.
 */
export function SignInFrame({
  email,
  onLoginSuccess,
  onEscape,
}: {
  email: string;
  onLoginSuccess: () => void;
  onEscape: () => void;
}) {
  const { t } = useTranslation('shell');
  const { store } = useStore();
  const frame = useRef<HTMLIFrameElement>(null);
  const callbacks = useRef({ onLoginSuccess, onEscape });
  callbacks.current = { onLoginSuccess, onEscape };

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === LOGIN_SUCCESS) callbacks.current.onLoginSuccess();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Key presses inside the frame never reach this page; the frame is same-origin, so listen inside it for
  // Escape, which should close the overlay wherever focus is. The frame also takes the height of its page, as it
  // changes (a message under a field), so that its Sign in button is never cut off inside the frame: at 390 px in
  // German the page is taller than the frame's first height. The overlay scrolls when the screen is shorter.
  function onLoad() {
    try {
      const view = frame.current?.contentWindow as (Window & typeof globalThis) | null | undefined;
      if (!view) return;
      view.document.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') callbacks.current.onEscape();
      });
      const page = view.document.documentElement;
      const fit = () => {
        if (frame.current && page.offsetHeight > 0) frame.current.style.height = `${page.offsetHeight}px`;
      };
      fit();
      new view.ResizeObserver(fit).observe(page);
    } catch {
      /* a cross-origin sign-in page: Escape works outside the frame only, and the frame keeps its height */
    }
  }

  const query = new URLSearchParams({ store, email });
  return (
    <iframe
      ref={frame}
      className={classes.frame}
      src={`${SIGN_IN_PAGE}?${query.toString()}`}
      title={t('account.signInFrameTitle')}
      onLoad={onLoad}
    />
  );
}
