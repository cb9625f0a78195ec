import { inScope } from '../../../shared/staff/roles.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { storesOfUpload } from './repository.js';
import { openUploadIf, type UploadContent } from './service.js';
import type { StorageContext } from './storage.js';

/**
 * An upload (proof of purchase, damage photo) for a staff user: when a line of an RMA of one of their stores holds
 * it (docs/staff/queues.md#calls). Otherwise null, as for an unknown id; customers still read only their own.
 */
export function openStaffUpload(
  ctx: StorageContext,
  staff: StaffPrincipal,
  uploadId: string,
): Promise<UploadContent | null> {
  return openUploadIf(ctx, uploadId, async (row) =>
    (await storesOfUpload(ctx.db, row.id)).some((store) => inScope(staff.stores, store)),
  );
}
