import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { StaffApiError } from './api.js';
import { toast } from './toast.js';

/**
 * A call's meta: `errorToast: false` when the screen shows the failure itself (beside the form, as a conflict
 * notice). The meta's type is the one the project registers with TanStack Query (src/web/lib/query-client.ts).
 */
type StaffCallMeta = { errorToast?: unknown } | undefined;

/**
 * The text of a failed call: the server's message for a 4xx it explained or for a busy database's 503
 * (`serviceBusy`), else the generic one.
 */
export function failureMessage(error: unknown, generic: string): string {
  if (!(error instanceof StaffApiError) || !error.message) return generic;
  const explained = error.httpStatus < 500 || (error.httpStatus === 503 && error.code === 'serviceBusy');
  return explained ? error.message : generic;
}

/**
 * The console's query client: every failed call shows a toast (unless its meta opts out, or it is a 401, which
 * sends the user to the sign-in page instead); a 4xx is never retried.
 */
export function createStaffQueryClient(genericError: () => string): QueryClient {
  const onError = (error: unknown, meta: StaffCallMeta) => {
    if (meta?.errorToast === false) return;
    if (error instanceof StaffApiError && error.httpStatus === 401) return;
    toast(failureMessage(error, genericError()), 'error');
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof StaffApiError && error.httpStatus < 500) && count < 1,
        refetchOnWindowFocus: true,
        staleTime: 10_000,
      },
      mutations: { retry: 0 },
    },
  });
}
