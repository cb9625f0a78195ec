import { parseImportFile } from './parse.js';
import { formatErrors } from './errors.js';
import { checkContext } from './check-context.js';
import type { ExistingLookup, ImportSections, ParsedImport, PathError } from './types.js';
import { checkAddresses } from './sections/addresses.js';
import { checkCountries } from './sections/countries.js';
import { checkLayout } from './sections/layout.js';
import { checkMaintenance } from './sections/maintenance.js';
import { checkMembers } from './sections/members.js';
import { checkOrders } from './sections/orders.js';
import { checkProducts } from './sections/products.js';
import { checkRmas } from './sections/rmas.js';
import { checkSerials } from './sections/serials.js';
import { checkStaffUsers } from './sections/staff-users.js';
import { checkStoreSettings } from './sections/store-settings.js';

/**
 * Whole-file validation of an import: the schema of every record (parse.ts), then every cross-reference,
 * so an operator gets the complete list of problems in one run ('orders[3].items[1].sku: unknown product').
 * References may be satisfied by the file itself or by rows already in the database (ExistingLookup).
 */

export const NO_EXISTING: ExistingLookup = {
  hasCountry: () => false,
  productById: () => undefined,
  productBySku: () => undefined,
  fault: () => undefined,
  faultsOf: () => [],
  serialSku: () => undefined,
  hasMember: () => false,
  hasStaffUser: () => false,
  order: () => undefined,
  rmaIdOf: () => undefined,
  rmaNoOf: () => undefined,
};

export type ValidationResult = { ok: true; data: ImportSections } | { ok: false; errors: string[] };

export function validateImportFile(
  input: unknown,
  opts: { today: string; existing?: ExistingLookup },
): ValidationResult {
  const parsed = parseImportFile(input, opts.today);
  const errors = [...parsed.errors, ...crossCheck(parsed, opts.existing ?? NO_EXISTING)];
  return errors.length ? { ok: false, errors: formatErrors(errors) } : { ok: true, data: parsed.data };
}

/**
 * The cross-references, section by section in file order; each section hands the later ones what they
 * need to know of it (which countries and SKUs exist, who owns a serial, what an order holds).
 */
export function crossCheck(parsed: ParsedImport, existing: ExistingLookup): PathError[] {
  const ctx = checkContext(parsed, existing);
  const { views } = parsed;
  const countryKnown = checkCountries(views.countries, ctx);
  const products = checkProducts(views.products, ctx);
  const checkSerial = checkSerials(views.serials, ctx, products);
  checkMembers(views.members, ctx);
  const orders = checkOrders(views.orders, ctx, { products, checkSerial });
  checkAddresses(views.addresses, ctx, countryKnown);
  checkRmas(views.rmas, ctx, { products, checkSerial, orders });
  checkLayout(views.layout, ctx);
  checkMaintenance(views.maintenance, ctx);
  checkStaffUsers(views.staffUsers, ctx);
  checkStoreSettings(views.storeSettings, ctx);
  return ctx.errors;
}
