import { normaliseEmail } from '../../shared/rules/identifiers.js';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MemberTable } from '../db/schema.js';
import { compiledOnce } from '../db/compiled-once.js';
import { hashPassword, verifyPassword } from '../import/passwords.js';
import { formatMoney } from '../../shared/rules/money.js';
import { STORE_INFO, isStore, languageOfStore, type Store } from '../../shared/stores.js';
import type { TCustomerDetail } from '../../shared/schemas/index.js';
import { GUEST_CUSTOMER_DETAIL } from '../../shared/schemas/details.js';
import type { Member, MemberDirectory } from './types.js';

/** How many recent orders the account menu lists. */
export const RECENT_ORDERS = 5;

type MemberRow = Selectable<MemberTable>;

function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    // A row with a store this build does not know still names a member; 'us' only labels it.
    store: isStore(row.store) ? row.store : 'us',
    staff: Number(row.staff) === 1,
    membershipEnabled: Number(row.membership_enabled) === 1,
  };
}

function parseNews(json: string): TCustomerDetail['news'] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      const { title, url } = (item ?? {}) as { title?: unknown; url?: unknown };
      return typeof title === 'string' && typeof url === 'string' ? [{ title, url }] : [];
    });
  } catch {
    return [];
  }
}

/** An order total in the store's currency and language, e.g. "$129.98" (us) or "129,98 €" (fr). */
export function formatOrderTotal(total: number, store: Store): string {
  return formatMoney(total, STORE_INFO[store].currency, languageOfStore(store));
}

/**
 * A member by e-mail (the details' check, and the order list's for a guest whose check is not kept) and by id (every
 * member session's details), compiled once.
 */
const selectMemberByEmail = compiledOnce((db, email: string) =>
  db.selectFrom('members').selectAll().where('email', '=', email),
);
const selectMemberById = compiledOnce((db, id: number) => db.selectFrom('members').selectAll().where('id', '=', id));

/** The built-in member directory over the members and orders tables. */
export function builtinMembers(db: Kysely<Database>): MemberDirectory {
  // Checked against when the e-mail is unknown, so that answer takes as long as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

  const rowByEmail = async (email: string) => (await selectMemberByEmail(db, normaliseEmail(email))).rows[0];
  const rowById = async (id: number) => (await selectMemberById(db, id)).rows[0];

  return {
    async findByEmail(email) {
      if (!email.trim()) return null;
      const row = await rowByEmail(email);
      return row ? toMember(row) : null;
    },

    async findById(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const row = await rowById(id);
      return row ? toMember(row) : null;
    },

    async verifyPassword(email, password) {
      const row = email.trim() ? await rowByEmail(email) : undefined;
      const ok = await verifyPassword(password, row?.password_hash ?? (await decoy()));
      return row && ok ? toMember(row) : null;
    },

    async customerDetail(memberId, store) {
      const row = await rowById(memberId);
      if (!row) {
        return GUEST_CUSTOMER_DETAIL;
      }
      const orders = await db
        .selectFrom('orders')
        .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select([
          'orders.id',
          'orders.order_number',
          'orders.order_date',
          sql<number>`coalesce(sum(order_lines.quantity * order_lines.unit_price), 0)`.as('total'),
        ])
        .where('orders.store', '=', store)
        .where((eb) => eb.or([eb('orders.member_id', '=', row.id), eb('orders.email', '=', row.email)]))
        .groupBy(['orders.id', 'orders.order_number', 'orders.order_date'])
        .orderBy('orders.order_date', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(RECENT_ORDERS)
        .execute();
      return {
        firstName: row.first_name,
        icon: row.icon,
        news: parseNews(row.news),
        orders: orders.map((o) => ({
          orderNumber: o.order_number,
          // Rounded to cents first: float sums of prices can land a hair off (0.1 + 0.2).
          value: formatOrderTotal(Math.round(Number(o.total) * 100) / 100, store),
        })),
        staff: Number(row.staff) === 1,
        membershipEnable: Number(row.membership_enabled) === 1,
        loggedIn: true,
        cartItemCount: Number(row.cart_item_count),
      };
    },
  };
}
