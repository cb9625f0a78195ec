import { z } from 'zod';
import {
  JP_REPAIR_HISTORY_STATUSES,
  REFUND_HISTORY_STATUSES,
  REPLACEMENT_HISTORY_STATUSES,
  SECTIONS,
  SECTION_SCHEMAS,
  TERMINAL_STATUSES,
  resolveDate,
  type Section,
} from './format.js';
import { unsafeHtmlReason } from '../modules/layout/html-policy.js';

/**
 * Whole-file validation of an import: the schema of every record, then every cross-reference, so an
 * operator gets the complete list of problems in one run ('orders[3].items[1].sku: unknown product').
 * References may be satisfied by the file itself or by rows already in the database (ExistingLookup).
 */

export type SectionRecord<K extends Section> = z.output<(typeof SECTION_SCHEMAS)[K]>;
export type ImportSections = { [K in Section]: SectionRecord<K>[] };

/** What the database already holds, for references the file itself does not satisfy. */
export interface ExistingLookup {
  hasCountry(id: number): boolean;
  productById(id: number): { id: number; sku: string } | undefined;
  productBySku(sku: string): { id: number; sku: string } | undefined;
  fault(id: number): { productId: number; faultCode: string } | undefined;
  faultsOf(productId: number): readonly { id: number; faultCode: string }[];
  serialSku(serial: string): string | undefined;
  hasMember(email: string): boolean;
  order(orderNumber: string): ExistingOrderRef | undefined;
  rmaIdOf(rmaNo: string): string | undefined;
  rmaNoOf(rmaId: string): string | undefined;
}

export interface ExistingOrderRef {
  store: string;
  email: string;
  lines: ReadonlyMap<number, { sku: string }>;
}

export const NO_EXISTING: ExistingLookup = {
  hasCountry: () => false,
  productById: () => undefined,
  productBySku: () => undefined,
  fault: () => undefined,
  faultsOf: () => [],
  serialSku: () => undefined,
  hasMember: () => false,
  order: () => undefined,
  rmaIdOf: () => undefined,
  rmaNoOf: () => undefined,
};

export interface PathError {
  section: number;
  index: number;
  seq: number;
  text: string;
}

/**
 * A record as far as it could be read: every field that passed its own schema, the others absent.
 * Cross-references are checked on these too, so a record with a bad store still has its SKUs checked.
 */
export type Loose<T> = T extends readonly (infer U)[]
  ? (Loose<U> | undefined)[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> }
    : T;
export type LooseSections = { [K in Section]: (Loose<SectionRecord<K>> | undefined)[] };

/** Keys named by fields that failed the schema: references to them are not reported a second time. */
interface BrokenKeys {
  skus: Set<string>;
  countryIds: Set<number>;
  orderNumbers: Set<string>;
}

export interface ParsedImport {
  /** Records that passed the schema, normalised: emails lower case, dates resolved, instants in UTC. */
  data: ImportSections;
  /** Every record of the file at its index, valid or salvaged, normalised the same way. */
  views: LooseSections;
  /** Indexes of the records that failed the schema (their views may lack fields). */
  failed: { [K in Section]: Set<number> };
  errors: PathError[];
  broken: BrokenKeys;
}

export type ValidationResult = { ok: true; data: ImportSections } | { ok: false; errors: string[] };

export function validateImportFile(
  input: unknown,
  opts: { today: string; existing?: ExistingLookup },
): ValidationResult {
  const parsed = parseImportFile(input, opts.today);
  const errors = [...parsed.errors, ...crossCheck(parsed, opts.existing ?? NO_EXISTING)];
  return errors.length ? { ok: false, errors: formatErrors(errors) } : { ok: true, data: parsed.data };
}

export function formatErrors(errors: PathError[]): string[] {
  return [...errors].sort((a, b) => a.section - b.section || a.index - b.index || a.seq - b.seq).map((e) => e.text);
}

// ---------------------------------------------------------------------------------------------
// Schema pass

let seq = 0;
function pathError(section: number, index: number, text: string): PathError {
  return { section, index, seq: seq++, text };
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

const EXPECTED_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** Reasons in the operator's terms, for the issues a field's own schema does not word itself. */
const reasonOf: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'required';
      const expected = EXPECTED_NAMES[issue.expected] ?? issue.expected;
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'expected a whole number';
      return `expected ${expected}, got ${describeType(issue.input)}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min === 1 ? 'must not be empty' : `at least ${min} characters`;
      if (issue.origin === 'array') return `at least ${min} item${min === 1 ? '' : 's'}`;
      return issue.inclusive === false ? `must be more than ${min}` : `must be at least ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `at most ${max} characters`;
      if (issue.origin === 'array') return `at most ${max} items`;
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'not a valid email address' : `not a valid ${issue.format}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_union':
      return 'not an accepted value';
    default:
      return undefined;
  }
};

function emptySections<T>(make: () => T): { [K in Section]: T } {
  return Object.fromEntries(SECTIONS.map((s) => [s, make()])) as { [K in Section]: T };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads what it can of a value that failed its schema: valid fields kept, invalid ones dropped. */
function salvage(schema: z.ZodType, raw: unknown): unknown {
  const whole = schema.safeParse(raw);
  if (whole.success) return whole.data;
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodObject && isPlainObject(raw)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      const value = salvage(field, raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (inner instanceof z.ZodArray && Array.isArray(raw)) {
    return raw.map((element: unknown) => salvage(inner.element as z.ZodType, element));
  }
  return undefined;
}

const TOP_LEVEL_EXTRAS = new Set(['$schema', 'description']);

export function parseImportFile(input: unknown, today: string): ParsedImport {
  const data = emptySections(() => [] as unknown[]) as unknown as ImportSections;
  const views = emptySections(() => [] as unknown[]) as unknown as LooseSections;
  const errors: PathError[] = [];
  const broken: BrokenKeys = { skus: new Set(), countryIds: new Set(), orderNumbers: new Set() };
  const failed = emptySections(() => new Set<number>());
  const parsed: ParsedImport = { data, views, failed, errors, broken };

  if (!isPlainObject(input)) {
    errors.push(pathError(-1, 0, `(file): expected a JSON object, got ${describeType(input)}`));
    return parsed;
  }
  for (const key of Object.keys(input)) {
    if (TOP_LEVEL_EXTRAS.has(key)) {
      if (typeof input[key] !== 'string') errors.push(pathError(-1, 0, `${key}: expected text`));
    } else if (!(SECTIONS as string[]).includes(key)) {
      errors.push(pathError(-1, 0, `${key}: unknown section (expected one of ${SECTIONS.join(', ')})`));
    }
  }

  SECTIONS.forEach((section, sectionNo) => {
    const list = input[section];
    if (list === undefined) return;
    if (!Array.isArray(list)) {
      errors.push(pathError(sectionNo, -1, `${section}: expected a list, got ${describeType(list)}`));
      return;
    }
    const schema = SECTION_SCHEMAS[section] as z.ZodType;
    const view = views[section] as unknown[];
    list.forEach((raw: unknown, index) => {
      const result = schema.safeParse(raw, { error: reasonOf });
      const problems: string[] = [];
      if (!result.success) {
        for (const issue of result.error.issues) {
          const base = [section, index, ...issue.path];
          if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) problems.push(`${formatPath([...base, key])}: unknown field`);
          } else {
            problems.push(`${formatPath(base)}: ${issue.message}`);
          }
        }
        noteBrokenKeys(section, raw, broken);
      }
      const value = normalise(
        section,
        result.success ? result.data : salvage(schema, raw),
        today,
        `${section}[${index}]`,
        problems,
      );
      view.push(value);
      if (problems.length) {
        for (const p of problems) errors.push(pathError(sectionNo, index, p));
        failed[section].add(index);
      } else (data[section] as unknown[]).push(value);
    });
  });
  return parsed;
}

function noteBrokenKeys(section: Section, raw: unknown, broken: BrokenKeys): void {
  if (!isPlainObject(raw)) return;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
  if (section === 'products' && str(raw.sku)) broken.skus.add(str(raw.sku)!);
  else if (section === 'countries' && typeof raw.id === 'number') broken.countryIds.add(raw.id);
  else if (section === 'orders' && str(raw.orderNumber)) broken.orderNumbers.add(str(raw.orderNumber)!);
}

function resolveAt(value: string | undefined, today: string, path: string, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  try {
    return resolveDate(value, today);
  } catch {
    problems.push(`${path}: date out of range`);
    return undefined;
  }
}

const toUtc = (instant: string | undefined) => (instant === undefined ? undefined : new Date(instant).toISOString());
const lower = (email: string | undefined) => email?.toLowerCase();

/** Emails in lower case, relative dates resolved, instants in UTC; tolerant of salvaged records. */
function normalise(section: Section, value: unknown, today: string, path: string, problems: string[]): unknown {
  if (!isPlainObject(value)) return undefined;
  switch (section) {
    case 'members':
    case 'addresses': {
      const v = value as Loose<SectionRecord<'members'>>;
      return { ...v, email: lower(v.email) };
    }
    case 'orders': {
      const v = value as Loose<SectionRecord<'orders'>>;
      return { ...v, email: lower(v.email), orderDate: resolveAt(v.orderDate, today, `${path}.orderDate`, problems) };
    }
    case 'rmas': {
      const v = value as Loose<SectionRecord<'rmas'>>;
      return {
        ...v,
        email: lower(v.email),
        createdAt: resolveAt(v.createdAt, today, `${path}.createdAt`, problems),
        lines: v.lines?.map(
          (line, j) =>
            line && {
              ...line,
              purchaseDate: resolveAt(line.purchaseDate, today, `${path}.lines[${j}].purchaseDate`, problems),
              warrantyExpiry: resolveAt(line.warrantyExpiry, today, `${path}.lines[${j}].warrantyExpiry`, problems),
            },
        ),
        history: v.history?.map(
          (h, k) => h && { ...h, date: resolveAt(h.date, today, `${path}.history[${k}].date`, problems) },
        ),
      };
    }
    case 'maintenance': {
      const v = value as Loose<SectionRecord<'maintenance'>>;
      return { ...v, hideFrom: toUtc(v.hideFrom), startsAt: toUtc(v.startsAt), endsAt: toUtc(v.endsAt) };
    }
    default:
      return value;
  }
}

// ---------------------------------------------------------------------------------------------
// Cross-reference pass

const REFUND_STATUSES = new Set<string>([...REFUND_HISTORY_STATUSES, ...TERMINAL_STATUSES]);
const REPLACEMENT_STATUSES = new Set<string>([
  ...REPLACEMENT_HISTORY_STATUSES,
  ...JP_REPAIR_HISTORY_STATUSES,
  ...TERMINAL_STATUSES,
]);

interface OrderRef {
  store: string | undefined;
  email: string | undefined;
  lines: Map<number, { sku: string | undefined }>;
  /** Some of its lines may be unreadable, so a missing line is not reported. */
  incomplete?: boolean;
}

export function crossCheck(parsed: ParsedImport, existing: ExistingLookup): PathError[] {
  const { views, broken } = parsed;
  const errors: PathError[] = [];
  const sectionNo = (s: Section) => SECTIONS.indexOf(s);
  const report = (s: Section, i: number, text: string) => errors.push(pathError(sectionNo(s), i, text));

  /** Reports a key seen twice inside the file; returns false for the duplicate. */
  function unique<K>(seen: Map<K, string>, key: K | undefined, path: string, what: string, s: Section, i: number) {
    if (key === undefined) return false;
    const first = seen.get(key);
    if (first !== undefined) {
      report(s, i, `${path}: duplicate ${what} (first at ${first})`);
      return false;
    }
    seen.set(key, path.slice(0, path.lastIndexOf('.')) || path);
    return true;
  }

  // Countries
  const fileCountries = new Set<number>();
  {
    const ids = new Map<number, string>();
    const codes = new Map<string, string>();
    views.countries.forEach((c, i) => {
      if (!c) return;
      const p = `countries[${i}]`;
      unique(ids, c.id, `${p}.id`, 'country id', 'countries', i);
      unique(codes, c.code, `${p}.code`, 'country code', 'countries', i);
      duplicatesInList(c.stores, `${p}.stores`, 'store', (t) => report('countries', i, t));
      if (c.id !== undefined) fileCountries.add(c.id);
    });
  }
  const countryKnown = (id: number) => fileCountries.has(id) || broken.countryIds.has(id) || existing.hasCountry(id);

  // Products and their faults
  const fileProducts = new Map<string, { id: number | undefined; faultCodes: Set<string> }>();
  {
    const ids = new Map<number, string>();
    const skus = new Map<string, string>();
    const faultIds = new Map<number, string>();
    views.products.forEach((product, i) => {
      if (!product) return;
      const p = `products[${i}]`;
      unique(ids, product.id, `${p}.id`, 'product id', 'products', i);
      unique(skus, product.sku, `${p}.sku`, 'SKU', 'products', i);
      const stored = product.sku === undefined ? undefined : existing.productBySku(product.sku);
      if (stored && product.id !== undefined && stored.id !== product.id) {
        report('products', i, `${p}.sku: already used by product id ${stored.id} in the database`);
      }
      duplicatesInList(product.stores, `${p}.stores`, 'store', (t) => report('products', i, t));
      const codes = new Map<string, string>();
      const storedFaults = product.id === undefined ? [] : existing.faultsOf(product.id);
      const faultCodes = new Set<string>();
      product.faults?.forEach((fault, j) => {
        if (!fault) return;
        const fp = `${p}.faults[${j}]`;
        unique(faultIds, fault.id, `${fp}.id`, 'fault id', 'products', i);
        unique(codes, fault.faultCode, `${fp}.faultCode`, 'fault code in this product', 'products', i);
        if (fault.faultCode !== undefined) faultCodes.add(fault.faultCode);
        const storedFault = fault.id === undefined ? undefined : existing.fault(fault.id);
        if (storedFault && product.id !== undefined && storedFault.productId !== product.id) {
          const owner = existing.productById(storedFault.productId);
          const ownerName = owner ? `SKU ${owner.sku}` : `id ${storedFault.productId}`;
          report('products', i, `${fp}.id: belongs to another product (${ownerName})`);
        }
        const sameCode = storedFaults.find((f) => f.faultCode === fault.faultCode && f.id !== fault.id);
        if (sameCode) {
          report('products', i, `${fp}.faultCode: already stored for this product under fault id ${sameCode.id}`);
        }
      });
      if (product.sku !== undefined) fileProducts.set(product.sku, { id: product.id, faultCodes });
    });
  }
  const skuKnown = (sku: string) =>
    fileProducts.has(sku) || broken.skus.has(sku) || existing.productBySku(sku) !== undefined;

  // Serials
  const fileSerials = new Map<string, string>();
  {
    const seen = new Map<string, string>();
    views.serials.forEach((s, i) => {
      if (!s) return;
      const p = `serials[${i}]`;
      unique(seen, s.serial, `${p}.serial`, 'serial', 'serials', i);
      if (s.sku !== undefined && !skuKnown(s.sku)) report('serials', i, `${p}.sku: unknown product`);
      if (s.serial !== undefined && s.sku !== undefined) fileSerials.set(s.serial, s.sku);
    });
  }
  /** Reports a serial the register (after this import) holds for another product. */
  const checkSerial = (serial: string | undefined, sku: string | undefined, path: string, s: Section, i: number) => {
    if (serial === undefined || sku === undefined) return;
    const registered = fileSerials.get(serial) ?? existing.serialSku(serial);
    if (registered !== undefined && registered !== sku) {
      report(s, i, `${path}: registered to another product (SKU ${registered})`);
    }
  };

  // Members
  {
    const seen = new Map<string, string>();
    views.members.forEach((m, i) => {
      if (!m) return;
      const p = `members[${i}]`;
      unique(seen, m.email, `${p}.email`, 'member email', 'members', i);
      if (m.password !== undefined && m.passwordHash !== undefined) {
        report('members', i, `${p}.password: give password or passwordHash, not both`);
      } else if (
        m.password === undefined &&
        m.passwordHash === undefined &&
        m.email !== undefined &&
        !existing.hasMember(m.email)
      ) {
        report('members', i, `${p}.password: required for a new member (or passwordHash)`);
      }
    });
  }

  // Orders
  const fileOrders = new Map<string, OrderRef>();
  {
    const seen = new Map<string, string>();
    views.orders.forEach((order, i) => {
      if (!order) return;
      const p = `orders[${i}]`;
      const first = unique(seen, order.orderNumber, `${p}.orderNumber`, 'order number', 'orders', i);
      const lineNos = new Map<number, string>();
      const items = order.items ?? [];
      const byLine = new Map(
        items.flatMap((item) => (item?.lineNo === undefined ? [] : [[item.lineNo, item] as const])),
      );
      items.forEach((item, j) => {
        if (!item) return;
        const ip = `${p}.items[${j}]`;
        unique(lineNos, item.lineNo, `${ip}.lineNo`, 'line number', 'orders', i);
        if (item.sku !== undefined && !skuKnown(item.sku)) report('orders', i, `${ip}.sku: unknown product`);
        if (item.parentLineNo !== undefined) {
          const parent = byLine.get(item.parentLineNo);
          if (item.parentLineNo === item.lineNo) {
            report('orders', i, `${ip}.parentLineNo: a line cannot be its own parent`);
          } else if (!parent) {
            report('orders', i, `${ip}.parentLineNo: no line ${item.parentLineNo} in this order`);
          } else if (parent.parentLineNo !== undefined) {
            report('orders', i, `${ip}.parentLineNo: line ${item.parentLineNo} is itself a child line`);
          }
        }
        checkSerial(item.serialNumber, item.sku, `${ip}.serialNumber`, 'orders', i);
      });
      if (first && order.orderNumber !== undefined) {
        const stored = existing.order(order.orderNumber);
        const lines = new Map<number, { sku: string | undefined }>(stored?.lines ?? []);
        for (const [lineNo, item] of byLine) lines.set(lineNo, { sku: item.sku });
        const incomplete = parsed.failed.orders.has(i);
        fileOrders.set(order.orderNumber, { store: order.store, email: order.email, lines, incomplete });
      }
    });
  }

  // Addresses
  {
    const seen = new Map<string, string>();
    views.addresses.forEach((a, i) => {
      if (!a) return;
      const p = `addresses[${i}]`;
      const parts = [a.email, a.store, a.address1, a.postalCode];
      const key = parts.every((x) => x !== undefined) ? parts.join('\u0000') : undefined;
      unique(seen, key, `${p}.address1`, 'address (same email, store, address1 and postalCode)', 'addresses', i);
      if (a.countryId !== undefined && !countryKnown(a.countryId)) {
        report('addresses', i, `${p}.countryId: unknown country`);
      }
    });
  }

  // RMAs
  {
    const numbers = new Map<string, string>();
    const ids = new Map<string, string>();
    views.rmas.forEach((rma, i) => {
      if (!rma) return;
      const p = `rmas[${i}]`;
      unique(numbers, rma.rmaNo, `${p}.rmaNo`, 'RMA number', 'rmas', i);
      if (rma.rmaId !== undefined) {
        unique(ids, rma.rmaId, `${p}.rmaId`, 'rmaId', 'rmas', i);
        const storedId = rma.rmaNo === undefined ? undefined : existing.rmaIdOf(rma.rmaNo);
        const owner = existing.rmaNoOf(rma.rmaId);
        if (storedId !== undefined && storedId !== rma.rmaId) {
          report('rmas', i, `${p}.rmaId: differs from the rmaId stored for ${rma.rmaNo}`);
        } else if (owner !== undefined && owner !== rma.rmaNo) {
          report('rmas', i, `${p}.rmaId: already used by ${owner}`);
        }
      }
      const allowed = rma.type === 1 ? REFUND_STATUSES : rma.type === 2 ? REPLACEMENT_STATUSES : undefined;
      const typeName = rma.type === 1 ? 'refund' : 'replacement';
      if (allowed && rma.status !== undefined && !allowed.has(rma.status)) {
        report('rmas', i, `${p}.status: not a ${typeName} status`);
      }
      let previous = '';
      rma.history?.forEach((h, k) => {
        if (!h) return;
        const hp = `${p}.history[${k}]`;
        if (allowed && h.status !== undefined && !allowed.has(h.status)) {
          report('rmas', i, `${hp}.status: not a ${typeName} status`);
        }
        if (h.date !== undefined) {
          if (h.date < previous) report('rmas', i, `${hp}.date: earlier than the entry before it`);
          previous = h.date;
        }
      });

      const lineNos = new Map<number, string>();
      rma.lines?.forEach((line, j) => {
        if (!line) return;
        const lp = `${p}.lines[${j}]`;
        unique(lineNos, line.lineNo, `${lp}.lineNo`, 'line number', 'rmas', i);
        if (rma.type === 1 && line.method !== undefined && line.method !== 'RF') {
          report('rmas', i, `${lp}.method: a refund RMA's lines use RF`);
        }
        if (rma.type === 2 && line.method === 'RF')
          report('rmas', i, `${lp}.method: a replacement RMA's lines use RP or RN`);
        if (line.sku !== undefined) {
          if (!skuKnown(line.sku)) report('rmas', i, `${lp}.sku: unknown product`);
          else if (line.faultCode !== undefined && !broken.skus.has(line.sku)) {
            const fromFile = fileProducts.get(line.sku);
            const productId = fromFile ? fromFile.id : existing.productBySku(line.sku)?.id;
            const known =
              fromFile?.faultCodes.has(line.faultCode) ||
              (productId !== undefined && existing.faultsOf(productId).some((f) => f.faultCode === line.faultCode));
            if (!known) report('rmas', i, `${lp}.faultCode: not in the product's fault list`);
          }
        }
        checkSerial(line.serialNumber, line.sku, `${lp}.serialNumber`, 'rmas', i);
        if ((line.orderNumber === undefined) !== (line.orderLineNo === undefined)) {
          // Only when the other field is truly absent, not merely invalid (that was reported already).
          const raw = line.orderNumber === undefined ? 'orderNumber' : 'orderLineNo';
          const other = raw === 'orderNumber' ? 'orderLineNo' : 'orderNumber';
          if (parsed.errors.every((e) => !e.text.startsWith(`${lp}.${raw}:`))) {
            report('rmas', i, `${lp}.${raw}: required with ${other}`);
          }
          return;
        }
        if (line.orderNumber === undefined || line.orderLineNo === undefined) return;
        const order = fileOrders.get(line.orderNumber) ?? existing.order(line.orderNumber);
        if (!order) {
          if (!broken.orderNumbers.has(line.orderNumber)) report('rmas', i, `${lp}.orderNumber: unknown order`);
          return;
        }
        if (rma.store !== undefined && order.store !== undefined && order.store !== rma.store) {
          report('rmas', i, `${lp}.orderNumber: order belongs to another store (${order.store})`);
        } else if (rma.email !== undefined && order.email !== undefined && order.email !== rma.email) {
          report('rmas', i, `${lp}.orderNumber: order belongs to another customer`);
        }
        const orderLine = order.lines.get(line.orderLineNo);
        if (!orderLine) {
          if (!('incomplete' in order && order.incomplete)) {
            report('rmas', i, `${lp}.orderLineNo: no line ${line.orderLineNo} in order ${line.orderNumber}`);
          }
        } else if (line.sku !== undefined && orderLine.sku !== undefined && orderLine.sku !== line.sku) {
          report('rmas', i, `${lp}.sku: does not match the order line's product (SKU ${orderLine.sku})`);
        }
      });
    });
  }

  // Layout fragments
  {
    const seen = new Map<string, string>();
    views.layout.forEach((f, i) => {
      if (!f) return;
      const p = `layout[${i}]`;
      const key = f.store !== undefined && f.kind !== undefined ? `${f.store}/${f.kind}` : undefined;
      unique(seen, key, `${p}.kind`, `${f.kind} for store ${f.store}`, 'layout', i);
      const unsafe = f.html === undefined ? undefined : unsafeHtmlReason(f.html);
      if (unsafe) report('layout', i, `${p}.html: ${unsafe}`);
    });
  }

  // Maintenance windows
  {
    const seen = new Map<string, string>();
    views.maintenance.forEach((w, i) => {
      if (!w) return;
      const p = `maintenance[${i}]`;
      const key = w.hideFrom !== undefined && w.endsAt !== undefined ? `${w.hideFrom}/${w.endsAt}` : undefined;
      unique(seen, key, `${p}.endsAt`, 'window (same hideFrom and endsAt)', 'maintenance', i);
      if (w.startsAt !== undefined && w.hideFrom !== undefined && w.startsAt < w.hideFrom) {
        report('maintenance', i, `${p}.startsAt: before hideFrom`);
      }
      if (w.endsAt !== undefined && w.startsAt !== undefined && w.endsAt <= w.startsAt) {
        report('maintenance', i, `${p}.endsAt: not after startsAt`);
      }
    });
  }

  return errors;
}

function duplicatesInList(
  list: readonly (string | undefined)[] | undefined,
  path: string,
  what: string,
  report: (text: string) => void,
): void {
  const seen = new Set<string>();
  list?.forEach((value, k) => {
    if (value === undefined) return;
    if (seen.has(value)) report(`${path}[${k}]: duplicate ${what}`);
    seen.add(value);
  });
}
