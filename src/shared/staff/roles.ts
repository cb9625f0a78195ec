import type { Store } from '../stores.js';

/**
 * Staff roles and what each may do (docs/staff/roles.md). One table, read by the server to enforce and by the
 * console to offer only what the user may do.
 */
export const STAFF_ROLES = ['viewer', 'agent', 'supervisor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a role may do beyond reading. Each permission names a family of actions, not a screen. */
export const PERMISSIONS = [
  /** Read queues, RMAs, the inbox, insights and the mail view of one's stores. */
  'read',
  /** Work the queue: approve, receive, inspect, refund up to the threshold, ship, notes, messages, assign to self. */
  'work',
  /** Reject, close without action, refund above the store's threshold, reassign to others; read the audit log. */
  'supervise',
  /** Manage staff users and store settings; end anyone's sessions. */
  'administer',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  viewer: ['read'],
  agent: ['read', 'work'],
  supervisor: ['read', 'work', 'supervise'],
  admin: ['read', 'work', 'supervise', 'administer'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** Supervisors and admins must sign in with a time-based one-time code; others may choose to. */
export function requiresTotp(role: StaffRole): boolean {
  return role === 'supervisor' || role === 'admin';
}

/** A staff user's stores: every store, or a list. */
export type StoreScope = '*' | readonly Store[];

export function inScope(scope: StoreScope, store: string): boolean {
  return scope === '*' || (scope as readonly string[]).includes(store);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Whether `outer` covers every store of `inner`: an admin manages a staff user only when the admin's scope covers
 * the user's (docs/staff/roles.md#who-manages-whom). Only an all-stores scope covers an all-stores one.
 */
export function scopeCovers(outer: StoreScope, inner: StoreScope): boolean {
  if (outer === '*') return true;
  if (inner === '*') return false;
  return inner.every((store) => outer.includes(store));
}
