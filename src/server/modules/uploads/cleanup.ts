import { deleteUpload } from './service.js';
import { orphanedUploads } from './repository.js';
import { uploadStorage, type StorageContext } from './storage.js';

/** An upload nothing uses is kept this long (a customer may still be between two calls of a slow step). */
export const ORPHAN_AFTER_HOURS = 24;
const BATCH = 200;

/**
 * Removes the uploads made more than a day ago that nothing uses (no RMA line names them; their session is gone,
 * expired, or no longer names them), and content a stopped process left without a row. Answers what went.
 */
export async function removeOrphanedUploads(ctx: StorageContext): Promise<{ uploads: number; strays: number }> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_HOURS * 3600 * 1000);
  let uploads = 0;
  for (;;) {
    const batch = await orphanedUploads(ctx.db, { cutoff: cutoff.toISOString(), now: now.toISOString(), limit: BATCH });
    for (const row of batch) await deleteUpload(ctx, row.id);
    uploads += batch.length;
    if (batch.length < BATCH) break;
  }
  const strays = await uploadStorage(ctx).sweep(cutoff);
  return { uploads, strays };
}
