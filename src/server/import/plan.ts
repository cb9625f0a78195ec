import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { bulkLoad } from './bulk-load.js';
import { dayStart, hasChanges, newCounts, tallyInto, type Counts } from './counts.js';
import type { Snapshot } from './snapshot.js';
import type { ImportSections } from './types.js';
import { planAddresses, writeAddresses, type AddressesPlan } from './sections/addresses.js';
import { planCountries, writeCountries, type CountriesPlan } from './sections/countries.js';
import { planLayout, writeLayout, type LayoutPlan } from './sections/layout.js';
import { planMaintenance, writeMaintenance, type MaintenancePlan } from './sections/maintenance.js';
import { planMembers, writeMembers, type MembersPlan } from './sections/members.js';
import { planOrders, writeOrders, type OrdersPlan } from './sections/orders.js';
import { catalogue, planProducts, writeProducts, type ProductsPlan } from './sections/products.js';
import { planRmas, writeRmas, type RmasPlan } from './sections/rmas.js';
import { planSerials, writeSerials, type SerialsPlan } from './sections/serials.js';
import { planStaffUsers, writeStaffUsers, type StaffUsersPlan } from './sections/staff-users.js';
import { planStoreSettings, writeStoreSettings, type StoreSettingsPlan } from './sections/store-settings.js';

/**
 * The rows of a valid file that differ from what is stored, section by section, and their writing in
 * that order (members before the orders that name them, orders before the RMA lines that point at them).
 */
export interface Plan {
  counts: Counts;
  hasWrites: boolean;
  countries: CountriesPlan;
  products: ProductsPlan;
  serials: SerialsPlan;
  members: MembersPlan;
  orders: OrdersPlan;
  addresses: AddressesPlan;
  rmas: RmasPlan;
  layout: LayoutPlan;
  maintenance: MaintenancePlan;
  staffUsers: StaffUsersPlan;
  storeSettings: StoreSettingsPlan;
}

export async function buildPlan(data: ImportSections, snap: Snapshot, today: string): Promise<Plan> {
  const counts = newCounts();
  const tally = tallyInto(counts);
  const countries = planCountries(data.countries, snap.countries, tally);
  const products = planProducts(data.products, snap.products, tally);
  const productsAfter = catalogue(data.products, snap.products);
  const serials = planSerials(data.serials, snap.serials, productsAfter, tally);
  const members = await planMembers(data.members, snap.members, tally);
  const orders = planOrders(data.orders, snap.orders, { members, products: productsAfter }, tally);
  const addresses = planAddresses(data.addresses, snap.addresses, tally);
  const rmaRefs = { products: productsAfter, orders, storedOrders: snap.orders, today };
  const rmas = planRmas(data.rmas, snap.rmas, rmaRefs, tally);
  const layout = planLayout(data.layout, snap.layout, tally);
  const maintenance = planMaintenance(data.maintenance, snap.maintenance, tally);
  // Staff rows keep when they were made and changed; the import day is the best instant an import knows.
  const at = dayStart(today);
  const staffUsers = await planStaffUsers(data.staffUsers, snap.staffUsers, tally, at);
  const storeSettings = planStoreSettings(data.storeSettings, snap.storeSettings, tally, at);
  // A store list may change while its country or product row stays the same.
  const storeLists =
    countries.storeDeletes.length +
    countries.storeLinks.length +
    products.storeDeletes.length +
    products.storeLinks.length;
  const hasWrites = hasChanges(counts) || storeLists > 0;
  return {
    counts,
    hasWrites,
    countries,
    products,
    serials,
    members,
    orders,
    addresses,
    rmas,
    layout,
    maintenance,
    staffUsers,
    storeSettings,
  };
}

/** Inside the import's one transaction. */
export async function writePlan(trx: Kysely<Database>, plan: Plan, dialect: DialectName): Promise<void> {
  const bulk = bulkLoad(trx, dialect, plan.counts);
  await writeCountries(trx, plan.countries);
  await writeProducts(trx, plan.products);
  await writeSerials(trx, plan.serials);
  const memberIdOf = await writeMembers(trx, plan.members);
  const orderLineIdOf = await writeOrders(trx, plan.orders, { plan: plan.members, idOf: memberIdOf }, bulk);
  await writeAddresses(trx, plan.addresses);
  await writeRmas(trx, plan.rmas, orderLineIdOf, bulk);
  await writeLayout(trx, plan.layout);
  await writeMaintenance(trx, plan.maintenance);
  await writeStaffUsers(trx, plan.staffUsers);
  await writeStoreSettings(trx, plan.storeSettings);
}
