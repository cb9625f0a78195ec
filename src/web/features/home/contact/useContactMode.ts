import { useCallback, useState } from 'react';
import { isChatOpen } from '../../../lib/chat.js';
import type { ContactMode } from './ModeOfContact.js';

/**
 * The mode of contact (item 1 of the home page): chosen by the customer; someone past step 1 (a reload) or
 * with the chat open has chosen already, and details submitted on their behalf choose e-mail.
 */
export function useContactMode(step: number | undefined) {
  const [chosen, setChosen] = useState<ContactMode | null>(() => (isChatOpen() ? 'chat' : null));
  const [error, setError] = useState(false);
  const mode = chosen ?? (step !== undefined && step >= 2 ? 'email' : null);
  const choose = useCallback((next: ContactMode) => {
    setChosen(next);
    setError(false);
  }, []);
  const missing = useCallback(() => {
    setError(true);
    document.getElementById('contact-mode-email')?.focus();
  }, []);
  const auto = useCallback(() => setChosen((current) => current ?? 'email'), []);
  return { mode, error, choose, missing, auto };
}
