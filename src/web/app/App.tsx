import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { Store } from '../../shared/stores.js';
import { StoreProvider } from '../lib/store-context.js';
import { WizardProvider } from '../lib/wizard.js';
import { createRouter } from './router.js';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK TC", sans-serif',
});

export function App({ store, i18n }: { store: Store; i18n: I18n }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
          mutations: { retry: 0 },
        },
      }),
  );
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications position="top-center" zIndex={4000} />
        <QueryClientProvider client={queryClient}>
          <StoreProvider store={store}>
            <WizardProvider>
              <RouterProvider router={router} />
            </WizardProvider>
          </StoreProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
