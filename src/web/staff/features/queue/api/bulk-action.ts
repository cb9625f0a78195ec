import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZBulkResult, type ZBulkRequest } from '../../../../../shared/staff/actions.js';
import { staffCall } from '../../../lib/api.js';

export type TBulkRequest = z.input<typeof ZBulkRequest>;

/**
 * POST /api/staff/rmas/bulk: each selected row succeeds or fails on its own; the answer lists every row's result.
 * The queue and its counts are fetched again afterwards, since rows have moved between tabs.
 */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TBulkRequest) => staffCall('rmas/bulk', { body: request, schema: ZBulkResult }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'], predicate: (q) => q.queryKey[1] !== 'me' }),
  });
}
