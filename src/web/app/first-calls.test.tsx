// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CUSTOMER_DETAIL } from '../../shared/schemas/details.js';
import { BASE_PATH } from '../../shared/routes.js';
import type { Store } from '../../shared/stores.js';
import { setupI18n } from '../i18n/index.js';
import { details } from '../test/fixtures.js';
import { mockApi, polyfillBrowser, type Call } from '../test/render.js';
import { App, createAppQueryClient } from './App.js';
import { startFirstCalls } from './first-calls.js';
import { preloadRoute } from './router.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const STORE: Store = 'us';

/** The portal's answers to a new visitor of the home page: a guest session at the details step. */
const ANSWERS = {
  'POST /api/your-details/authenticate': { token: 'guest-token' },
  'GET /api/your-details': details(STORE),
  'POST /api/your-details/customer': GUEST_CUSTOMER_DETAIL,
  'GET /api/maintenance/windows': { windows: [] },
  'GET /api/layout/product-menu': '<a href="/phones">Phones</a>',
  'GET /api/layout/footer': '<p>Footer</p>',
};

const named = (calls: Call[]) => calls.map((call) => `${call.method} ${call.path}`).sort();

/** Lets the calls under way and their answers' follow-ups settle. */
async function settle() {
  for (let round = 0; round < 10; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

/** Renders the app as main.tsx does (the page's chunk loaded first), at `path` under /rma, with the client given. */
async function renderAt(path: string, queryClient?: QueryClient) {
  polyfillBrowser();
  window.history.replaceState(null, '', BASE_PATH + path);
  const [i18n] = await Promise.all([setupI18n('en'), preloadRoute(BASE_PATH + path)]);
  render(<App store={STORE} i18n={i18n} queryClient={queryClient ?? createAppQueryClient(STORE, i18n)} />);
  await settle();
}

describe('the first calls, started before the first render (app/first-calls.ts)', () => {
  it.each(['/', '/enquiry/rma-status'])('at %s are the calls the first render makes itself', async (path) => {
    const rendered = mockApi(ANSWERS);
    await renderAt(path);
    expect(screen.getAllByText('Footer').length).toBeGreaterThan(0);
    const byRender = named(rendered);
    cleanup();
    window.localStorage.clear();

    const started = mockApi(ANSWERS);
    const i18n = await setupI18n('en');
    await startFirstCalls(createAppQueryClient(STORE, i18n), STORE, BASE_PATH + path);
    await settle();
    expect(named(started)).toEqual(byRender);
    // The session first, then what needs it.
    expect(byRender).toEqual([
      'GET /api/layout/footer',
      'GET /api/layout/product-menu',
      'GET /api/maintenance/windows',
      'GET /api/your-details',
      'POST /api/your-details/authenticate',
      'POST /api/your-details/customer',
    ]);
  });

  it('are not made again by the render that follows them', async () => {
    const calls = mockApi(ANSWERS);
    const i18n = await setupI18n('en');
    const client = createAppQueryClient(STORE, i18n);
    await startFirstCalls(client, STORE, `${BASE_PATH}/`);
    await renderAt('/', client);
    expect(named(calls)).toEqual(named(calls).filter((name, at, all) => all.indexOf(name) === at));
    expect(calls).toHaveLength(6);
  });

  it("on a page that is not the home flow's, are the shell's only", async () => {
    const calls = mockApi(ANSWERS);
    const i18n = await setupI18n('en');
    await startFirstCalls(createAppQueryClient(STORE, i18n), STORE, `${BASE_PATH}/address`);
    await settle();
    expect(named(calls)).not.toContain('GET /api/your-details');
    expect(named(calls)).toContain('GET /api/layout/footer');
  });

  it('for an address outside the portal, are the shell’s', async () => {
    const calls = mockApi(ANSWERS);
    const i18n = await setupI18n('en');
    await startFirstCalls(createAppQueryClient(STORE, i18n), STORE, '/elsewhere');
    await settle();
    expect(named(calls)).toHaveLength(5);
  });
});
