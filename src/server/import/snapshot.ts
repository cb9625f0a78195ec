import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ExistingLookup, LooseSections } from './types.js';
import { loadAddresses, type StoredAddresses } from './sections/addresses.js';
import { loadCountries, type StoredCountries } from './sections/countries.js';
import { loadLayout, type StoredLayout } from './sections/layout.js';
import { loadMaintenance, type StoredMaintenance } from './sections/maintenance.js';
import { loadMembers, type StoredMembers } from './sections/members.js';
import { loadOrders, type StoredOrders } from './sections/orders.js';
import { loadProducts, type StoredProducts } from './sections/products.js';
import { loadRmas, type StoredRmas } from './sections/rmas.js';
import { loadSerials, type StoredSerials } from './sections/serials.js';
import { loadStaffUsers, type StoredStaffUsers } from './sections/staff-users.js';
import { loadStoreSettings, type StoredStoreSettings } from './sections/store-settings.js';

/**
 * What the database holds under the keys the file names, preloaded before anything is checked or
 * planned: a few chunked queries per table rather than one per record, and none on an empty table.
 */
export interface Snapshot {
  countries: StoredCountries;
  products: StoredProducts;
  serials: StoredSerials;
  members: StoredMembers;
  orders: StoredOrders;
  addresses: StoredAddresses;
  rmas: StoredRmas;
  layout: StoredLayout;
  maintenance: StoredMaintenance;
  staffUsers: StoredStaffUsers;
  storeSettings: StoredStoreSettings;
}

/** The keys of records that failed the schema are looked up too, as far as they could be read. */
export async function loadSnapshot(db: Kysely<Database>, views: LooseSections): Promise<Snapshot> {
  return {
    countries: await loadCountries(db, views),
    products: await loadProducts(db, views),
    serials: await loadSerials(db, views),
    members: await loadMembers(db, views),
    orders: await loadOrders(db, views),
    addresses: await loadAddresses(db, views),
    rmas: await loadRmas(db, views),
    layout: await loadLayout(db, views),
    maintenance: await loadMaintenance(db, views),
    staffUsers: await loadStaffUsers(db, views),
    storeSettings: await loadStoreSettings(db, views),
  };
}

/** The snapshot as the cross-checks ask it, for references the file itself does not satisfy. */
export function snapshotLookup(snap: Snapshot): ExistingLookup {
  const { products, orders, rmas } = snap;
  return {
    hasCountry: (id) => snap.countries.rows.has(id),
    productById: (id) => products.rows.get(id),
    productBySku: (sku) => products.bySku.get(sku),
    fault: (id) => {
      const f = products.faults.get(id);
      return f && { productId: f.product_id, faultCode: f.fault_code };
    },
    faultsOf: (productId) =>
      (products.faultsByProduct.get(productId) ?? []).map((f) => ({ id: f.id, faultCode: f.fault_code })),
    serialSku: (serial) => snap.serials.get(serial)?.sku,
    hasMember: (email) => snap.members.has(email),
    hasStaffUser: (email) => snap.staffUsers.has(email),
    order: (orderNumber) => {
      const order = orders.rows.get(orderNumber);
      if (!order) return undefined;
      const lines = new Map<number, { sku: string }>();
      for (const [lineNo, line] of orders.lines.get(order.id) ?? []) lines.set(lineNo, { sku: line.sku });
      return { store: order.store, email: order.email, lines };
    },
    rmaIdOf: (rmaNo) => rmas.rows.get(rmaNo)?.id,
    rmaNoOf: (rmaId) => rmas.noById.get(rmaId),
  };
}
