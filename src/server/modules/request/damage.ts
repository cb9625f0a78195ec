import type { TProductLine } from '../../../shared/schemas/products.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { deleteUpload, discardFile, saveUpload, type ReceivedFile } from '../uploads/service.js';
import { updateSession, type Session } from '../session/service.js';
import type { WizardState } from '../session/state.js';
import { selectedProductLines } from '../selection/lines.js';

type Ctx = AppContext;

import { emptyReason } from './step.js';

async function selectedLineOrFail(ctx: Ctx, session: Session, sourceId: string): Promise<TProductLine> {
  const lines = await selectedProductLines(ctx, session);
  const line = lines.find((l) => l.sourceId === sourceId);
  if (!line) throw badRequest('selectProduct');
  return line;
}

/**
 * Records a received cosmetic-damage photo for a selected product in its reason info; a photo it replaces
 * is deleted. The file was streamed and judged by the caller; on any refusal here it is discarded.
 */
export async function uploadDamageImage(
  ctx: Ctx,
  session: Session,
  input: { sourceId: string | undefined; file: ReceivedFile | undefined },
): Promise<{ status: 'success'; url: string }> {
  const { file } = input;
  if (!file) throw badRequest('uploadFileMissing');
  const sourceId = input.sourceId ?? '';
  try {
    await selectedLineOrFail(ctx, session, sourceId);
  } catch (error) {
    await discardFile(ctx, file);
    throw error;
  }
  let replaced = '';
  const upload = await saveUpload(ctx, session, {
    kind: 'damage',
    sourceId,
    file,
    attach: async (stored) => {
      replaced = await updateSession(ctx, session, (state) => {
        const reason = (state.reasons[sourceId] ??= emptyReason());
        const previous = reason.damageUploadId;
        reason.damageUploadId = stored.id;
        return previous;
      });
    },
  });
  if (replaced && replaced !== upload.id && !pendingUses(session.state, replaced)) await deleteUpload(ctx, replaced);
  return { status: 'success', url: upload.url };
}

export async function removeDamageImage(ctx: Ctx, session: Session, sourceId: string): Promise<{ status: 'success' }> {
  const removed = await updateSession(ctx, session, (state) => {
    const reason = state.reasons[sourceId];
    if (!reason?.damageUploadId) return '';
    const previous = reason.damageUploadId;
    reason.damageUploadId = '';
    return previous;
  });
  // Not if an RMA already refers to it (a pending request keeps its own copy of the id).
  if (removed && !pendingUses(session.state, removed)) await deleteUpload(ctx, removed);
  return { status: 'success' };
}

function pendingUses(state: WizardState, uploadId: string): boolean {
  return state.pendingRequest?.items.some((item) => item.damageUploadId === uploadId) ?? false;
}
