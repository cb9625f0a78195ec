import { serialiseFaultTexts } from '../../../shared/rules/faults.js';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { raiseCatalogueVersion } from '../../db/catalogue-version.js';
import type { Database, FaultTable, ProductTable } from '../../db/schema.js';
import type { TProduct } from '../format.js';
import { duplicatesInList, type CheckContext } from '../check-context.js';
import { bit, sameFields, type Tally } from '../counts.js';
import { defined, deleteRows, groupBy, isEmpty, selectIn, upsert } from '../sql.js';
import type { LooseRecord, LooseSections } from '../types.js';

/** The catalogue: products, the stores that sell each, and each product's list of faults. */

/** What later sections ask of the catalogue while checking their references. */
export interface ProductRefs {
  /** Whether a SKU is in the file (even unreadably) or in the database. */
  known(sku: string): boolean;
  /** Whether the product of a SKU lists a fault code, in the file or else in the database. */
  faultKnown(sku: string, faultCode: string): boolean;
}

interface FileProduct {
  id: number | undefined;
  faultCodes: Set<string>;
}

/** Keys that must be unique across the whole products section. */
interface SeenKeys {
  ids: Map<number, string>;
  skus: Map<string, string>;
  faultIds: Map<number, string>;
}

export function checkProducts(views: LooseSections['products'], ctx: CheckContext): ProductRefs {
  const fileProducts = new Map<string, FileProduct>();
  const seen: SeenKeys = { ids: new Map(), skus: new Map(), faultIds: new Map() };
  views.forEach((product, i) => {
    if (!product) return;
    const faultCodes = checkProduct(product, i, ctx, seen);
    if (product.sku !== undefined) fileProducts.set(product.sku, { id: product.id, faultCodes });
  });
  const { existing, broken } = ctx;
  return {
    known: (sku) => fileProducts.has(sku) || broken.skus.has(sku) || existing.productBySku(sku) !== undefined,
    faultKnown(sku, faultCode) {
      const fromFile = fileProducts.get(sku);
      const productId = fromFile ? fromFile.id : existing.productBySku(sku)?.id;
      return (
        fromFile?.faultCodes.has(faultCode) ||
        (productId !== undefined && existing.faultsOf(productId).some((f) => f.faultCode === faultCode))
      );
    },
  };
}

/** Checks one product and its faults; returns the fault codes it lists. */
function checkProduct(product: LooseRecord<'products'>, i: number, ctx: CheckContext, seen: SeenKeys): Set<string> {
  const p = `products[${i}]`;
  const report = (text: string) => ctx.report('products', i, text);
  ctx.unique(seen.ids, product.id, `${p}.id`, 'product id', 'products', i);
  ctx.unique(seen.skus, product.sku, `${p}.sku`, 'SKU', 'products', i);
  const stored = product.sku === undefined ? undefined : ctx.existing.productBySku(product.sku);
  if (stored && product.id !== undefined && stored.id !== product.id) {
    report(`${p}.sku: already used by product id ${stored.id} in the database`);
  }
  duplicatesInList(product.stores, `${p}.stores`, 'store', report);
  const codes = new Map<string, string>();
  const storedFaults = product.id === undefined ? [] : ctx.existing.faultsOf(product.id);
  const faultCodes = new Set<string>();
  product.faults?.forEach((fault, j) => {
    if (!fault) return;
    const fp = `${p}.faults[${j}]`;
    ctx.unique(seen.faultIds, fault.id, `${fp}.id`, 'fault id', 'products', i);
    ctx.unique(codes, fault.faultCode, `${fp}.faultCode`, 'fault code in this product', 'products', i);
    if (fault.faultCode !== undefined) faultCodes.add(fault.faultCode);
    const storedFault = fault.id === undefined ? undefined : ctx.existing.fault(fault.id);
    if (storedFault && product.id !== undefined && storedFault.productId !== product.id) {
      const owner = ctx.existing.productById(storedFault.productId);
      const ownerName = owner ? `SKU ${owner.sku}` : `id ${storedFault.productId}`;
      report(`${fp}.id: belongs to another product (${ownerName})`);
    }
    const sameCode = storedFaults.find((f) => f.faultCode === fault.faultCode && f.id !== fault.id);
    if (sameCode) report(`${fp}.faultCode: already stored for this product under fault id ${sameCode.id}`);
  });
  return faultCodes;
}

export interface StoredProducts {
  rows: Map<number, Selectable<ProductTable>>;
  bySku: Map<string, Selectable<ProductTable>>;
  stores: Map<number, Set<string>>;
  faults: Map<number, Selectable<FaultTable>>;
  faultsByProduct: Map<number, Selectable<FaultTable>[]>;
}

/** The products the file names by id or SKU (in any section), their stores and their faults. */
export async function loadProducts(db: Kysely<Database>, views: LooseSections): Promise<StoredProducts> {
  const stored: StoredProducts = {
    rows: new Map(),
    bySku: new Map(),
    stores: new Map(),
    faults: new Map(),
    faultsByProduct: new Map(),
  };
  if (await isEmpty(db, 'products')) return stored;
  const productIds = defined(views.products.map((p) => p?.id));
  const skus = defined([
    ...views.products.map((p) => p?.sku),
    ...views.serials.map((s) => s?.sku),
    ...views.orders.flatMap((o) => o?.items?.map((item) => item?.sku) ?? []),
    ...views.rmas.flatMap((r) => r?.lines?.map((line) => line?.sku) ?? []),
  ]);
  const byId = await selectIn(productIds, (part) =>
    db.selectFrom('products').selectAll().where('id', 'in', part).execute(),
  );
  const bySku = await selectIn(skus, (part) =>
    db.selectFrom('products').selectAll().where('sku', 'in', part).execute(),
  );
  for (const row of [...byId, ...bySku]) {
    stored.rows.set(row.id, row);
    stored.bySku.set(row.sku, row);
  }
  const links = await selectIn(productIds, (part) =>
    db.selectFrom('product_stores').selectAll().where('product_id', 'in', part).execute(),
  );
  for (const link of links) {
    const set = stored.stores.get(link.product_id) ?? new Set<string>();
    set.add(link.store);
    stored.stores.set(link.product_id, set);
  }
  const faultIds = defined(views.products.flatMap((p) => p?.faults?.map((f) => f?.id) ?? []));
  const faults = [
    ...(await selectIn(new Set([...productIds, ...stored.rows.keys()]), (part) =>
      db.selectFrom('faults').selectAll().where('product_id', 'in', part).execute(),
    )),
    ...(await selectIn(faultIds, (part) => db.selectFrom('faults').selectAll().where('id', 'in', part).execute())),
  ];
  for (const fault of faults) stored.faults.set(fault.id, fault);
  stored.faultsByProduct = groupBy([...stored.faults.values()], (f) => f.product_id);
  return stored;
}

export interface ProductsPlan {
  rows: Insertable<ProductTable>[];
  storeDeletes: { product_id: number; store: string }[];
  storeLinks: { product_id: number; store: string }[];
  faults: Insertable<FaultTable>[];
}

export function planProducts(records: readonly TProduct[], stored: StoredProducts, tally: Tally): ProductsPlan {
  const plan: ProductsPlan = { rows: [], storeDeletes: [], storeLinks: [], faults: [] };
  for (const p of records) {
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
    const storedRow = stored.rows.get(p.id);
    const storedStores = stored.stores.get(p.id) ?? new Set<string>();
    const wantedStores = new Set<string>(p.stores);
    const storesSame = storedStores.size === wantedStores.size && [...wantedStores].every((s) => storedStores.has(s));
    const rowSame = storedRow !== undefined && sameFields(row, storedRow);
    tally('products', storedRow, rowSame && storesSame);
    if (!rowSame) plan.rows.push(row);
    for (const store of storedStores) {
      if (!wantedStores.has(store)) plan.storeDeletes.push({ product_id: p.id, store });
    }
    for (const store of wantedStores) {
      if (!storedStores.has(store)) plan.storeLinks.push({ product_id: p.id, store });
    }
    planFaults(p, stored, tally, plan.faults);
  }
  return plan;
}

/** A product's faults keep the order of the file (sort). */
function planFaults(p: TProduct, stored: StoredProducts, tally: Tally, out: Insertable<FaultTable>[]): void {
  p.faults.forEach((f, sort) => {
    const row = {
      id: f.id,
      product_id: p.id,
      fault_code: f.faultCode,
      description: f.description,
      category: f.category,
      display: bit(f.display),
      need_pop: bit(f.needPOP),
      sort,
      translations: serialiseFaultTexts(f.translations),
    };
    const storedFault = stored.faults.get(f.id);
    if (tally('products.faults', storedFault, storedFault !== undefined && sameFields(row, storedFault))) {
      out.push(row);
    }
  });
}

/** The catalogue after this import, for the rows of other sections that name a product by SKU. */
export interface Catalogue {
  product(sku: string): { id: number; warrantyMonths: number };
  faultCategory(sku: string, faultCode: string): string;
}

/** Valid files only: every SKU asked for is in the file or stored (the cross-checks made sure of it). */
export function catalogue(records: readonly TProduct[], stored: StoredProducts): Catalogue {
  const fileProducts = new Map(records.map((p) => [p.sku, p]));
  const product = (sku: string) => {
    const p = fileProducts.get(sku);
    if (p) return { id: p.id, warrantyMonths: p.warrantyMonths };
    const row = stored.bySku.get(sku)!;
    return { id: row.id, warrantyMonths: row.warranty_months };
  };
  return {
    product,
    faultCategory(sku, faultCode) {
      const fromFile = fileProducts.get(sku)?.faults.find((f) => f.faultCode === faultCode);
      if (fromFile) return fromFile.category;
      const faults = stored.faultsByProduct.get(product(sku).id) ?? [];
      return faults.find((f) => f.fault_code === faultCode)?.category ?? '';
    },
  };
}

export async function writeProducts(trx: Kysely<Database>, plan: ProductsPlan): Promise<void> {
  await upsert(trx, 'products', plan.rows, ['id']);
  await deleteRows(trx, 'product_stores', plan.storeDeletes);
  await upsert(trx, 'product_stores', plan.storeLinks, ['product_id', 'store']);
  await upsert(trx, 'faults', plan.faults, ['id']);
  // Every process keeps the catalogue it has read until this number changes (platform/catalogue.ts).
  if (plan.rows.length > 0 || plan.faults.length > 0) {
    await raiseCatalogueVersion(trx);
  }
}
