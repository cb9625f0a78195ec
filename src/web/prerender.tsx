/**
 * The build's pre-render (scripts/prerender.ts, docs/decisions/0031-front-end-first-paint.md): the page a store's
 * customer first sees, rendered with the app's own components, providers and route table (at the page's path, in a history kept in memory), so the HTML the
 * server sends is the page the app then renders over it. No API call is made: every query is still loading, as
 * on the app's first render.
 */
import { renderToString } from 'react-dom/server';
import { LANGUAGE_TAG } from '../shared/languages.js';
import { languageOfStore, type Store } from '../shared/stores.js';
import { AppProviders } from './app/App.js';
import { AppRouter, memoryLocation } from './app/location.js';
import { AppRoutes, preloadRoute } from './app/router.js';
import { pageMeta } from './components/usePageMeta.js';
import { setupI18n } from './i18n/index.js';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The `lang` of the page (BCP 47). */
  lang: string;
  title: string;
  description: string;
}

/** The page of `pathname` (under /rma) as the store's customer first sees it. */
export async function renderPage(store: Store, pathname: string): Promise<RenderedPage> {
  const language = languageOfStore(store);
  const i18n = await setupI18n(language, 'all');
  // renderToString does not wait for a lazy page: its chunk is loaded first, so the page renders, not the loader.
  await preloadRoute(pathname);
  const html = renderToString(
    <AppProviders store={store} i18n={i18n}>
      <AppRouter source={memoryLocation(pathname)}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  const page = /\/enquiry\/([^/]+)$/.exec(pathname)?.[1] ?? /\/(confirmation)$/.exec(pathname)?.[1] ?? 'home';
  const { title, description } = pageMeta(i18n.t, page, store);
  return { html, lang: LANGUAGE_TAG[language], title, description };
}
