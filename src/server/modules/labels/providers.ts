import { builtinProvider } from './builtin-provider.js';
import type { LabelProvider } from './provider.js';

/**
 * The provider that books a store's return parcels (docs/labels.md#carriers). The portal ships the built-in one
 * only; a carrier's adapter implements LabelProvider in its own file and is chosen here, by store.
 */
export function labelProviderFor(_store: string): LabelProvider {
  return builtinProvider;
}
