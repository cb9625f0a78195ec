import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type {
  AddressTable,
  CountryTable,
  Database,
  FaultTable,
  MaintenanceWindowTable,
  MemberTable,
  OrderLineTable,
  OrderTable,
  ProductTable,
  RmaHistoryTable,
  RmaLineTable,
  RmaTable,
} from '../db/schema.js';
import { STORE_INFO, type Store } from '../../shared/stores.js';
import { addMonths, isValidIsoDate } from '../../shared/dates.js';
import {
  crossCheck,
  formatErrors,
  parseImportFile,
  type ExistingLookup,
  type ImportSections,
  type LooseSections,
} from './validate.js';
import { hashPassword, verifyPassword } from './passwords.js';

/**
 * Loads an operator import file (docs/data-format.md) into the database.
 *
 * Order of work: parse and validate the whole file against the schema and against the rows already
 * stored; if anything is wrong, return every problem and write nothing. Otherwise compare each record
 * with its stored row (preloaded by natural key, a few chunked queries per table rather than one per
 * record), hash new passwords, and only then open one transaction that inserts or updates just the
 * rows that differ, in multi-row statements. So a second import of the same file writes nothing, and
 * the write lock is held only for the writes themselves.
 */

export interface SectionCounts {
  inserted: number;
  unchanged: number;
  updated: number;
}

export type ImportResult = { ok: true; counts: Record<string, SectionCounts> } | { ok: false; errors: string[] };

/** The sections of the counts, children named by their path in the file. */
export const COUNT_SECTIONS = [
  'countries',
  'products',
  'products.faults',
  'serials',
  'members',
  'orders',
  'orders.items',
  'addresses',
  'rmas',
  'rmas.lines',
  'rmas.history',
  'layout',
  'maintenance',
] as const;
export type CountSection = (typeof COUNT_SECTIONS)[number];

export async function importData(
  db: Kysely<Database>,
  file: unknown,
  opts: {
    /** The import day, 'YYYY-MM-DD': relative dates of the file are resolved against it. */
    today: string;
    /** Validate and count what would change, but write nothing. */
    dryRun?: boolean;
  },
): Promise<ImportResult> {
  if (!isValidIsoDate(opts.today)) throw new RangeError(`importData: today must be YYYY-MM-DD, got ${opts.today}`);
  const parsed = parseImportFile(file, opts.today);
  const snapshot = await loadSnapshot(db, parsed.views);
  const errors = [...parsed.errors, ...crossCheck(parsed, snapshotLookup(snapshot))];
  if (errors.length) return { ok: false, errors: formatErrors(errors) };

  const plan = await buildPlan(parsed.data, snapshot, opts.today);
  if (plan.hasWrites && !opts.dryRun) await db.transaction().execute((trx) => writePlan(trx, plan));
  return { ok: true, counts: plan.counts };
}

// ---------------------------------------------------------------------------------------------
// Preloading what is stored under the file's keys

type Row<T> = Selectable<T>;
type LineRow = Row<OrderLineTable> & { sku: string };

interface Snapshot {
  countries: Map<number, Row<CountryTable>>;
  storeCountries: Map<number, Map<string, number>>;
  products: Map<number, Row<ProductTable>>;
  productsBySku: Map<string, Row<ProductTable>>;
  productStores: Map<number, Set<string>>;
  faults: Map<number, Row<FaultTable>>;
  faultsByProduct: Map<number, Row<FaultTable>[]>;
  serials: Map<string, { productId: number; sku: string }>;
  members: Map<string, Row<MemberTable>>;
  orders: Map<string, Row<OrderTable>>;
  orderLines: Map<number, Map<number, LineRow>>;
  addresses: Map<string, Row<AddressTable>>;
  rmas: Map<string, Row<RmaTable>>;
  rmaNoById: Map<string, string>;
  rmaLines: Map<string, Map<number, Row<RmaLineTable>>>;
  history: Map<string, Map<number, Row<RmaHistoryTable>>>;
  layout: Map<string, string>;
  maintenance: Map<string, Row<MaintenanceWindowTable>>;
}

const IN_CHUNK = 500;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function selectIn<K, R>(keys: Iterable<K>, run: (chunk: K[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(keys)];
  const rows: R[] = [];
  for (const part of chunk(unique, IN_CHUNK)) rows.push(...(await run(part)));
  return rows;
}

async function isEmpty(db: Kysely<Database>, table: keyof Database): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

const addressKey = (email: string, store: string, address1: string, postalCode: string) =>
  [email, store, address1, postalCode].join('\u0000');

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Defined values only: the keys of records that failed the schema are looked up as far as they could be read. */
function defined<T>(values: Iterable<T | undefined>): T[] {
  const out: T[] = [];
  for (const v of values) if (v !== undefined) out.push(v);
  return out;
}

async function loadSnapshot(db: Kysely<Database>, views: LooseSections): Promise<Snapshot> {
  const data = {
    countries: defined(views.countries),
    products: defined(views.products),
    serials: defined(views.serials),
    members: defined(views.members),
    orders: defined(views.orders),
    addresses: defined(views.addresses),
    rmas: defined(views.rmas),
    layout: defined(views.layout),
    maintenance: defined(views.maintenance),
  };
  const snap: Snapshot = {
    countries: new Map(),
    storeCountries: new Map(),
    products: new Map(),
    productsBySku: new Map(),
    productStores: new Map(),
    faults: new Map(),
    faultsByProduct: new Map(),
    serials: new Map(),
    members: new Map(),
    orders: new Map(),
    orderLines: new Map(),
    addresses: new Map(),
    rmas: new Map(),
    rmaNoById: new Map(),
    rmaLines: new Map(),
    history: new Map(),
    layout: new Map(),
    maintenance: new Map(),
  };

  // A fresh database is the common case for big imports: skip thousands of lookups that find nothing.
  const empty = new Map<keyof Database, boolean>();
  for (const table of ['countries', 'products', 'serials', 'members', 'orders', 'addresses', 'rmas'] as const) {
    empty.set(table, await isEmpty(db, table));
  }

  if (!empty.get('countries')) {
    const ids = defined([...data.countries.map((c) => c.id), ...data.addresses.map((a) => a.countryId)]);
    const rows = await selectIn(ids, (part) =>
      db.selectFrom('countries').selectAll().where('id', 'in', part).execute(),
    );
    for (const row of rows) snap.countries.set(row.id, row);
    const links = await selectIn(defined(data.countries.map((c) => c.id)), (part) =>
      db.selectFrom('store_countries').selectAll().where('country_id', 'in', part).execute(),
    );
    for (const link of links) {
      const map = snap.storeCountries.get(link.country_id) ?? new Map<string, number>();
      map.set(link.store, link.sort);
      snap.storeCountries.set(link.country_id, map);
    }
  }

  if (!empty.get('products')) {
    const skus = defined([
      ...data.products.map((p) => p.sku),
      ...data.serials.map((s) => s.sku),
      ...data.orders.flatMap((o) => o.items?.map((item) => item?.sku) ?? []),
      ...data.rmas.flatMap((r) => r.lines?.map((line) => line?.sku) ?? []),
    ]);
    const productIds = defined(data.products.map((p) => p.id));
    const byId = await selectIn(productIds, (part) =>
      db.selectFrom('products').selectAll().where('id', 'in', part).execute(),
    );
    const bySku = await selectIn(skus, (part) =>
      db.selectFrom('products').selectAll().where('sku', 'in', part).execute(),
    );
    for (const row of [...byId, ...bySku]) {
      snap.products.set(row.id, row);
      snap.productsBySku.set(row.sku, row);
    }
    const stores = await selectIn(productIds, (part) =>
      db.selectFrom('product_stores').selectAll().where('product_id', 'in', part).execute(),
    );
    for (const link of stores) {
      const set = snap.productStores.get(link.product_id) ?? new Set<string>();
      set.add(link.store);
      snap.productStores.set(link.product_id, set);
    }
    const faultProductIds = new Set([...productIds, ...snap.products.keys()]);
    const faultIds = defined(data.products.flatMap((p) => p.faults?.map((f) => f?.id) ?? []));
    const faults = [
      ...(await selectIn(faultProductIds, (part) =>
        db.selectFrom('faults').selectAll().where('product_id', 'in', part).execute(),
      )),
      ...(await selectIn(faultIds, (part) => db.selectFrom('faults').selectAll().where('id', 'in', part).execute())),
    ];
    for (const fault of faults) snap.faults.set(fault.id, fault);
    snap.faultsByProduct = groupBy([...snap.faults.values()], (f) => f.product_id);
  }

  if (!empty.get('serials')) {
    const serials = defined([
      ...data.serials.map((s) => s.serial),
      ...data.orders.flatMap((o) => o.items?.map((item) => item?.serialNumber) ?? []),
      ...data.rmas.flatMap((r) => r.lines?.map((line) => line?.serialNumber) ?? []),
    ]);
    const rows = await selectIn(serials, (part) =>
      db
        .selectFrom('serials')
        .innerJoin('products', 'products.id', 'serials.product_id')
        .select(['serials.serial', 'serials.product_id', 'products.sku'])
        .where('serials.serial', 'in', part)
        .execute(),
    );
    for (const row of rows) snap.serials.set(row.serial, { productId: row.product_id, sku: row.sku });
  }

  if (!empty.get('members')) {
    const emails = defined([...data.members.map((m) => m.email), ...data.orders.map((o) => o.email)]);
    const rows = await selectIn(emails, (part) =>
      db.selectFrom('members').selectAll().where('email', 'in', part).execute(),
    );
    for (const row of rows) snap.members.set(row.email, row);
  }

  if (!empty.get('orders')) {
    const numbers = defined([
      ...data.orders.map((o) => o.orderNumber),
      ...data.rmas.flatMap((r) => r.lines?.map((line) => line?.orderNumber) ?? []),
    ]);
    const orders = await selectIn(numbers, (part) =>
      db.selectFrom('orders').selectAll().where('order_number', 'in', part).execute(),
    );
    for (const row of orders) snap.orders.set(row.order_number, row);
    const lines = await selectIn(
      orders.map((o) => o.id),
      (part) =>
        db
          .selectFrom('order_lines')
          .innerJoin('products', 'products.id', 'order_lines.product_id')
          .selectAll('order_lines')
          .select('products.sku')
          .where('order_lines.order_id', 'in', part)
          .execute(),
    );
    for (const line of lines) {
      const map = snap.orderLines.get(line.order_id) ?? new Map<number, LineRow>();
      map.set(line.line_no, line);
      snap.orderLines.set(line.order_id, map);
    }
  }

  if (!empty.get('addresses')) {
    const rows = await selectIn(defined(data.addresses.map((a) => a.email)), (part) =>
      db.selectFrom('addresses').selectAll().where('owner_email', 'in', part).orderBy('id').execute(),
    );
    for (const row of rows) {
      const key = addressKey(row.owner_email, row.store, row.address1, row.postal_code);
      if (!snap.addresses.has(key)) snap.addresses.set(key, row);
    }
  }

  if (!empty.get('rmas')) {
    const byNo = await selectIn(defined(data.rmas.map((r) => r.rmaNo)), (part) =>
      db.selectFrom('rmas').selectAll().where('rma_no', 'in', part).execute(),
    );
    const byId = await selectIn(defined(data.rmas.map((r) => r.rmaId)), (part) =>
      db.selectFrom('rmas').selectAll().where('id', 'in', part).execute(),
    );
    for (const row of [...byNo, ...byId]) {
      snap.rmas.set(row.rma_no, row);
      snap.rmaNoById.set(row.id, row.rma_no);
    }
    const ids = byNo.map((r) => r.id);
    const lines = await selectIn(ids, (part) =>
      db.selectFrom('rma_lines').selectAll().where('rma_id', 'in', part).execute(),
    );
    for (const line of lines) {
      const map = snap.rmaLines.get(line.rma_id) ?? new Map<number, Row<RmaLineTable>>();
      map.set(line.line_no, line);
      snap.rmaLines.set(line.rma_id, map);
    }
    const history = await selectIn(ids, (part) =>
      db.selectFrom('rma_history').selectAll().where('rma_id', 'in', part).execute(),
    );
    for (const h of history) {
      const map = snap.history.get(h.rma_id) ?? new Map<number, Row<RmaHistoryTable>>();
      map.set(h.seq, h);
      snap.history.set(h.rma_id, map);
    }
  }

  // Small tables: a handful of rows per store.
  if (data.layout.length) {
    for (const f of await db.selectFrom('layout_fragments').selectAll().execute()) {
      snap.layout.set(`${f.store}/${f.kind}`, f.html);
    }
  }
  if (data.maintenance.length) {
    for (const w of await db.selectFrom('maintenance_windows').selectAll().execute()) {
      snap.maintenance.set(`${w.hide_from}/${w.ends_at}`, w);
    }
  }
  return snap;
}

function snapshotLookup(snap: Snapshot): ExistingLookup {
  const faultsOf = (productId: number) =>
    (snap.faultsByProduct.get(productId) ?? []).map((f) => ({ id: f.id, faultCode: f.fault_code }));
  return {
    hasCountry: (id) => snap.countries.has(id),
    productById: (id) => snap.products.get(id),
    productBySku: (sku) => snap.productsBySku.get(sku),
    fault: (id) => {
      const f = snap.faults.get(id);
      return f && { productId: f.product_id, faultCode: f.fault_code };
    },
    faultsOf,
    serialSku: (serial) => snap.serials.get(serial)?.sku,
    hasMember: (email) => snap.members.has(email),
    order: (orderNumber) => {
      const order = snap.orders.get(orderNumber);
      if (!order) return undefined;
      const lines = new Map<number, { sku: string }>();
      for (const [lineNo, line] of snap.orderLines.get(order.id) ?? []) lines.set(lineNo, { sku: line.sku });
      return { store: order.store, email: order.email, lines };
    },
    rmaIdOf: (rmaNo) => snap.rmas.get(rmaNo)?.id,
    rmaNoOf: (rmaId) => snap.rmaNoById.get(rmaId),
  };
}

// ---------------------------------------------------------------------------------------------
// Planning: the rows that differ from what is stored

/** Stands for an id the database will only assign during the write. */
const PENDING = -1;

interface Plan {
  counts: Record<CountSection, SectionCounts>;
  hasWrites: boolean;
  countries: Insertable<CountryTable>[];
  storeCountryDeletes: { country_id: number; store: string }[];
  storeCountries: { store: string; country_id: number; sort: number }[];
  products: Insertable<ProductTable>[];
  productStoreDeletes: { product_id: number; store: string }[];
  productStores: { product_id: number; store: string }[];
  faults: Insertable<FaultTable>[];
  serials: { serial: string; product_id: number }[];
  members: Omit<Insertable<MemberTable>, 'id'>[];
  /** Members this import creates: their older orders get linked to them. */
  newMemberEmails: Set<string>;
  /** member_id is resolved from the email once members are written. */
  orders: (Omit<Insertable<OrderTable>, 'id' | 'member_id'> & { memberEmail: string | null })[];
  orderLines: (Omit<Insertable<OrderLineTable>, 'id' | 'order_id'> & { orderNumber: string })[];
  addressInserts: Omit<Insertable<AddressTable>, 'id'>[];
  addressUpdates: { id: number; row: Partial<Insertable<AddressTable>> }[];
  rmas: Insertable<RmaTable>[];
  rmaLines: (Omit<Insertable<RmaLineTable>, 'id' | 'rma_id' | 'order_line_id'> & {
    rmaNo: string;
    orderRef: { orderNumber: string; lineNo: number } | null;
  })[];
  history: (Omit<Insertable<RmaHistoryTable>, 'id' | 'rma_id'> & { rmaNo: string })[];
  layout: { store: string; kind: string; html: string }[];
  maintenance: Omit<Insertable<MaintenanceWindowTable>, 'id'>[];
  /** Ids already stored, so rows left unchanged need no lookup during the write. */
  known: {
    memberIds: Map<string, number>;
    orderIds: Map<string, number>;
    /** Keyed by order id and line number. */
    lineIds: Map<string, number>;
    rmaIds: Map<string, string>;
  };
}

/** Whether every field of the wanted row equals the stored one (0/1 booleans, ISO text, numbers). */
function sameFields(wanted: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  for (const key of Object.keys(wanted)) if (wanted[key] !== stored[key]) return false;
  return true;
}

const bit = (value: boolean) => (value ? 1 : 0);
const dayStart = (date: string) => `${date}T00:00:00.000Z`;

async function buildPlan(data: ImportSections, snap: Snapshot, today: string): Promise<Plan> {
  const counts = Object.fromEntries(
    COUNT_SECTIONS.map((s) => [s, { inserted: 0, unchanged: 0, updated: 0 }]),
  ) as Record<CountSection, SectionCounts>;
  /** Counts one record and says whether it must be written. */
  const tally = (section: CountSection, stored: unknown, same: boolean): boolean => {
    const c = counts[section];
    if (stored === undefined) c.inserted++;
    else if (same) c.unchanged++;
    else c.updated++;
    return stored === undefined || !same;
  };

  const plan: Plan = {
    counts,
    hasWrites: false,
    countries: [],
    storeCountryDeletes: [],
    storeCountries: [],
    products: [],
    productStoreDeletes: [],
    productStores: [],
    faults: [],
    serials: [],
    members: [],
    newMemberEmails: new Set(),
    orders: [],
    orderLines: [],
    addressInserts: [],
    addressUpdates: [],
    rmas: [],
    rmaLines: [],
    history: [],
    layout: [],
    maintenance: [],
    known: { memberIds: new Map(), orderIds: new Map(), lineIds: new Map(), rmaIds: new Map() },
  };
  for (const [email, m] of snap.members) plan.known.memberIds.set(email, m.id);
  for (const [orderNumber, o] of snap.orders) plan.known.orderIds.set(orderNumber, o.id);
  for (const [orderId, lines] of snap.orderLines) {
    for (const [lineNo, line] of lines) plan.known.lineIds.set(`${orderId}/${lineNo}`, line.id);
  }
  for (const [rmaNo, r] of snap.rmas) plan.known.rmaIds.set(rmaNo, r.id);

  // Countries: a store lists its countries in file order.
  const storeRank = new Map<string, number>();
  for (const c of data.countries) {
    const row = { id: c.id, name: c.name, code: c.code, phone_code: c.phoneCode };
    const wantedStores = new Map<string, number>();
    for (const store of c.stores) {
      const rank = storeRank.get(store) ?? 0;
      storeRank.set(store, rank + 1);
      wantedStores.set(store, rank);
    }
    const stored = snap.countries.get(c.id);
    const storedStores = snap.storeCountries.get(c.id) ?? new Map<string, number>();
    const storesSame =
      storedStores.size === wantedStores.size && [...wantedStores].every(([s, sort]) => storedStores.get(s) === sort);
    const rowSame = stored !== undefined && sameFields(row, stored);
    tally('countries', stored, rowSame && storesSame);
    if (!rowSame) plan.countries.push(row);
    for (const store of storedStores.keys()) {
      if (!wantedStores.has(store)) plan.storeCountryDeletes.push({ country_id: c.id, store });
    }
    for (const [store, sort] of wantedStores) {
      if (storedStores.get(store) !== sort) plan.storeCountries.push({ store, country_id: c.id, sort });
    }
  }

  // Products, their stores and faults.
  const fileProducts = new Map(data.products.map((p) => [p.sku, p]));
  for (const p of data.products) {
    const row = {
      id: p.id,
      sku: p.sku,
      master_id: p.masterId,
      name: p.name,
      image: p.image,
      warranty_months: p.warrantyMonths,
      satisfaction_days: p.satisfactionDays,
      retail_available: bit(p.retailAvailable),
      extended_warranty: bit(p.extendedWarranty),
      price: p.price,
    };
    const stored = snap.products.get(p.id);
    const storedStores = snap.productStores.get(p.id) ?? new Set<string>();
    const wantedStores = new Set<string>(p.stores);
    const storesSame = storedStores.size === wantedStores.size && [...wantedStores].every((s) => storedStores.has(s));
    const rowSame = stored !== undefined && sameFields(row, stored);
    tally('products', stored, rowSame && storesSame);
    if (!rowSame) plan.products.push(row);
    for (const store of storedStores) {
      if (!wantedStores.has(store)) plan.productStoreDeletes.push({ product_id: p.id, store });
    }
    for (const store of wantedStores)
      if (!storedStores.has(store)) plan.productStores.push({ product_id: p.id, store });

    p.faults.forEach((f, sort) => {
      const faultRow = {
        id: f.id,
        product_id: p.id,
        fault_code: f.faultCode,
        description: f.description,
        category: f.category,
        display: bit(f.display),
        need_pop: bit(f.needPOP),
        sort,
      };
      const storedFault = snap.faults.get(f.id);
      if (tally('products.faults', storedFault, storedFault !== undefined && sameFields(faultRow, storedFault))) {
        plan.faults.push(faultRow);
      }
    });
  }
  const product = (sku: string) => {
    const p = fileProducts.get(sku);
    if (p) return { id: p.id, warrantyMonths: p.warrantyMonths };
    const stored = snap.productsBySku.get(sku)!;
    return { id: stored.id, warrantyMonths: stored.warranty_months };
  };
  const faultCategory = (sku: string, code: string): string => {
    const fromFile = fileProducts.get(sku)?.faults.find((f) => f.faultCode === code);
    if (fromFile) return fromFile.category;
    return (snap.faultsByProduct.get(product(sku).id) ?? []).find((f) => f.fault_code === code)?.category ?? '';
  };

  // Serials.
  for (const s of data.serials) {
    const row = { serial: s.serial, product_id: product(s.sku).id };
    const stored = snap.serials.get(s.serial);
    if (tally('serials', stored, stored?.productId === row.product_id)) plan.serials.push(row);
  }

  // Members: a plain password counts as unchanged when it still verifies against the stored hash.
  await Promise.all(
    data.members.map(async (m) => {
      const stored = snap.members.get(m.email);
      let passwordHash = stored?.password_hash ?? '';
      if (m.passwordHash !== undefined) passwordHash = m.passwordHash;
      else if (m.password !== undefined && !(stored && (await verifyPassword(m.password, stored.password_hash)))) {
        passwordHash = await hashPassword(m.password);
      }
      const row = {
        email: m.email,
        password_hash: passwordHash,
        first_name: m.firstName,
        last_name: m.lastName,
        store: m.store,
        staff: bit(m.staff),
        membership_enabled: bit(m.membershipEnabled),
        icon: m.icon,
        news: JSON.stringify(m.news.map((n) => ({ title: n.title, url: n.url }))),
        cart_item_count: m.cartItemCount,
      };
      if (tally('members', stored, stored !== undefined && sameFields(row, stored))) plan.members.push(row);
      if (!stored) plan.newMemberEmails.add(m.email);
    }),
  );
  const memberEmails = new Set([...snap.members.keys(), ...plan.newMemberEmails]);

  // Orders and their lines.
  const orderDates = new Map<string, string>();
  /** Order lines that get a new id in this import, so RMA lines pointing at them change too. */
  const newOrderLines = new Set<string>();
  for (const o of data.orders) {
    orderDates.set(o.orderNumber, o.orderDate);
    const stored = snap.orders.get(o.orderNumber);
    const memberEmail = memberEmails.has(o.email) ? o.email : null;
    const memberId = memberEmail === null ? null : (snap.members.get(memberEmail)?.id ?? PENDING);
    const row = { order_number: o.orderNumber, store: o.store, email: o.email, order_date: o.orderDate };
    const same = stored !== undefined && sameFields({ ...row, member_id: memberId }, stored);
    if (tally('orders', stored, same)) plan.orders.push({ ...row, memberEmail });
    const storedLines = stored ? snap.orderLines.get(stored.id) : undefined;
    for (const item of o.items) {
      const line = {
        line_no: item.lineNo,
        product_id: product(item.sku).id,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        serial_number: item.serialNumber ?? '',
        parent_line_no: item.parentLineNo ?? 0,
      };
      const storedLine = storedLines?.get(item.lineNo);
      if (!storedLine) newOrderLines.add(`${o.orderNumber}\u0000${item.lineNo}`);
      if (tally('orders.items', storedLine, storedLine !== undefined && sameFields(line, storedLine))) {
        plan.orderLines.push({ ...line, orderNumber: o.orderNumber });
      }
    }
  }

  // Addresses: no unique constraint in the schema, so they are matched here and updated by id.
  const now = new Date().toISOString();
  for (const a of data.addresses) {
    const row = {
      owner_email: a.email,
      store: a.store,
      first_name: a.firstName,
      last_name: a.lastName,
      mobile1: a.mobile1,
      mobile2: a.mobile2,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      district: a.district,
      postal_code: a.postalCode,
      vat_number: a.vatNumber,
      country_id: a.countryId,
    };
    const stored = snap.addresses.get(addressKey(a.email, a.store, a.address1, a.postalCode));
    if (tally('addresses', stored, stored !== undefined && sameFields(row, stored))) {
      if (stored) plan.addressUpdates.push({ id: stored.id, row: { ...row, updated_at: now } });
      else plan.addressInserts.push({ ...row, created_at: now, updated_at: now });
    }
  }

  // RMAs, their lines and history.
  for (const r of data.rmas) {
    const stored = snap.rmas.get(r.rmaNo);
    const store = r.store as Store;
    const createdDate = r.createdAt ?? r.history[0]?.date ?? today;
    const row = {
      rma_no: r.rmaNo,
      store: r.store,
      email: r.email,
      type: r.type,
      status: r.status,
      country_code: r.countryCode,
      currency: r.currency ?? STORE_INFO[store].currency,
      label_link: r.labelLink,
      label_status: r.labelStatus,
      label_tracking_no: r.labelTrackingNo,
      refund_total_est: r.refundTotalEst,
      refund_total_actual: r.refundTotalActual,
      refund_amount_ready: bit(r.refundAmountReady),
      shipping_charge: r.shippingCharge,
      store_credit: r.storeCredit,
      tax: r.tax,
      language_reply: r.languageReply ?? STORE_INFO[store].language,
      created_at: dayStart(createdDate),
    };
    if (tally('rmas', stored, stored !== undefined && sameFields(row, stored))) {
      // The id is never changed once stored: it is in links customers were sent.
      plan.rmas.push({ ...row, id: stored?.id ?? r.rmaId ?? randomUUID(), address_id: null, request_key: null });
    }
    const storedLines = stored ? snap.rmaLines.get(stored.id) : undefined;
    for (const line of r.lines) {
      const orderRef =
        line.orderNumber !== undefined && line.orderLineNo !== undefined
          ? { orderNumber: line.orderNumber, lineNo: line.orderLineNo }
          : null;
      let orderLineId: number | null = null;
      let orderDate: string | undefined;
      if (orderRef) {
        const storedOrder = snap.orders.get(orderRef.orderNumber);
        const pending = newOrderLines.has(`${orderRef.orderNumber}\u0000${orderRef.lineNo}`);
        orderLineId = pending ? PENDING : (snap.orderLines.get(storedOrder!.id)!.get(orderRef.lineNo)!.id ?? null);
        orderDate = orderDates.get(orderRef.orderNumber) ?? storedOrder?.order_date;
      }
      const purchaseDate = line.purchaseDate ?? orderDate ?? '';
      const { warrantyMonths } = product(line.sku);
      const lineRow = {
        line_no: line.lineNo,
        product_id: product(line.sku).id,
        serial_number: line.serialNumber ?? '',
        invoice_number: line.invoiceNumber,
        purchase_date: purchaseDate,
        warranty_expiry: line.warrantyExpiry ?? (purchaseDate ? addMonths(purchaseDate, warrantyMonths) : ''),
        status: line.status,
        method: line.method,
        unit_price: line.unitPrice,
        reason: line.reason,
        fault_category: line.faultCode ? faultCategory(line.sku, line.faultCode) : '',
        fault_code: line.faultCode ?? '',
        comments: line.comments,
        other_comments: line.otherComments,
        cosmetic: line.cosmetic,
      };
      const storedLine = storedLines?.get(line.lineNo);
      const same = storedLine !== undefined && sameFields({ ...lineRow, order_line_id: orderLineId }, storedLine);
      if (tally('rmas.lines', storedLine, same)) plan.rmaLines.push({ ...lineRow, rmaNo: r.rmaNo, orderRef });
    }
    const storedHistory = stored ? snap.history.get(stored.id) : undefined;
    r.history.forEach((h, k) => {
      const historyRow = { seq: k + 1, status: h.status, status_date: h.date };
      const storedEntry = storedHistory?.get(k + 1);
      if (tally('rmas.history', storedEntry, storedEntry !== undefined && sameFields(historyRow, storedEntry))) {
        plan.history.push({ ...historyRow, rmaNo: r.rmaNo });
      }
    });
  }

  for (const f of data.layout) {
    const stored = snap.layout.get(`${f.store}/${f.kind}`);
    if (tally('layout', stored, stored === f.html)) plan.layout.push({ store: f.store, kind: f.kind, html: f.html });
  }
  for (const w of data.maintenance) {
    const row = { hide_from: w.hideFrom, starts_at: w.startsAt, ends_at: w.endsAt, message: w.message };
    const stored = snap.maintenance.get(`${w.hideFrom}/${w.endsAt}`);
    if (tally('maintenance', stored, stored !== undefined && sameFields(row, stored))) plan.maintenance.push(row);
  }

  plan.hasWrites =
    Object.values(counts).some((c) => c.inserted + c.updated > 0) ||
    plan.storeCountryDeletes.length +
      plan.storeCountries.length +
      plan.productStoreDeletes.length +
      plan.productStores.length >
      0;
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Writing

// SQLite allows 32766 bound parameters per statement and PostgreSQL 65535; stay well below both.
const MAX_PARAMS = 30_000;
const MAX_ROWS = 500;

/**
 * Multi-row INSERT … ON CONFLICT (key) DO UPDATE, the same SQL on SQLite and PostgreSQL.
 * Table and column names are data here, so this goes through an untyped view of the database;
 * the rows themselves were typed where the plan built them.
 */
async function upsert(
  trx: Kysely<Database>,
  table: keyof Database,
  rows: readonly Record<string, unknown>[],
  conflict: readonly string[],
  returning: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const anyDb = trx as unknown as Kysely<any>;
  const columns = Object.keys(rows[0]!);
  const updates = columns.filter((c) => !conflict.includes(c));
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns.length)));
  const out: Record<string, unknown>[] = [];
  for (const part of chunk(rows, size)) {
    const query = anyDb
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        updates.length
          ? oc
              .columns(conflict as string[])
              .doUpdateSet(Object.fromEntries(updates.map((c) => [c, sql.ref(`excluded.${c}`)])))
          : oc.columns(conflict as string[]).doNothing(),
      );
    if (returning.length)
      out.push(...((await query.returning(returning as string[]).execute()) as Record<string, unknown>[]));
    else await query.execute();
  }
  return out;
}

async function writePlan(trx: Kysely<Database>, plan: Plan): Promise<void> {
  await upsert(trx, 'countries', plan.countries, ['id']);
  for (const d of plan.storeCountryDeletes) {
    await trx
      .deleteFrom('store_countries')
      .where('country_id', '=', d.country_id)
      .where('store', '=', d.store)
      .execute();
  }
  await upsert(trx, 'store_countries', plan.storeCountries, ['store', 'country_id']);

  await upsert(trx, 'products', plan.products, ['id']);
  for (const d of plan.productStoreDeletes) {
    await trx
      .deleteFrom('product_stores')
      .where('product_id', '=', d.product_id)
      .where('store', '=', d.store)
      .execute();
  }
  await upsert(trx, 'product_stores', plan.productStores, ['product_id', 'store']);
  await upsert(trx, 'faults', plan.faults, ['id']);
  await upsert(trx, 'serials', plan.serials, ['serial']);

  const { memberIds, orderIds, lineIds, rmaIds } = plan.known;
  for (const m of await upsert(trx, 'members', plan.members, ['email'], ['id', 'email'])) {
    memberIds.set(m.email as string, m.id as number);
  }
  const memberIdOf = async (email: string): Promise<number> => {
    const known = memberIds.get(email);
    if (known !== undefined) return known;
    const row = await trx.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    memberIds.set(email, row.id);
    return row.id;
  };

  const orderRows: Record<string, unknown>[] = [];
  for (const { memberEmail, ...row } of plan.orders) {
    orderRows.push({ ...row, member_id: memberEmail === null ? null : await memberIdOf(memberEmail) });
  }
  for (const o of await upsert(trx, 'orders', orderRows, ['order_number'], ['id', 'order_number'])) {
    orderIds.set(o.order_number as string, o.id as number);
  }
  // Orders placed before the customer became a member are theirs too.
  for (const email of plan.newMemberEmails) {
    await trx
      .updateTable('orders')
      .set({ member_id: await memberIdOf(email) })
      .where('email', '=', email)
      .where('member_id', 'is', null)
      .execute();
  }
  const orderIdOf = async (orderNumber: string): Promise<number> => {
    const known = orderIds.get(orderNumber);
    if (known !== undefined) return known;
    const row = await trx
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    orderIds.set(orderNumber, row.id);
    return row.id;
  };
  const lineRows: Record<string, unknown>[] = [];
  for (const { orderNumber, ...line } of plan.orderLines) {
    lineRows.push({ ...line, order_id: await orderIdOf(orderNumber) });
  }
  for (const l of await upsert(trx, 'order_lines', lineRows, ['order_id', 'line_no'], ['id', 'order_id', 'line_no'])) {
    lineIds.set(`${l.order_id as number}/${l.line_no as number}`, l.id as number);
  }
  const orderLineIdOf = async (orderNumber: string, lineNo: number): Promise<number> => {
    const orderId = await orderIdOf(orderNumber);
    const known = lineIds.get(`${orderId}/${lineNo}`);
    if (known !== undefined) return known;
    const row = await trx
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', orderId)
      .where('line_no', '=', lineNo)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  for (const chunkRows of chunk(plan.addressInserts, 200))
    await trx.insertInto('addresses').values(chunkRows).execute();
  for (const u of plan.addressUpdates) await trx.updateTable('addresses').set(u.row).where('id', '=', u.id).execute();

  for (const r of await upsert(trx, 'rmas', plan.rmas, ['rma_no'], ['id', 'rma_no'])) {
    rmaIds.set(r.rma_no as string, r.id as string);
  }
  const rmaIdOf = async (rmaNo: string): Promise<string> => {
    const known = rmaIds.get(rmaNo);
    if (known !== undefined) return known;
    const row = await trx.selectFrom('rmas').select('id').where('rma_no', '=', rmaNo).executeTakeFirstOrThrow();
    rmaIds.set(rmaNo, row.id);
    return row.id;
  };
  const rmaLineRows: Record<string, unknown>[] = [];
  for (const { rmaNo, orderRef, ...line } of plan.rmaLines) {
    rmaLineRows.push({
      ...line,
      rma_id: await rmaIdOf(rmaNo),
      order_line_id: orderRef ? await orderLineIdOf(orderRef.orderNumber, orderRef.lineNo) : null,
    });
  }
  await upsert(trx, 'rma_lines', rmaLineRows, ['rma_id', 'line_no']);
  const historyRows: Record<string, unknown>[] = [];
  for (const { rmaNo, ...h } of plan.history) historyRows.push({ ...h, rma_id: await rmaIdOf(rmaNo) });
  await upsert(trx, 'rma_history', historyRows, ['rma_id', 'seq']);

  await upsert(trx, 'layout_fragments', plan.layout, ['store', 'kind']);
  await upsert(trx, 'maintenance_windows', plan.maintenance, ['hide_from', 'ends_at']);
}
