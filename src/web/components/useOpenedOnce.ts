import { useState } from 'react';

/**
 * Whether something has been open at least once: what a closed panel or drawer holds is rendered (or its chunk
 * loaded) from its first opening on, not with the page, and stays mounted afterwards so its state and its closing
 * transition survive.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
