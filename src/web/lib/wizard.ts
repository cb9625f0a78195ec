import type { QueryClient } from '@tanstack/react-query';
import type { TWizard } from '../../shared/schemas/wizard.js';
import type { Store } from '../../shared/stores.js';

/**
 * The wizard of the home flow (step, enquiry, purchase mode) is the server's: every answer that reads or moves
 * it carries `wizard`, and the query client records the newest one under this key (see query-client.ts). The
 * home flow reads it from there; nothing else keeps a copy.
 */
export const wizardQueryKey = (store: Store) => ['wizard', store] as const;

/**
 * The `wizard` an answer carries, if it carries one. Answers reach the cache parsed by their call's schema
 * (lib/api.ts), so a wizard here has the contract's shape.
 */
export function wizardOf(data: unknown): TWizard | undefined {
  if (typeof data !== 'object' || data === null || !('wizard' in data)) return undefined;
  const { wizard } = data;
  return typeof wizard === 'object' && wizard !== null ? (wizard as TWizard) : undefined;
}

/**
 * The newer of the wizard held and one an answer brought: answers may land out of order (a products read started
 * before a change can arrive after the change's answer), so the one read from the higher state version wins. At
 * an equal version both were read from the same state, and the one that arrived replaces the other.
 */
export function newerWizard(held: TWizard | undefined, arrived: TWizard): TWizard {
  return held && held.version > arrived.version ? held : arrived;
}

/** Records the wizard of an answer in the cache, where the home flow reads it, unless a newer one is there. */
export function recordWizard(client: QueryClient, store: Store, data: unknown): void {
  const wizard = wizardOf(data);
  if (wizard) client.setQueryData<TWizard>(wizardQueryKey(store), (held) => newerWizard(held, wizard));
}
