import { createContext, useContext, type ReactNode } from 'react';
import { STORE_INFO, languageOfStore, type Store, type StoreInfo } from '../../shared/stores.js';
import type { Language } from '../../shared/languages.js';

interface StoreContextValue {
  store: Store;
  info: StoreInfo;
  language: Language;
}

const StoreContext = createContext<StoreContextValue | null>(null);

export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <StoreContext.Provider value={{ store, info: STORE_INFO[store], language: languageOfStore(store) }}>
      {children}
    </StoreContext.Provider>
  );
}

/** The store of this page view, its facts (chat, hidden options…) and its interface language. */
export function useStore(): StoreContextValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useStore outside StoreProvider');
  return value;
}
