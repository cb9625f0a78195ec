import type { StaffPrincipal } from '../staff/principal.js';

/**
 * Who changes an RMA, as its event log and the audit log record it: a staff user, or the portal itself (an
 * approval the store's settings make automatic, docs/staff/actions.md#automatic-approval).
 */
export interface RmaActor {
  /** The staff user's id; null for the portal itself. */
  staffId: number | null;
  name: string;
  email: string;
  /** The client's address, for the audit log ('' for the portal itself). */
  ip: string;
}

export const SYSTEM_ACTOR: RmaActor = { staffId: null, name: 'system', email: 'system', ip: '' };

export function staffActor(staff: StaffPrincipal): RmaActor {
  return { staffId: staff.id, name: staff.name, email: staff.email, ip: staff.ip };
}
