import { useQuery } from '@tanstack/react-query';
import { ZCustomerDetail, type TCustomerDetail } from '../../../shared/schemas/details.js';
import { apiCall, ensureToken } from '../../lib/api.js';
import { useStore } from '../../lib/store-context.js';

/**
 * The account menu's data (POST /api/your-details/customer; docs/rules/shell.md): first name, news, recent orders,
 * staff and membership flags, whether the session is signed in, and the cart's item count for the header badge.
 */
export function useCustomer() {
  const { store } = useStore();
  return useQuery<TCustomerDetail>({
    queryKey: ['customer', store],
    queryFn: async ({ signal }) => {
      await ensureToken(store);
      return apiCall('your-details/customer', { method: 'POST', query: { store }, schema: ZCustomerDetail, signal });
    },
    staleTime: 60_000,
  });
}
