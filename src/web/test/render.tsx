import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { vi } from 'vitest';
import { BASE_PATH } from '../../shared/routes.js';
import { languageOfStore, type Store } from '../../shared/stores.js';
import { createAppQueryClient } from '../app/App.js';
import { AppRouter, memoryLocation } from '../app/location.js';
import { cssVariablesResolver, theme } from '../app/theme.js';
import { setupI18n } from '../i18n/index.js';
import { StoreProvider } from '../lib/store-context.js';

/**
 * Component tests: a component rendered as the app renders it (Mantine, the app's query client with its global
 * error toasts and wizard recording, translations of the store's language, the store, a memory router), with
 * `fetch` answered by a table of canned answers. What the test asserts is what the customer sees.
 */

/** jsdom lacks what Mantine measures with. */
export function polyfillBrowser() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: JSON with status 200, or a function of the request's body. */
export type Answer = unknown | ((body: unknown) => unknown);

/** Stubs fetch: `routes` maps "METHOD /api/path" to an answer; every call is recorded in the returned list. */
export function mockApi(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined)
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    // A route may answer later (a promise), as a slow server does.
    const answer: unknown = await (typeof route === 'function' ? (route as (body: unknown) => unknown)(body) : route);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/**
 * Renders `ui` at `path` in the store's language, in a session (`token`, test-token unless given); resolves once the
 * translations are loaded.
 */
export async function renderApp(
  ui: ReactNode,
  options: { store?: Store; path?: string; routes?: string[]; token?: string } = {},
) {
  polyfillBrowser();
  window.localStorage.setItem('rma.token', options.token ?? 'test-token');
  const store = options.store ?? 'us';
  const i18n = await setupI18n(languageOfStore(store), 'all');
  const client: QueryClient = createAppQueryClient(store, i18n);
  // The app's router on a history kept in memory, at `path` under /rma.
  const history = memoryLocation(BASE_PATH + (options.path ?? '/'));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <Notifications />
        <QueryClientProvider client={client}>
          <StoreProvider store={store}>
            <AppRouter source={history}>
              <Switch>
                <Route path="/">{ui}</Route>
                {(options.routes ?? []).map((path) => (
                  <Route key={path} path={path}>
                    <p>{`page ${path}`}</p>
                  </Route>
                ))}
              </Switch>
            </AppRouter>
          </StoreProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  /** Where the app is now (after its navigations), under /rma: its path and its query (with `?`). */
  const location = () => {
    const { path, search } = history.read();
    return { pathname: path.slice(BASE_PATH.length) || '/', search: search ? `?${search}` : '' };
  };
  return { ...view, client, location, i18n };
}
