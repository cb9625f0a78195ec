import { createContext, useContext, type ReactNode } from 'react';
import { can, type Permission } from '../../../shared/staff/roles.js';
import type { TStaffMe } from '../../../shared/staff/auth.js';

/** The signed-in staff user, provided by the app shell once GET /api/staff/me has answered. */
const StaffContext = createContext<TStaffMe | null>(null);

export function StaffProvider({ staff, children }: { staff: TStaffMe; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

export function useStaff(): TStaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in shell');
  return staff;
}

/** Whether the signed-in user's role grants a permission (the server enforces it again). */
export function useCan(permission: Permission): boolean {
  return can(useStaff().role, permission);
}
