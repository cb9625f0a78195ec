/**
 * The build's pre-render (scripts/prerender.ts, docs/decisions/0031-front-end-first-paint.md): the page a store's
 * customer first sees, rendered with the app's own components, providers and route table (in React Router's static router), so the HTML the
 * server sends is the page the app then renders over it. No API call is made: every query is still loading, as
 * on the app's first render.
 */
import { options } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { LANGUAGE_TAG } from '../shared/languages.js';
import { BASE_PATH } from '../shared/routes.js';
import { languageOfStore, type Store } from '../shared/stores.js';
import { AppProviders } from './app/App.js';
import { AppRoutes, preloadRoute } from './app/router.js';
import { pageMeta } from './components/usePageMeta.js';
import { startPrerendering } from './components/usePrerendering.js';
import { setupI18n } from './i18n/index.js';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The `lang` of the page (BCP 47). */
  lang: string;
  title: string;
  description: string;
}

// preact-render-to-string gives a component its context as `context`, where Preact 11's hooks read the context of
// the tree above from the component's `_globalContext` (`__n` once built): without it, every `useContext` of the
// pre-render (Mantine's theme, i18next, the query client) would read nothing. Each component gets it as it renders.
type RenderedComponent = { context?: unknown; __n?: unknown };
const renderHook = (options as { __r?: (vnode: { __c?: RenderedComponent }) => void }).__r;
(options as { __r?: (vnode: { __c?: RenderedComponent }) => void }).__r = (vnode) => {
  const component = vnode.__c;
  if (component && component.__n === undefined) component.__n = component.context;
  renderHook?.(vnode);
};

/** The page of `pathname` (under /rma) as the store's customer first sees it. */
export async function renderPage(store: Store, pathname: string): Promise<RenderedPage> {
  startPrerendering();
  const language = languageOfStore(store);
  const i18n = await setupI18n(language);
  // renderToString does not wait for a lazy page: its chunk is loaded first, so the page renders, not the loader.
  await preloadRoute(pathname);
  const html = await renderToStringAsync(
    <AppProviders store={store} i18n={i18n}>
      <StaticRouter basename={BASE_PATH} location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  const page = /\/enquiry\/([^/]+)$/.exec(pathname)?.[1] ?? /\/(confirmation)$/.exec(pathname)?.[1] ?? 'home';
  const { title, description } = pageMeta(i18n.t, page, store);
  return { html, lang: LANGUAGE_TAG[language], title, description };
}
