import { createBrowserRouter, Navigate } from 'react-router';
import { BASE_PATH } from '../../shared/routes.js';
import { HomeRoute } from './HomeRoute.js';
import { ShellRoute } from './ShellRoute.js';
import { AddressPage } from '../features/address/AddressPage.js';
import { ConfirmationPage } from '../features/confirmation/ConfirmationPage.js';
import { ContactUsSuccessPage } from '../features/contact/ContactUsSuccessPage.js';
import { MaintenancePage } from '../features/maintenance/MaintenancePage.js';
import { NotFoundPage } from '../features/not-found/NotFoundPage.js';

/** The spec's route table (section 2), under the base path /rma. */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        element: <ShellRoute />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'enquiry/:type', element: <HomeRoute /> },
          { path: 'address', element: <AddressPage /> },
          { path: 'confirmation', element: <ConfirmationPage /> },
          { path: 'contact-us-success', element: <ContactUsSuccessPage /> },
          { path: 'maintenance', element: <MaintenancePage /> },
          { path: 'index.html', element: <Navigate to="/" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: BASE_PATH },
  );
}
