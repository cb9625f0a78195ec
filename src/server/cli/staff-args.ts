import { isStaffRole, type StaffRole, type StoreScope } from '../../shared/staff/roles.js';
import { STAFF_PASSWORD_MIN } from '../../shared/staff/users.js';
import { isStore, type Store } from '../../shared/stores.js';

/** The arguments of `npm run staff` (docs/staff/api.md#command-line), read without touching the database. */

export const USAGE = `usage:
  npm run staff -- add <email> --role viewer|agent|supervisor|admin --stores all|<store,store,...> [--name N] [--password P]
  npm run staff -- list
  npm run staff -- disable <email>`;

export type StaffCommand =
  | { command: 'add'; email: string; role: StaffRole; stores: StoreScope; name?: string; password?: string }
  | { command: 'list' }
  | { command: 'disable'; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function scopeOf(value: string): { scope: StoreScope } | { error: string } {
  if (value === 'all' || value === '*') return { scope: '*' };
  const stores = value.split(',').map((s) => s.trim().toLowerCase());
  const unknown = stores.filter((s) => !isStore(s));
  if (unknown.length) return { error: `unknown store ${unknown.join(', ')}` };
  return { scope: [...new Set(stores)] as Store[] };
}

function options(rest: string[]): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (!['--role', '--stores', '--name', '--password'].includes(flag)) return `unknown option ${flag}`;
    const value = rest[++i];
    if (value === undefined || value.startsWith('--')) return `${flag} needs a value`;
    out[flag.slice(2)] = value;
  }
  return out;
}

function parseAdd(email: string | undefined, rest: string[]): StaffCommand | string {
  if (!email || !EMAIL.test(email)) return 'add needs an e-mail address';
  const opts = options(rest);
  if (typeof opts === 'string') return opts;
  if (!opts.role || !isStaffRole(opts.role)) return '--role must be viewer, agent, supervisor or admin';
  if (!opts.stores) return '--stores is required (all, or stores separated by commas)';
  const stores = scopeOf(opts.stores);
  if ('error' in stores) return stores.error;
  if (opts.password !== undefined && opts.password.length < STAFF_PASSWORD_MIN) {
    return `--password must have at least ${STAFF_PASSWORD_MIN} characters`;
  }
  return {
    command: 'add',
    email,
    role: opts.role,
    stores: stores.scope,
    ...(opts.name ? { name: opts.name } : {}),
    ...(opts.password !== undefined ? { password: opts.password } : {}),
  };
}

/** The command, or the message that explains what is wrong (with the usage). */
export function parseStaffArgs(argv: string[]): StaffCommand | string {
  const [command, email, ...rest] = argv;
  let parsed: StaffCommand | string;
  if (command === 'add') parsed = parseAdd(email, rest);
  else if (command === 'list' && argv.length === 1) parsed = { command: 'list' };
  else if (command === 'disable' && email && argv.length === 2) parsed = { command: 'disable', email };
  else parsed = command ? `unknown command or arguments: ${argv.join(' ')}` : 'no command';
  return typeof parsed === 'string' ? `${parsed}\n${USAGE}` : parsed;
}
