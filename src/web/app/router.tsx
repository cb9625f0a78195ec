import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BASE_PATH } from '../../shared/routes.js';
import { FullPageLoader } from '../components/FullPageLoader.js';
import { NotFoundPage } from '../features/not-found/NotFoundPage.js';
import { ShellRoute } from './ShellRoute.js';

/**
 * The route table (docs/rules/shell.md), under the base path /rma. Each page is its own chunk, so a phone that
 * opens the home page does not download the address or confirmation pages. The build's pre-render
 * (src/web/prerender.tsx) renders the same table.
 */
export const routes: RouteObject[] = [
  {
    // The page shell with the account menu, chat and maintenance (composed in ShellRoute). Until the first
    // page's chunk has loaded, the full-page loader (shown only if that takes over 1.5 s).
    element: <ShellRoute />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./HomeRoute.js')).HomeRoute }) },
      { path: 'enquiry/:type', lazy: async () => ({ Component: (await import('./HomeRoute.js')).HomeRoute }) },
      {
        path: 'address',
        lazy: async () => ({ Component: (await import('../features/address/AddressPage.js')).AddressPage }),
      },
      {
        path: 'confirmation',
        lazy: async () => ({
          Component: (await import('../features/confirmation/ConfirmationPage.js')).ConfirmationPage,
        }),
      },
      {
        path: 'contact-us-success',
        lazy: async () => ({
          Component: (await import('../features/contact/ContactUsSuccessPage.js')).ContactUsSuccessPage,
        }),
      },
      {
        path: 'maintenance',
        lazy: async () => ({
          Component: (await import('../features/maintenance/MaintenancePage.js')).MaintenancePage,
        }),
      },
      { path: 'index.html', element: <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: BASE_PATH });
}
