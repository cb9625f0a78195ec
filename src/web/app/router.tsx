import type { QueryClient } from '@tanstack/react-query';
import { use, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { BASE_PATH, ROUTE_PATHS } from '../../shared/routes.js';
import type { Store } from '../../shared/stores.js';
import { RenderBoundary } from '../components/RenderBoundary.js';
import { loadLaterTexts } from '../i18n/index.js';
import { wizardQueryOptions } from '../features/home/api/get-wizard.js';
import { NotFoundPage } from '../features/not-found/NotFoundPage.js';
import { ShellRoute } from './ShellRoute.js';

/**
 * A page in a chunk of its own. `Page` renders it: until the chunk is in, it suspends (the shell's Suspense shows
 * the full-page loader, only after 1.5 s); once `load` has resolved, it renders the page at once, so a render
 * that follows `preloadRoute` never suspends. The page is always the same component under `Page`, whether it
 * rendered after a wait or at once, so moving between two routes of one page (home and an enquiry) keeps its state.
 */
interface LazyPage {
  Page: ComponentType;
  load: () => Promise<ComponentType>;
  /** The calls the page makes at its first render whatever its answers, started before it (app/first-calls.ts). */
  firstCalls: (store: Store) => FirstCall[];
}

/** A call started before a render, in the query client the render then uses. */
export type FirstCall = (client: QueryClient) => Promise<unknown>;

function lazyPage(
  importPage: () => Promise<ComponentType>,
  firstCalls: (store: Store) => FirstCall[] = () => [],
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () =>
    (loading ??= importPage().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // A failed download is tried again the next time the page is rendered (a later navigation to it).
        loading = undefined;
        throw error;
      },
    ));
  function Loaded() {
    const Page = loaded ?? use(load());
    return <Page />;
  }
  function Page() {
    return (
      <RenderBoundary>
        <Loaded />
      </RenderBoundary>
    );
  }
  return { Page, load, firstCalls };
}

/** The home flow reads the server's wizard first (from GET your-details), whatever the step it then shows. */
const Home = lazyPage(
  async () => (await import('./HomeRoute.js')).HomeRoute,
  (store) => [(client) => client.prefetchQuery(wizardQueryOptions(store))],
);
/** A page past the first screen: its chunk and the later steps' and pages' English texts (loadLaterTexts). */
const laterPage = (importPage: () => Promise<ComponentType>) =>
  lazyPage(async () => (await Promise.all([importPage(), loadLaterTexts()]))[0]);
const Address = laterPage(async () => (await import('../features/address/AddressPage.js')).AddressPage);
const Confirmation = laterPage(
  async () => (await import('../features/confirmation/ConfirmationPage.js')).ConfirmationPage,
);
const ContactUsSuccess = laterPage(
  async () => (await import('../features/contact/ContactUsSuccessPage.js')).ContactUsSuccessPage,
);
const Maintenance = laterPage(async () => (await import('../features/maintenance/MaintenancePage.js')).MaintenancePage);

/** The route table's pages by path (relative to the base path), each written once: routes and preloadRoute read it. */
const PAGES: [string, LazyPage][] = [
  [ROUTE_PATHS.home, Home],
  [ROUTE_PATHS.enquiry, Home],
  [ROUTE_PATHS.address, Address],
  [ROUTE_PATHS.confirmation, Confirmation],
  [ROUTE_PATHS.contactUsSuccess, ContactUsSuccess],
  [ROUTE_PATHS.maintenance, Maintenance],
];

/**
 * The route table (docs/rules/shell.md), inside the app's router under /rma (src/web/app/location.tsx). Each page is
 * its own chunk, so a phone that opens the home page does not download the address or confirmation pages. The
 * build's pre-render (src/web/prerender.tsx) renders the same table.
 */
export function AppRoutes() {
  return (
    // The page shell with the account menu, chat and maintenance (composed in ShellRoute), around the page.
    <ShellRoute>
      <Switch>
        {PAGES.map(([path, page]) => (
          // Keyed by the page, not the path: moving between two routes of one page (home and an enquiry) keeps it.
          <Route key={PAGES.findIndex(([, other]) => other === page)} path={path} component={page.Page} />
        ))}
        <Route path="/index.html">
          <Redirect to="/" replace />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </ShellRoute>
  );
}

/** The page that `pathname` (a full path, under /rma) shows, by the router's own matching; none for Not Found. */
function pageAt(pathname: string): LazyPage | undefined {
  const lower = pathname.toLowerCase();
  if (lower !== BASE_PATH && !lower.startsWith(`${BASE_PATH}/`)) return undefined;
  const path = pathname.slice(BASE_PATH.length) || '/';
  // wouter's default parser, as the routes above use.
  return PAGES.find(([pattern]) => matchRoute(parse, pattern, path)[0])?.[1];
}

/**
 * Loads the chunk of the page that `pathname` (a full path, under /rma) shows, so that the first render over a
 * pre-rendered page, and the pre-render itself, render the page rather than the loader. Resolves at once for a
 * path without a lazy page (Not Found).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await pageAt(pathname)?.load();
}

/** The calls the page at `pathname` makes at its first render (app/first-calls.ts). */
export function pageFirstCalls(pathname: string, store: Store): FirstCall[] {
  return pageAt(pathname)?.firstCalls(store) ?? [];
}
