import type { LayoutEnv, MailContent } from './layout.js';
import type { RmaMailData } from './common.js';
import { contactAcknowledged, type ContactAcknowledgedData } from './contact-acknowledged.js';
import { contactReply, type ContactReplyData } from './contact-reply.js';
import { productReceived } from './product-received.js';
import { refundCompleted, type RefundCompletedData } from './refund-completed.js';
import { replacementShipped, type ReplacementShippedData } from './replacement-shipped.js';
import { rmaApproved, type RmaApprovedData } from './rma-approved.js';
import { rmaCancelled, type RmaCancelledData } from './rma-cancelled.js';
import { rmaReceived, type RmaReceivedData } from './rma-received.js';
import { rmaRejected, type RmaRejectedData } from './rma-rejected.js';
import { staffAlertContact, type StaffAlertContactData } from './staff-alert-contact.js';
import { staffAlertRma, type StaffAlertRmaData } from './staff-alert-rma.js';
import { staffMessage, type StaffMessageData } from './staff-message.js';

/** Each e-mail event (the outbox's `event` column) and the data its template takes. */
export interface MailEvents {
  'rma-received': RmaReceivedData;
  'rma-approved': RmaApprovedData;
  'rma-rejected': RmaRejectedData;
  'product-received': RmaMailData;
  'refund-completed': RefundCompletedData;
  'replacement-shipped': ReplacementShippedData;
  'rma-cancelled': RmaCancelledData;
  'staff-message': StaffMessageData;
  'contact-acknowledged': ContactAcknowledgedData;
  'contact-reply': ContactReplyData;
  'staff-alert-rma': StaffAlertRmaData;
  'staff-alert-contact': StaffAlertContactData;
}
export type MailEvent = keyof MailEvents;

type Templates = { [E in MailEvent]: (data: MailEvents[E], env: LayoutEnv) => MailContent };

/** One template per event; all share the layout (templates/layout.ts). */
export const TEMPLATES: Templates = {
  'rma-received': rmaReceived,
  'rma-approved': rmaApproved,
  'rma-rejected': rmaRejected,
  'product-received': productReceived,
  'refund-completed': refundCompleted,
  'replacement-shipped': replacementShipped,
  'rma-cancelled': rmaCancelled,
  'staff-message': staffMessage,
  'contact-acknowledged': contactAcknowledged,
  'contact-reply': contactReply,
  'staff-alert-rma': staffAlertRma,
  'staff-alert-contact': staffAlertContact,
};

export const MAIL_EVENTS = Object.keys(TEMPLATES) as MailEvent[];
