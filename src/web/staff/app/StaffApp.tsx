import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { setSignedOutHandler } from '../lib/api.js';
import { createStaffQueryClient } from '../lib/query-client.js';
import { setToastCloseLabel } from '../lib/toast.js';
import { createStaffRouter } from './router.js';
import { staffCssVariables, staffTheme } from './theme.js';
import './staff.css';

export function StaffApp({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(() => {
    const label = () => setToastCloseLabel(i18n.t('state.close'));
    label();
    i18n.on('languageChanged', label);
    return createStaffQueryClient(() => i18n.t('error.generic'));
  });
  const [router] = useState(() => {
    const created = createStaffRouter();
    // A session that ended (expired, signed out elsewhere) sends the user to sign in, then back to this page.
    setSignedOutHandler(() => {
      queryClient.setQueryData(['staff', 'me'], null);
      const here = window.location.pathname.replace(/^\/staff/, '') + window.location.search;
      if (!here.startsWith('/sign-in')) void created.navigate(`/sign-in?next=${encodeURIComponent(here || '/')}`);
    });
    return created;
  });
  return (
    <I18nextProvider i18n={i18n}>
      {/* Light only: the build leaves Mantine's dark-scheme CSS out (scripts/build/light-scheme-css.ts). */}
      <MantineProvider theme={staffTheme} cssVariablesResolver={staffCssVariables} forceColorScheme="light">
        <Notifications position="top-right" zIndex={4000} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
