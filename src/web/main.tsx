// The styles of the Mantine components the portal uses (scripts/build/mantine-css.ts), before any other CSS.
import 'virtual:mantine-css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOfStore } from '../shared/stores.js';
import { App } from './app/App.js';
import { createRouter } from './app/router.js';
import { setupI18n } from './i18n/index.js';
import { resolveStore } from './lib/store.js';

/** Resolves once the router has loaded the chunks of the routes the address matches. */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start() {
  const store = resolveStore();
  const container = document.getElementById('root')!;
  // The router starts loading the page's chunk now, beside the language.
  const router = createRouter();
  // Over a page the server sent pre-rendered (scripts/prerender.ts), the first render waits for the page's chunk,
  // so the pre-rendered page is replaced by the same page in one commit, never by the shell and a loader.
  const prerendered = container.hasChildNodes();
  const [i18n] = await Promise.all([setupI18n(languageOfStore(store)), prerendered ? routerReady(router) : undefined]);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App store={store} i18n={i18n} router={router} />
      </StrictMode>,
    );
  // The pre-rendered page is already on screen: its replacement renders in slices that give way to the browser
  // (a transition), instead of one long task that would hold up a tap or a keystroke.
  if (prerendered) startTransition(render);
  else render();
}

void start();
