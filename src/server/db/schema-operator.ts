import type { Generated } from 'kysely';

/**
 * Table types of the operator half: staff, the audit log, store settings, the RMA's event log, inbox replies, the
 * e-mail outbox and return labels (docs/decisions/0010-operator-data-model.md). Same conventions as schema.ts.
 */

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  /** Argon2id (PHC string). */
  password_hash: string;
  /** agent, supervisor, admin or viewer. */
  role: string;
  /** `*` for every store, else store codes separated by commas. */
  stores: string;
  language: Generated<string>;
  /** Base32 TOTP secret; '' when none. */
  totp_secret: Generated<string>;
  totp_enabled: Generated<number>;
  /** Time step (Unix time / 30 s) of the last one-time code accepted; a code of this step or earlier is refused. */
  totp_last_step: Generated<number>;
  disabled: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  id: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

/** Append-only: triggers refuse UPDATE and DELETE on both engines. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  /** The staff user's e-mail, or `system`. */
  actor: string;
  action: string;
  /** rma, staff, store, session… */
  entity: string;
  entity_id: Generated<string>;
  store: Generated<string>;
  /** JSON of what changed, before and after; '' when not applicable. */
  before: Generated<string>;
  after: Generated<string>;
  ip: Generated<string>;
}

export interface StoreSettingsTable {
  store: string;
  /** Refunds above this amount (in the store's currency) need a supervisor; 0: no threshold. */
  refund_threshold: Generated<number>;
  /** Approve new RMAs at once (and issue their label). */
  auto_approve: Generated<number>;
  /** Where staff alerts go. */
  team_email: Generated<string>;
  /** The From of the store's e-mails. */
  from_email: Generated<string>;
  /** JSON: the return centre's name and address lines. */
  return_centre: Generated<string>;
  /** Service level, in business days: first response, and resolution. */
  first_response_days: Generated<number>;
  resolution_days: Generated<number>;
  updated_at: string;
}

/** The RMA's full event log: status changes, notes, messages, labels, e-mails, assignment. */
export interface RmaEventTable {
  id: Generated<number>;
  rma_id: string;
  at: string;
  staff_id: number | null;
  /** The staff user's name, `customer` or `system`. */
  actor: Generated<string>;
  kind: string;
  /** internal (staff only) or customer (shown to, or sent to, the customer). */
  visibility: Generated<string>;
  body: Generated<string>;
  /** JSON details of the event. */
  data: Generated<string>;
}

/** The messages of a contact-us or chat conversation after its first one. */
export interface ConversationMessageTable {
  id: Generated<number>;
  contact_message_id: number;
  at: string;
  /** customer or staff. */
  author: string;
  staff_id: number | null;
  body: string;
}

/** A connected agent's chat socket, per chat store in their scope; refreshed by heartbeats. */
export interface StaffPresenceTable {
  connection_id: string;
  store: string;
  staff_id: number;
  seen_at: string;
}

export interface MailOutboxTable {
  /** Random UUID; the e-mail's Message-ID is made from it, so a retried delivery is the same e-mail. */
  id: string;
  store: string;
  event: string;
  rma_id: string | null;
  contact_message_id: number | null;
  recipient: string;
  sender: string;
  language: string;
  subject: string;
  html: string;
  text: string;
  /** pending, sent or failed. */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim on the row while it delivers. */
  locked_until: string | null;
  last_error: Generated<string>;
  created_at: string;
  sent_at: string | null;
}

export interface ReturnLabelTable {
  id: string;
  /** SHA-256 of the download link's token. */
  token_hash: string;
  rma_id: string;
  provider: Generated<string>;
  tracking_no: string;
  issued_at: string;
  /** 90 days after issue. */
  expires_at: string;
  first_opened_at: string | null;
  revoked_at: string | null;
  issued_by: number | null;
}
