// The styles of the Mantine components the portal uses (scripts/build/mantine-css.ts), before any other CSS.
import 'virtual:mantine-css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOfStore } from '../shared/stores.js';
import { App } from './app/App.js';
import { setupI18n } from './i18n/index.js';
import { resolveStore } from './lib/store.js';

async function start() {
  const store = resolveStore();
  const i18n = await setupI18n(languageOfStore(store));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
