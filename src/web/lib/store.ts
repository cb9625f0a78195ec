import { DEFAULT_STORE, storeFromAddress, type Store } from '../../shared/stores.js';
import { readStored, writeStored } from './storage.js';

/**
 * The store of this page view: from the page address (host `sg.example.com`, or `?store=sg` for local use),
 * else the one kept in browser storage, else the default. The result is kept in storage.
 */
export function resolveStore(location: Pick<Location, 'host' | 'search'> = window.location): Store {
  const fromAddress = storeFromAddress(location.host, location.search);
  const stored = readStored('store');
  const store = fromAddress ?? (stored ? storeFromAddress('', `?store=${stored}`) : undefined) ?? DEFAULT_STORE;
  writeStored('store', store);
  return store;
}
