import { z } from 'zod';

/**
 * The audit log as the console reads it (docs/staff/audit.md): GET /api/staff/audit, newest first, in keyset
 * pages. The log is append-only; there is no call that changes it.
 */

/** An action name (`rma.approve`, `staff.sign-in`), or a family of them (`rma.*`). */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z-]*(\.([a-z][a-z-]*|\*))?$/;

/** The families of actions the log holds, for the console's filter. */
export const AUDIT_ACTION_FAMILIES = ['rma', 'staff', 'store', 'inbox'] as const;

const ZDay = z.iso.date();

export const ZAuditQuery = z
  .object({
    /** The actor's e-mail (or `system`), compared in lower case. */
    actor: z.string().trim().toLowerCase().max(254).optional(),
    /** An RMA by its number or id. */
    rma: z.string().trim().max(64).optional(),
    /** What an entry is about (`rma`, `staff`, `store`, `conversation`) and, optionally, which one. */
    entity: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z-]+$/)
      .optional(),
    entityId: z.string().trim().max(64).optional(),
    action: z.string().trim().max(60).regex(AUDIT_ACTION_PATTERN).optional(),
    /** Days in UTC, both included. */
    from: ZDay.optional(),
    to: ZDay.optional(),
    /** From the previous page's `nextCursor`. */
    cursor: z
      .string()
      .regex(/^[1-9]\d{0,14}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'from after to',
  });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** null for the system or an unknown e-mail's failed sign-in. */
  staffId: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The store the entry belongs to; null for entries about accounts and sign-ins. */
  store: z.string().nullable(),
  /** The RMA's number, for entries about an RMA. */
  rmaNo: z.string().nullable(),
  /** The state before and after, as recorded (JSON values); null where the action has none. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
