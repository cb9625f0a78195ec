import { isLanguage, type Language } from '../../../shared/languages.js';
import type { TStaffMe } from '../../../shared/staff/auth.js';
import { isStaffRole, type StaffRole, type StoreScope } from '../../../shared/staff/roles.js';
import type { TStaffUser } from '../../../shared/staff/users.js';
import { isStore, type Store } from '../../../shared/stores.js';
import type { StaffPrincipal } from './principal.js';
import type { StaffUserRow } from './repository.js';

/** How a staff user's row reads: the scope column, the role, the language, and the answers built from it. */

/** `*`, or store codes separated by commas; an unknown code is dropped rather than widening the scope. */
export function parseScope(text: string): StoreScope {
  if (text.trim() === '*') return '*';
  return [...new Set(text.split(',').map((s) => s.trim()))].filter((s): s is Store => isStore(s));
}

export function formatScope(scope: StoreScope): string {
  return scope === '*' ? '*' : [...new Set(scope)].join(',');
}

/** A role the row does not name (a hand-edited row) reads as the least one, never as more. */
export function roleOf(row: StaffUserRow): StaffRole {
  return isStaffRole(row.role) ? row.role : 'viewer';
}

export function languageOf(row: StaffUserRow): Language {
  return isLanguage(row.language) ? row.language : 'en';
}

export function principalOf(row: StaffUserRow, sessionId: string, ip: string): StaffPrincipal {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row),
    stores: parseScope(row.stores),
    language: languageOf(row),
    sessionId,
    ip,
  };
}

export function meOf(row: StaffUserRow): TStaffMe {
  const stores = parseScope(row.stores);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row),
    stores: stores === '*' ? '*' : [...stores],
    language: languageOf(row),
    totpEnabled: row.totp_enabled === 1,
  };
}

export function staffUserOf(row: StaffUserRow, now: Date): TStaffUser {
  const locked = row.locked_until !== null && Date.parse(row.locked_until) > now.getTime();
  return {
    ...meOf(row),
    disabled: row.disabled === 1,
    lockedUntil: locked ? row.locked_until : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the audit log keeps of a user: never the password hash nor the one-time code secret. */
export function auditViewOf(row: StaffUserRow) {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    stores: row.stores,
    language: row.language,
    totpEnabled: row.totp_enabled === 1,
    disabled: row.disabled === 1,
  };
}
