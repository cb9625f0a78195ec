import { ProductAction } from '../../../shared/codes.js';
import type { TProductsOutcomeResponse } from '../../../shared/schemas/your-products.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { deleteUpload, discardFile, saveUpload, type ReceivedFile } from '../uploads/service.js';
import { updateSession, type Session } from '../session/service.js';
import { withOutcome, requireDetails, type Target, resolveLine, lineStateFor, listOf, frozenAnswer } from './target.js';

export async function removeLine(
  ctx: AppContext,
  session: Session,
  sourceId: string,
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const target = await resolveLine(ctx, session, sourceId);
  let proofUploadId = '';
  let damageUploadId = '';
  await updateSession(ctx, session, (state) => {
    const s = state.lines[target.sourceId];
    if (target.kind === 'retail') {
      proofUploadId = s?.proofUploadId ?? '';
      damageUploadId = state.reasons[target.sourceId]?.damageUploadId ?? '';
      delete state.lines[target.sourceId];
      delete state.reasons[target.sourceId];
    } else if (s) {
      s.selected = false;
      s.actionSelected = ProductAction.None;
    }
  });
  if (proofUploadId) await deleteUpload(ctx, proofUploadId);
  if (damageUploadId) await deleteUpload(ctx, damageUploadId);
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}

/**
 * Attaches a received proof of purchase to a line. The file was streamed and judged by the caller; on any
 * refusal here it is discarded. The upload row and the line's link are written together (the row is
 * removed again if the state cannot be written), and a replaced proof is deleted.
 */
export async function uploadProof(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string | undefined; file: ReceivedFile | undefined },
): Promise<TProductsOutcomeResponse> {
  const { file } = input;
  if (!file) throw badRequest('uploadFileMissing');
  let target: Target;
  try {
    requireDetails(session);
    if (!input.sourceId) throw badRequest('invalidRequest');
    target = await resolveLine(ctx, session, input.sourceId);
    const frozen = await frozenAnswer(ctx, session, target);
    if (frozen) {
      await discardFile(ctx, file);
      return frozen;
    }
  } catch (error) {
    await discardFile(ctx, file);
    throw error;
  }
  let replaced = '';
  await saveUpload(ctx, session, {
    kind: 'proof',
    sourceId: target.sourceId,
    file,
    attach: async (upload) => {
      await updateSession(ctx, session, (state) => {
        const s = lineStateFor(state, target);
        replaced = s.proofUploadId;
        s.proofUploadId = upload.id;
      });
    },
  });
  if (replaced && replaced !== file.id) await deleteUpload(ctx, replaced);
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}

export async function removeProof(
  ctx: AppContext,
  session: Session,
  sourceId: string,
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const target = await resolveLine(ctx, session, sourceId);
  let removed = '';
  await updateSession(ctx, session, (state) => {
    const s = state.lines[target.sourceId];
    removed = s?.proofUploadId ?? '';
    if (s) s.proofUploadId = '';
  });
  if (removed) await deleteUpload(ctx, removed);
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}
