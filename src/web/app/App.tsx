import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Store } from '../../shared/stores.js';
import { useToastsAskedFor } from '../components/feedback.js';
import { RenderBoundary } from '../components/RenderBoundary.js';
import { createQueryClient } from '../lib/query-client.js';
import { StoreProvider } from '../lib/store-context.js';
import { AppRouter } from './location.js';
import { AppRoutes } from './router.js';
import { theme } from './theme.js';
import './accessibility.css';

// The toasts' container, its transitions and styles: mounted from the first toast on (components/feedback.ts).
const Toasts = lazy(() => import('../components/Toasts.js'));

/** The app's query client: its failures' toasts in the language of `i18n`. */
export function createAppQueryClient(store: Store, i18n: I18n): QueryClient {
  return createQueryClient(store, (key, values) => i18n.t(key, { ns: 'messages', ...values }));
}

interface AppProps {
  store: Store;
  i18n: I18n;
  /** The query client, when the first calls were started in it before the render (main.tsx); else a new one. */
  queryClient?: QueryClient;
}

/** The providers around every page: translations, Mantine, notifications, the query client and the store. */
export function AppProviders({ store, i18n, queryClient: given, children }: AppProps & { children: ReactNode }) {
  const [queryClient] = useState(() => given ?? createAppQueryClient(store, i18n));
  const toasts = useToastsAskedFor();
  return (
    <I18nextProvider i18n={i18n}>
      {/* Light only: the build leaves Mantine's dark-scheme CSS out (scripts/build/light-scheme-css.ts). The theme's
          variables and breakpoint classes are CSS of the build (scripts/build/mantine-theme-css.ts, main.tsx), not
          style elements the page computes at every start. */}
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
        {toasts ? (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        ) : null}
        <QueryClientProvider client={queryClient}>
          <StoreProvider store={store}>{children}</StoreProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/**
 * The app: the providers and the route table in the app's router, on the browser's address, under /rma. main.tsx has
 * loaded the chunk of the first page before it renders this over a pre-rendered page (preloadRoute).
 */
export function App({ store, i18n, queryClient }: AppProps) {
  return (
    <AppProviders store={store} i18n={i18n} queryClient={queryClient}>
      <RenderBoundary>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </RenderBoundary>
    </AppProviders>
  );
}
