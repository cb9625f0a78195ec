import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MemberTable } from '../../db/schema.js';
import type { TMember } from '../format.js';
import type { CheckContext } from '../check-context.js';
import { bit, sameFields, type Tally } from '../counts.js';
import { defined, idResolver, isEmpty, selectIn, upsert } from '../sql.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import type { LooseSections } from '../types.js';

/** Members of the store: who may sign in, with a password stored only as a hash. */

export function checkMembers(views: LooseSections['members'], ctx: CheckContext): void {
  const seen = new Map<string, string>();
  views.forEach((m, i) => {
    if (!m) return;
    const p = `members[${i}]`;
    ctx.unique(seen, m.email, `${p}.email`, 'member email', 'members', i);
    if (m.password !== undefined && m.passwordHash !== undefined) {
      ctx.report('members', i, `${p}.password: give password or passwordHash, not both`);
    } else if (
      m.password === undefined &&
      m.passwordHash === undefined &&
      m.email !== undefined &&
      !ctx.existing.hasMember(m.email)
    ) {
      ctx.report('members', i, `${p}.password: required for a new member (or passwordHash)`);
    }
  });
}

export type StoredMembers = Map<string, Selectable<MemberTable>>;

/** The members the file names, and those its orders may belong to. */
export async function loadMembers(db: Kysely<Database>, views: LooseSections): Promise<StoredMembers> {
  const stored: StoredMembers = new Map();
  if (await isEmpty(db, 'members')) return stored;
  const emails = defined([...views.members.map((m) => m?.email), ...views.orders.map((o) => o?.email)]);
  const rows = await selectIn(emails, (part) =>
    db.selectFrom('members').selectAll().where('email', 'in', part).execute(),
  );
  for (const row of rows) stored.set(row.email, row);
  return stored;
}

export interface MembersPlan {
  rows: Omit<Insertable<MemberTable>, 'id'>[];
  /** Members this import creates: their older orders get linked to them. */
  newEmails: Set<string>;
  /** Ids already stored, by email. */
  ids: Map<string, number>;
}

/** Whether an email is a member's once this import is written. */
export const isMember = (plan: MembersPlan, email: string) => plan.ids.has(email) || plan.newEmails.has(email);

/** A plain password counts as unchanged while it still verifies against the stored hash. */
export async function planMembers(records: readonly TMember[], stored: StoredMembers, tally: Tally) {
  const plan: MembersPlan = { rows: [], newEmails: new Set(), ids: new Map() };
  for (const [email, m] of stored) plan.ids.set(email, m.id);
  await Promise.all(
    records.map(async (m) => {
      const storedRow = stored.get(m.email);
      const row = {
        email: m.email,
        password_hash: await passwordHashOf(m, storedRow),
        first_name: m.firstName,
        last_name: m.lastName,
        store: m.store,
        staff: bit(m.staff),
        membership_enabled: bit(m.membershipEnabled),
        icon: m.icon,
        news: JSON.stringify(m.news.map((n) => ({ title: n.title, url: n.url }))),
        cart_item_count: m.cartItemCount,
      };
      if (tally('members', storedRow, storedRow !== undefined && sameFields(row, storedRow))) plan.rows.push(row);
      if (!storedRow) plan.newEmails.add(m.email);
    }),
  );
  return plan;
}

/** The hash to store: the file's own, a new one for a changed password, else the stored one. */
async function passwordHashOf(m: TMember, stored: Selectable<MemberTable> | undefined): Promise<string> {
  if (m.passwordHash !== undefined) return m.passwordHash;
  if (m.password !== undefined && !(stored && (await verifyPassword(m.password, stored.password_hash)))) {
    return hashPassword(m.password);
  }
  return stored?.password_hash ?? '';
}

/** Writes the members; returns how to find a member's id during the rest of the write. */
export async function writeMembers(trx: Kysely<Database>, plan: MembersPlan) {
  for (const m of await upsert(trx, 'members', plan.rows, ['email'], ['id', 'email'])) {
    plan.ids.set(m.email as string, m.id as number);
  }
  return idResolver(plan.ids, async (email: string) => {
    const row = await trx.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return row.id;
  });
}
