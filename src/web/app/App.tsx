import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { Store } from '../../shared/stores.js';
import { setToastCloseLabel } from '../components/feedback.js';
import { createQueryClient } from '../lib/query-client.js';
import { StoreProvider } from '../lib/store-context.js';
import { createRouter } from './router.js';
import './accessibility.css';

const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons and primary links on white above 4.5:1 (shade 6 is 4.3:1).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK TC", sans-serif',
  headings: { fontWeight: '700' },
});

/** Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 reads as secondary and passes AA. */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // Mantine's default grey and error red miss the AA contrast ratio on white; darker shades pass.
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-error': t.colors.red[9]! },
  dark: {},
});

export function App({ store, i18n }: { store: Store; i18n: I18n }) {
  const [queryClient] = useState(() => {
    setToastCloseLabel(i18n.t('close', { ns: 'common' }));
    return createQueryClient(store, (key, values) => i18n.t(key, { ns: 'messages', ...values }));
  });
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-center" zIndex={4000} />
        <QueryClientProvider client={queryClient}>
          <StoreProvider store={store}>
            <RouterProvider router={router} />
          </StoreProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
