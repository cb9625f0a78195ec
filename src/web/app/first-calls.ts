import type { QueryClient } from '@tanstack/react-query';
import type { Store } from '../../shared/stores.js';
import { customerQueryOptions } from '../features/account/api/get-customer.js';
import { maintenanceWindowsQueryOptions } from '../features/maintenance/api/get-maintenance-windows.js';
import { layoutQueryOptions } from '../features/shell/api/get-layout.js';
import { nextTask } from '../lib/next-task.js';
import { pageFirstCalls, type FirstCall } from './router.js';

/**
 * The calls the shell makes at its first render, whatever the page: the account menu's customer and the maintenance
 * windows (ShellRoute), and the header's and footer's fragments (PageShell).
 */
function shellFirstCalls(store: Store): FirstCall[] {
  return [
    (client) => client.prefetchQuery(maintenanceWindowsQueryOptions(store)),
    (client) => client.prefetchQuery(customerQueryOptions(store)),
    (client) => client.prefetchQuery(layoutQueryOptions('product-menu', store)),
    (client) => client.prefetchQuery(layoutQueryOptions('footer', store)),
  ];
}

/**
 * Starts the calls the first render at `pathname` makes, the shell's and the page's, in the query client the app
 * then renders with (main.tsx), one a task; resolves in the task after the last one started. The render's observers
 * find them under way, and their answers can arrive before the render has finished. Each starts with the same
 * options the render uses, so it is one call either way. Started in the render's passive effects, they were one task
 * of 50–110 ms on a phone (CPU slowed 4x): each call's start costs the thread 10–20 ms there (the request, its
 * answer's schema chunk, the query's first use), docs/decisions/0049-first-calls-before-the-render.md. A failure is
 * the query's, as if the render had made the call: the render shows it as it would have.
 */
export async function startFirstCalls(client: QueryClient, store: Store, pathname: string): Promise<void> {
  // The page's first: its answer is what the customer waits for; the header's and footer's fragments last.
  for (const call of [...pageFirstCalls(pathname, store), ...shellFirstCalls(store)]) {
    void call(client);
    await nextTask();
  }
}
