import type { StaffRole, StoreScope } from '../../../shared/staff/roles.js';
import type { Language } from '../../../shared/languages.js';

/**
 * The signed-in staff user as every staff use case receives it: `(ctx, staff, input)`. Built by the staff
 * session plugin from the cookie; use cases check `can(staff.role, …)` and `inScope(staff.stores, rma.store)`.
 */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  stores: StoreScope;
  language: Language;
  /** The staff session's id (hash), so that signing out ends this session only. */
  sessionId: string;
  /** The client's address, for the audit log. */
  ip: string;
}
