import { Navigate, createBrowserRouter } from 'react-router';
import { NotFound } from '../components/NotFound.js';
import { RequireStaff } from './RequireStaff.js';

/** The console's routes under /staff (docs/staff/console.md). Each screen is its own chunk. */
export const STAFF_BASE = '/staff';

export function createStaffRouter() {
  return createBrowserRouter(
    [
      {
        path: 'sign-in',
        lazy: async () => ({ Component: (await import('../features/session/SignInPage.js')).SignInPage }),
      },
      {
        element: <RequireStaff />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/queue/QueuePage.js')).QueuePage }),
          },
          { path: 'rmas/:id', lazy: async () => ({ Component: (await import('../features/rma/RmaPage.js')).RmaPage }) },
          {
            path: 'inbox/*',
            lazy: async () => ({ Component: (await import('../features/inbox/InboxScreens.js')).InboxScreens }),
          },
          { path: 'mail', lazy: async () => ({ Component: (await import('../features/mail/MailPage.js')).MailPage }) },
          {
            path: 'insights',
            lazy: async () => ({ Component: (await import('../features/insights/InsightsPage.js')).InsightsPage }),
          },
          {
            path: 'audit',
            lazy: async () => ({ Component: (await import('../features/audit/AuditPage.js')).AuditPage }),
          },
          {
            path: 'admin',
            children: [
              { index: true, element: <Navigate to="users" replace /> },
              {
                path: 'users',
                lazy: async () => ({ Component: (await import('../features/admin/UsersPage.js')).UsersPage }),
              },
              {
                path: 'stores',
                lazy: async () => ({ Component: (await import('../features/admin/StoresPage.js')).StoresPage }),
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: STAFF_BASE },
  );
}
