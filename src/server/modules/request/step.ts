import { RequestService } from '../../../shared/codes.js';
import { actionsAvailable, nonQualifying } from '../../../shared/rules/eligibility.js';
import type { TProductLine } from '../../../shared/schemas/products.js';
import type { TYourRequestResponse } from '../../../shared/schemas/request.js';
import type { AppContext } from '../../context.js';
import { uploadUrl } from '../uploads/service.js';
import type { Session } from '../session/service.js';
import type { ReasonState } from '../session/state.js';
import { selectedProductLines } from '../selection/lines.js';

type Ctx = AppContext;

export function emptyReason(): ReasonState {
  return {
    reason: '',
    faultCategory: '',
    faultCode: '',
    comments: '',
    otherComments: '',
    cosmetic: '',
    damageUploadId: '',
    agreement: false,
  };
}

/** The request step: selected products, the services they allow, and the reason info saved so far. */
export async function yourRequest(ctx: Ctx, session: Session): Promise<TYourRequestResponse> {
  const lines = await selectedProductLines(ctx, session);
  const selectedIds = new Set(lines.map((line) => line.sourceId));
  const reasons: TYourRequestResponse['reasons'] = {};
  for (const [sourceId, reason] of Object.entries(session.state.reasons)) {
    if (!selectedIds.has(sourceId)) continue;
    reasons[sourceId] = {
      sourceId,
      reason: reason.reason,
      faultCategory: reason.faultCategory,
      faultCode: reason.faultCode,
      comments: reason.comments,
      otherComments: reason.otherComments,
      cosmetic: reason.cosmetic,
      damageImage: uploadUrl(reason.damageUploadId),
      agreement: reason.agreement,
    };
  }
  return {
    actionAvailable: actionsAvailable(lines, session.store),
    productSelected: lines,
    actionSelected: session.state.natureEnquiry,
    allowService: allowService(session, lines),
    refundNotAvailable: nonQualifying(lines, RequestService.Refund).join(', '),
    repairNotAvailable: nonQualifying(lines, RequestService.Repair).join(', '),
    reasons,
  };
}

/** Services are offered once products are chosen and the products step sent them on (step 3). */
export function allowService(session: Session, lines: readonly TProductLine[]): boolean {
  return lines.length > 0 && session.state.step === 3;
}
