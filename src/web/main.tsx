// The styles of the Mantine components the portal uses (scripts/build/mantine-css.ts), before any other CSS.
import 'virtual:mantine-css';
// The theme's CSS variables and breakpoint classes, which MantineProvider leaves to the build (app/App.tsx).
import 'virtual:mantine-theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOfStore } from '../shared/stores.js';
import { App, createAppQueryClient } from './app/App.js';
import { startFirstCalls } from './app/first-calls.js';
import { setToastCloseLabel } from './components/feedback.js';
import { preloadRoute } from './app/router.js';
import { setupI18n } from './i18n/index.js';
import { nextTask } from './lib/next-task.js';
import { resolveStore } from './lib/store.js';

async function start() {
  // The store reads browser storage, whose first use in a page is slow (10 ms or more with the CPU slowed 4x): in a
  // task of its own, as is each step below (docs/decisions/0047-first-render-in-short-tasks.md).
  const store = resolveStore();
  await nextTask();
  const container = document.getElementById('root')!;
  // The page's chunk starts loading now, beside the language. A failed download is the page's to report (it
  // tries again when it renders, and shows the load-failed message if that fails too).
  const page = preloadRoute(window.location.pathname).catch(() => undefined);
  // The first render waits for the page's chunk too. Over a page the server sent pre-rendered
  // (scripts/prerender.ts), the same page replaces it in one commit, never the shell and a loader; on a page that is
  // not pre-rendered (the confirmation, the address page), the shell and the page appear together, so the page
  // arriving later cannot push the footer down (a layout shift of 0.41 on the confirmation at 1280 px).
  const prerendered = container.hasChildNodes();
  await nextTask();
  const [i18n] = await Promise.all([setupI18n(languageOfStore(store)), page]);
  // The first translation compiles i18next's look-up (about 45 ms with the CPU slowed 4x): in a task of its own, not
  // inside a slice of the first render (docs/decisions/0047-first-render-in-short-tasks.md).
  await nextTask();
  setToastCloseLabel(i18n.t('close', { ns: 'common' }));
  await nextTask();
  // The first render's calls start here, one a task, not in its effects (app/first-calls.ts).
  const queryClient = createAppQueryClient(store, i18n);
  await startFirstCalls(queryClient, store, window.location.pathname);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App store={store} i18n={i18n} queryClient={queryClient} />
      </StrictMode>,
    );
  // The pre-rendered page is already on screen: its replacement renders in slices that give way to the browser
  // (a transition), instead of one long task that would hold up a tap or a keystroke.
  if (prerendered) startTransition(render);
  else render();
}

// After the evaluation of the app's modules, in a task of its own: the two together were one task of about 150 ms
// on a phone (CPU slowed 4x), where a tap on the pre-rendered page would wait.
void nextTask().then(start);
