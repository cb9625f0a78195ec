import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Section, TSerialEntry } from '../format.js';
import type { CheckContext } from '../check-context.js';
import type { Tally } from '../counts.js';
import { defined, isEmpty, selectIn, upsert } from '../sql.js';
import type { LooseSections } from '../types.js';
import type { Catalogue, ProductRefs } from './products.js';

/** The serial number register: which product each known serial belongs to. */

/** Reports, at `path`, a serial that the register (after this import) holds for another product. */
export type SerialCheck = (
  serial: string | undefined,
  sku: string | undefined,
  path: string,
  section: Section,
  index: number,
) => void;

export function checkSerials(views: LooseSections['serials'], ctx: CheckContext, products: ProductRefs): SerialCheck {
  const fileSerials = new Map<string, string>();
  const seen = new Map<string, string>();
  views.forEach((s, i) => {
    if (!s) return;
    const p = `serials[${i}]`;
    ctx.unique(seen, s.serial, `${p}.serial`, 'serial', 'serials', i);
    if (s.sku !== undefined && !products.known(s.sku)) ctx.report('serials', i, `${p}.sku: unknown product`);
    if (s.serial !== undefined && s.sku !== undefined) fileSerials.set(s.serial, s.sku);
  });
  return (serial, sku, path, section, index) => {
    if (serial === undefined || sku === undefined) return;
    const registered = fileSerials.get(serial) ?? ctx.existing.serialSku(serial);
    if (registered !== undefined && registered !== sku) {
      ctx.report(section, index, `${path}: registered to another product (SKU ${registered})`);
    }
  };
}

export type StoredSerials = Map<string, { productId: number; sku: string }>;

/** The serials the file names: registered, shipped on an order line, or returned on an RMA line. */
export async function loadSerials(db: Kysely<Database>, views: LooseSections): Promise<StoredSerials> {
  const stored: StoredSerials = new Map();
  if (await isEmpty(db, 'serials')) return stored;
  const serials = defined([
    ...views.serials.map((s) => s?.serial),
    ...views.orders.flatMap((o) => o?.items?.map((item) => item?.serialNumber) ?? []),
    ...views.rmas.flatMap((r) => r?.lines?.map((line) => line?.serialNumber) ?? []),
  ]);
  const rows = await selectIn(serials, (part) =>
    db
      .selectFrom('serials')
      .innerJoin('products', 'products.id', 'serials.product_id')
      .select(['serials.serial', 'serials.product_id', 'products.sku'])
      .where('serials.serial', 'in', part)
      .execute(),
  );
  for (const row of rows) stored.set(row.serial, { productId: row.product_id, sku: row.sku });
  return stored;
}

export type SerialsPlan = { serial: string; product_id: number }[];

export function planSerials(
  records: readonly TSerialEntry[],
  stored: StoredSerials,
  products: Catalogue,
  tally: Tally,
): SerialsPlan {
  const plan: SerialsPlan = [];
  for (const s of records) {
    const row = { serial: s.serial, product_id: products.product(s.sku).id };
    const storedRow = stored.get(s.serial);
    if (tally('serials', storedRow, storedRow?.productId === row.product_id)) plan.push(row);
  }
  return plan;
}

export async function writeSerials(trx: Kysely<Database>, plan: SerialsPlan): Promise<void> {
  await upsert(trx, 'serials', plan, ['serial']);
}
