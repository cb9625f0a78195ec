import { AppError } from '../../lib/errors.js';
import { can, scopeCovers, type Permission, type StoreScope } from '../../../shared/staff/roles.js';
import type { StaffPrincipal } from './principal.js';

/** 403 when the staff user's role lacks the permission (docs/staff/roles.md). */
export const forbidden = () => new AppError(403, 'forbidden', 'staffForbidden');

export function assertCan(staff: StaffPrincipal, permission: Permission): void {
  if (!can(staff.role, permission)) throw forbidden();
}

/** An admin manages the staff users whose stores lie within the admin's own (docs/staff/roles.md#who-manages-whom). */
export function manages(staff: StaffPrincipal, scope: StoreScope): boolean {
  return can(staff.role, 'administer') && scopeCovers(staff.stores, scope);
}
