import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '../../../shared/languages.js';
import type { TStaffMe } from '../../../shared/staff/auth.js';
import { setCsrfToken } from '../lib/api.js';
import { setupStaffI18n } from '../lib/i18n.js';
import { createStaffQueryClient } from '../lib/query-client.js';
import { StaffProvider } from '../lib/staff-context.js';

/**
 * The console's component tests: a screen rendered as the console renders it (Mantine, the console's query client
 * and translations, a memory router, the signed-in user), with `fetch` answered from a table of canned answers.
 */

function polyfillBrowser() {
  window.matchMedia ??= (query: string) =>
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
  search: string;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer: a JSON body with 200, `{ status, body }` for another status, or a function of the call. */
export type Answer = unknown;
export const reply = (status: number, body: unknown = {}) => ({ __status: status, body });

export function mockApi(routes: Record<string, Answer | ((call: Call) => Answer)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = {
      method,
      path: url.pathname,
      search: url.search,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? (route as (c: Call) => Answer)(call) : route;
    if (answer === undefined)
      return new Response('{"code":"notFound"}', { status: 404, headers: { 'content-type': 'application/json' } });
    const { status, payload } =
      answer && typeof answer === 'object' && '__status' in answer
        ? { status: (answer as { __status: number }).__status, payload: (answer as unknown as { body: unknown }).body }
        : { status: 200, payload: answer };
    return new Response(status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export const staffUser = (overrides: Partial<TStaffMe> = {}): TStaffMe => ({
  id: 3,
  email: 'agent@demo.example',
  name: 'Alex Agent',
  role: 'agent',
  stores: '*',
  language: 'en',
  totpEnabled: false,
  ...overrides,
});

/** Shows the router's location, so a test can read where the screen sent the user. */
export function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (matched by `pattern`) for a signed-in user, or signed out with `staff: null`. */
export async function renderStaff(
  ui: ReactNode,
  options: { path?: string; pattern?: string; staff?: TStaffMe | null; language?: Language } = {},
) {
  polyfillBrowser();
  setCsrfToken('csrf-test');
  const i18n = await setupStaffI18n(options.language ?? 'en');
  const client = createStaffQueryClient(() => i18n.t('error.generic'));
  const staff = options.staff === undefined ? staffUser() : options.staff;
  const element = (
    <>
      {ui}
      <Location />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: options.pattern ?? '/',
        element: staff ? <StaffProvider staff={staff}>{element}</StaffProvider> : element,
      },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, client, router, i18n };
}
