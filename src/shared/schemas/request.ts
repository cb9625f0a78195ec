import { z } from 'zod';
import { ZWizard } from './wizard.js';
import { COMMENTS_MAX, CONTACT_MESSAGE_MAX, OTHER_COMMENTS_MAX } from '../limits.js';
import { ZInt32, ZStore } from './common.js';
import { ZProductLine } from './products.js';

export const ZYourRequestResponse = z.object({
  /** Services offered: 1 refund, 2 repair, 3 contact us. */
  actionAvailable: z.array(ZInt32),
  productSelected: z.array(ZProductLine),
  /** Nature of enquiry the products were chosen for (1, 2, 4, 5). */
  actionSelected: ZInt32,
  allowService: z.boolean(),
  /** The eligibility message's placeholders, when not every product qualifies. */
  refundNotAvailable: z.string(),
  repairNotAvailable: z.string(),
  /** Reason info saved so far, per sourceId. */
  reasons: z.record(
    z.string(),
    z.lazy(() => ZRequestItem.partial()),
  ),
});
export type TYourRequestResponse = z.infer<typeof ZYourRequestResponse>;

/** Return-reason info of one product (docs/rules/request.md#reasons), as sent on submit. */
export const ZRequestItem = z.object({
  sourceId: z.string().max(64),
  reason: z.string().max(40).optional().default(''),
  faultCategory: z.string().max(80).optional().default(''),
  faultCode: z.string().max(20).optional().default(''),
  comments: z.string().max(COMMENTS_MAX).optional().default(''),
  otherComments: z.string().max(OTHER_COMMENTS_MAX).optional().default(''),
  cosmetic: z.enum(['yes', 'no', '']).optional().default(''),
  damageImage: z.string().max(200).optional().default(''),
  agreement: z.boolean().optional().default(false),
});
export type TRequestItem = z.infer<typeof ZRequestItem>;

export const ZSubmitBody = z.object({
  /** 1 refund, 2 repair. */
  serviceRequired: ZInt32,
  items: z.array(ZRequestItem).max(50),
  store: ZStore,
  /** Generated once per submit attempt by the client; a retry with the same key returns the same RMA. */
  requestKey: z.string().min(8).max(64).optional(),
});
export type TSubmitBody = z.infer<typeof ZSubmitBody>;

/** status: success (RMA created), address (a replacement continues on the address page). */
export const ZSubmitResponse = z.object({
  status: z.string(),
  rmaNo: z.string(),
  rmaId: z.string(),
  /** Where the customer is in the home flow, as the server's session holds it. */
  wizard: ZWizard,
});

export const ZContactUsBody = z.object({
  message: z.string().max(CONTACT_MESSAGE_MAX),
  store: ZStore,
  channel: z.enum(['contact', 'chat']).optional().default('contact'),
  /** Reply address of a chat message from a customer who has not given their details yet. */
  email: z.string().max(254).optional(),
});

export const ZUploadDamageResponse = z.object({ status: z.string(), url: z.string() });
export const ZRemoveDamageBody = z.object({ sourceId: z.string().max(64), store: ZStore });
