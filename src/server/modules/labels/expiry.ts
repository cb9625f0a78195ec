import { labelState } from '../../../shared/rules/label.js';
import type { AppContext } from '../../context.js';
import { LABEL_STATUS } from './service.js';

/** Labels looked at per run; a larger backlog is taken up by the next runs. */
const BATCH = 500;

/**
 * The label expiry job (docs/labels.md#expiry): a label whose link no longer works — 90 days after issue, 5 days
 * after its first download, or once the parcel is received — leaves the customer's status page (its label status
 * is cleared, so no label block shows a dead link), and the RMA's event log says why. The link itself keeps
 * answering its "gone" page to whoever still has it, as the rules say.
 */
export async function expireLabels(ctx: Pick<AppContext, 'db' | 'now'>): Promise<{ expired: number }> {
  const now = ctx.now();
  const live = await ctx.db
    .selectFrom('return_labels as l')
    .innerJoin('rmas as r', 'r.id', 'l.rma_id')
    .select(['l.id', 'l.rma_id', 'l.issued_at', 'l.expires_at', 'l.first_opened_at', 'l.revoked_at', 'r.status'])
    .where('l.revoked_at', 'is', null)
    .where('r.label_status', 'in', [LABEL_STATUS.issued, LABEL_STATUS.opened])
    .orderBy('l.issued_at')
    .limit(BATCH)
    .execute();
  let expired = 0;
  for (const label of live) {
    const state = labelState(
      {
        issuedAt: label.issued_at,
        expiresAt: label.expires_at,
        firstOpenedAt: label.first_opened_at,
        revokedAt: label.revoked_at,
      },
      label.status,
      now,
    );
    if (state === 'usable') continue;
    await ctx.db.transaction().execute(async (trx) => {
      const cleared = await trx
        .updateTable('rmas')
        .set({ label_status: '' })
        .where('id', '=', label.rma_id)
        .where('label_status', 'in', [LABEL_STATUS.issued, LABEL_STATUS.opened])
        .executeTakeFirst();
      if (Number(cleared.numUpdatedRows) === 0) return;
      await trx
        .insertInto('rma_events')
        .values({
          rma_id: label.rma_id,
          at: now.toISOString(),
          staff_id: null,
          actor: 'system',
          kind: 'label-expired',
          visibility: 'internal',
          body: `Return label no longer usable (${state})`,
          data: JSON.stringify({ labelId: label.id, reason: state }),
        })
        .execute();
      expired++;
    });
  }
  return { expired };
}
