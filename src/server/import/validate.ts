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

interface PathError {
  section: number;
  index: number;
  seq: number;
  text: string;
}

/** Keys named by records that failed the schema: references to them are not reported a second time. */
interface BrokenKeys {
  skus: Set<string>;
  productIds: Set<number>;
  countryIds: Set<number>;
  orderNumbers: Set<string>;
  emails: Set<string>;
}

export interface ParsedImport {
  /** Records that passed the schema, normalised: emails lower case, dates resolved, instants in UTC. */
  data: ImportSections;
  /** Position in the file of each record of data. */
  at: { [K in Section]: number[] };
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
  return [...errors]
    .sort((a, b) => a.section - b.section || a.index - b.index || a.seq - b.seq)
    .map((e) => e.text);
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

function emptyBroken(): BrokenKeys {
  return { skus: new Set(), productIds: new Set(), countryIds: new Set(), orderNumbers: new Set(), emails: new Set() };
}

function emptySections<T>(make: () => T): { [K in Section]: T } {
  return Object.fromEntries(SECTIONS.map((s) => [s, make()])) as { [K in Section]: T };
}

const TOP_LEVEL_EXTRAS = new Set(['$schema', 'description']);

export function parseImportFile(input: unknown, today: string): ParsedImport {
  const data = emptySections(() => [] as unknown[]) as unknown as ImportSections;
  const at = emptySections(() => [] as number[]);
  const errors: PathError[] = [];
  const broken = emptyBroken();
  const parsed: ParsedImport = { data, at, errors, broken };

  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    errors.push(pathError(-1, 0, `(file): expected a JSON object, got ${describeType(input)}`));
    return parsed;
  }
  const file = input as Record<string, unknown>;
  for (const key of Object.keys(file)) {
    if (TOP_LEVEL_EXTRAS.has(key)) {
      if (typeof file[key] !== 'string') errors.push(pathError(-1, 0, `${key}: expected text`));
    } else if (!(SECTIONS as string[]).includes(key)) {
      errors.push(pathError(-1, 0, `${key}: unknown section (expected one of ${SECTIONS.join(', ')})`));
    }
  }

  SECTIONS.forEach((section, sectionNo) => {
    const list = file[section];
    if (list === undefined) return;
    if (!Array.isArray(list)) {
      errors.push(pathError(sectionNo, -1, `${section}: expected a list, got ${describeType(list)}`));
      return;
    }
    const schema = SECTION_SCHEMAS[section] as z.ZodType;
    list.forEach((raw: unknown, index) => {
      const result = schema.safeParse(raw, { error: reasonOf });
      if (!result.success) {
        for (const issue of result.error.issues) {
          const base = [section, index, ...issue.path];
          if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) errors.push(pathError(sectionNo, index, `${formatPath([...base, key])}: unknown field`));
          } else {
            errors.push(pathError(sectionNo, index, `${formatPath(base)}: ${issue.message}`));
          }
        }
        noteBrokenKeys(section, raw, broken);
        return;
      }
      const problems: string[] = [];
      const value = normalise(section, result.data, today, `${section}[${index}]`, problems);
      if (problems.length) {
        for (const p of problems) errors.push(pathError(sectionNo, index, p));
        noteBrokenKeys(section, raw, broken);
        return;
      }
      (data[section] as unknown[]).push(value);
      at[section].push(index);
    });
  });
  return parsed;
}

function noteBrokenKeys(section: Section, raw: unknown, broken: BrokenKeys): void {
  if (typeof raw !== 'object' || raw === null) return;
  const r = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
  if (section === 'products') {
    if (str(r.sku)) broken.skus.add(str(r.sku)!);
    if (typeof r.id === 'number') broken.productIds.add(r.id);
  } else if (section === 'countries' && typeof r.id === 'number') broken.countryIds.add(r.id);
  else if (section === 'orders' && str(r.orderNumber)) broken.orderNumbers.add(str(r.orderNumber)!);
  else if (section === 'members' && str(r.email)) broken.emails.add(str(r.email)!.toLowerCase());
}

function resolveAt(value: string, today: string, path: string, problems: string[]): string {
  try {
    return resolveDate(value, today);
  } catch {
    problems.push(`${path}: date out of range`);
    return value;
  }
}

const toUtc = (instant: string) => new Date(instant).toISOString();

function normalise(section: Section, value: unknown, today: string, path: string, problems: string[]): unknown {
  switch (section) {
    case 'members': {
      const v = value as SectionRecord<'members'>;
      return { ...v, email: v.email.toLowerCase() };
    }
    case 'addresses': {
      const v = value as SectionRecord<'addresses'>;
      return { ...v, email: v.email.toLowerCase() };
    }
    case 'orders': {
      const v = value as SectionRecord<'orders'>;
      return {
        ...v,
        email: v.email.toLowerCase(),
        orderDate: resolveAt(v.orderDate, today, `${path}.orderDate`, problems),
      };
    }
    case 'rmas': {
      const v = value as SectionRecord<'rmas'>;
      return {
        ...v,
        email: v.email.toLowerCase(),
        createdAt: v.createdAt === undefined ? undefined : resolveAt(v.createdAt, today, `${path}.createdAt`, problems),
        lines: v.lines.map((line, j) => ({
          ...line,
          purchaseDate:
            line.purchaseDate === undefined
              ? undefined
              : resolveAt(line.purchaseDate, today, `${path}.lines[${j}].purchaseDate`, problems),
          warrantyExpiry:
            line.warrantyExpiry === undefined
              ? undefined
              : resolveAt(line.warrantyExpiry, today, `${path}.lines[${j}].warrantyExpiry`, problems),
        })),
        history: v.history.map((h, k) => ({ ...h, date: resolveAt(h.date, today, `${path}.history[${k}].date`, problems) })),
      };
    }
    case 'maintenance': {
      const v = value as SectionRecord<'maintenance'>;
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

const UNSAFE_HTML: [RegExp, string][] = [
  [/<\s*(script|iframe|frame|frameset|object|embed|applet|base|meta|link|form|style|svg|math)\b/i, 'contains a <$1> element'],
  [/\son[a-z]+\s*=/i, 'contains an event handler attribute'],
  [/\s(style|srcdoc)\s*=/i, 'contains a $1 attribute'],
  [/(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i, 'contains a script or data link'],
  [/(?:href|src)\s*=\s*["']?\s*http:/i, 'contains a plain http link (use https or a relative path)'],
];

/** Why a layout fragment is unsafe to put into the page shell, or undefined when it is fine. */
export function unsafeHtmlReason(html: string): string | undefined {
  for (const [pattern, reason] of UNSAFE_HTML) {
    const match = pattern.exec(html);
    if (match) return reason.replace('$1', (match[1] ?? '').toLowerCase());
  }
  return undefined;
}

interface OrderRef {
  store: string;
  email: string;
  lines: Map<number, { sku: string }>;
}

export function crossCheck(parsed: ParsedImport, existing: ExistingLookup): PathError[] {
  const { data, at, broken } = parsed;
  const errors: PathError[] = [];
  const sectionNo = (s: Section) => SECTIONS.indexOf(s);
  const report = (s: Section, i: number, text: string) => errors.push(pathError(sectionNo(s), i, text));

  /** Reports a key seen twice inside the file; returns false for the duplicate. */
  function unique<K>(seen: Map<K, string>, key: K, path: string, what: string, s: Section, i: number): boolean {
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
    data.countries.forEach((c, n) => {
      const i = at.countries[n]!;
      const p = `countries[${i}]`;
      unique(ids, c.id, `${p}.id`, 'country id', 'countries', i);
      unique(codes, c.code, `${p}.code`, 'country code', 'countries', i);
      duplicatesInList(c.stores, `${p}.stores`, 'store', (t) => report('countries', i, t));
      fileCountries.add(c.id);
    });
  }
  const countryKnown = (id: number) => fileCountries.has(id) || broken.countryIds.has(id) || existing.hasCountry(id);

  // Products and their faults
  const fileProductsBySku = new Map<string, { id: number; sku: string; faultCodes: Set<string> }>();
  const fileProductsById = new Map<number, { id: number; sku: string }>();
  {
    const ids = new Map<number, string>();
    const skus = new Map<string, string>();
    const faultIds = new Map<number, string>();
    data.products.forEach((product, n) => {
      const i = at.products[n]!;
      const p = `products[${i}]`;
      unique(ids, product.id, `${p}.id`, 'product id', 'products', i);
      unique(skus, product.sku, `${p}.sku`, 'SKU', 'products', i);
      const stored = existing.productBySku(product.sku);
      if (stored && stored.id !== product.id) {
        report('products', i, `${p}.sku: already used by product id ${stored.id} in the database`);
      }
      duplicatesInList(product.stores, `${p}.stores`, 'store', (t) => report('products', i, t));
      const codes = new Map<string, string>();
      const storedFaults = existing.faultsOf(product.id);
      product.faults.forEach((fault, j) => {
        const fp = `${p}.faults[${j}]`;
        unique(faultIds, fault.id, `${fp}.id`, 'fault id', 'products', i);
        unique(codes, fault.faultCode, `${fp}.faultCode`, 'fault code in this product', 'products', i);
        const storedFault = existing.fault(fault.id);
        if (storedFault && storedFault.productId !== product.id) {
          const owner = existing.productById(storedFault.productId);
          report('products', i, `${fp}.id: belongs to another product (${owner ? `SKU ${owner.sku}` : `id ${storedFault.productId}`})`);
        }
        const sameCode = storedFaults.find((f) => f.faultCode === fault.faultCode && f.id !== fault.id);
        if (sameCode) report('products', i, `${fp}.faultCode: already stored for this product under fault id ${sameCode.id}`);
      });
      const entry = { id: product.id, sku: product.sku, faultCodes: new Set(product.faults.map((f) => f.faultCode)) };
      fileProductsBySku.set(product.sku, entry);
      fileProductsById.set(product.id, entry);
    });
  }
  const productBySku = (sku: string) => fileProductsBySku.get(sku) ?? existing.productBySku(sku);
  const skuKnown = (sku: string) => broken.skus.has(sku) || productBySku(sku) !== undefined;

  // Serials
  const fileSerials = new Map<string, string>();
  {
    const seen = new Map<string, string>();
    data.serials.forEach((s, n) => {
      const i = at.serials[n]!;
      const p = `serials[${i}]`;
      unique(seen, s.serial, `${p}.serial`, 'serial', 'serials', i);
      if (!skuKnown(s.sku)) report('serials', i, `${p}.sku: unknown product`);
      fileSerials.set(s.serial, s.sku);
    });
  }
  /** The SKU the register will hold for a serial after this import. */
  const serialSku = (serial: string) => fileSerials.get(serial) ?? existing.serialSku(serial);
  const checkSerial = (serial: string | undefined, sku: string, path: string, s: Section, i: number) => {
    if (serial === undefined) return;
    const registered = serialSku(serial);
    if (registered !== undefined && registered !== sku) {
      report(s, i, `${path}: registered to another product (SKU ${registered})`);
    }
  };

  // Members
  {
    const seen = new Map<string, string>();
    data.members.forEach((m, n) => {
      const i = at.members[n]!;
      const p = `members[${i}]`;
      unique(seen, m.email, `${p}.email`, 'member email', 'members', i);
      if (m.password !== undefined && m.passwordHash !== undefined) {
        report('members', i, `${p}.password: give password or passwordHash, not both`);
      } else if (m.password === undefined && m.passwordHash === undefined && !existing.hasMember(m.email)) {
        report('members', i, `${p}.password: required for a new member (or passwordHash)`);
      }
    });
  }

  // Orders
  const fileOrders = new Map<string, OrderRef>();
  {
    const seen = new Map<string, string>();
    data.orders.forEach((order, n) => {
      const i = at.orders[n]!;
      const p = `orders[${i}]`;
      const first = unique(seen, order.orderNumber, `${p}.orderNumber`, 'order number', 'orders', i);
      const lineNos = new Map<number, string>();
      const byLine = new Map(order.items.map((item) => [item.lineNo, item]));
      order.items.forEach((item, j) => {
        const ip = `${p}.items[${j}]`;
        unique(lineNos, item.lineNo, `${ip}.lineNo`, 'line number', 'orders', i);
        if (!skuKnown(item.sku)) report('orders', i, `${ip}.sku: unknown product`);
        if (item.parentLineNo !== undefined) {
          const parent = byLine.get(item.parentLineNo);
          if (item.parentLineNo === item.lineNo) report('orders', i, `${ip}.parentLineNo: a line cannot be its own parent`);
          else if (!parent) report('orders', i, `${ip}.parentLineNo: no line ${item.parentLineNo} in this order`);
          else if (parent.parentLineNo !== undefined) {
            report('orders', i, `${ip}.parentLineNo: line ${item.parentLineNo} is itself a child line`);
          }
        }
        checkSerial(item.serialNumber, item.sku, `${ip}.serialNumber`, 'orders', i);
      });
      if (first) {
        const stored = existing.order(order.orderNumber);
        const lines = new Map(stored?.lines ?? []);
        for (const item of order.items) lines.set(item.lineNo, { sku: item.sku });
        fileOrders.set(order.orderNumber, { store: order.store, email: order.email, lines });
      }
    });
  }

  // Addresses
  {
    const seen = new Map<string, string>();
    data.addresses.forEach((a, n) => {
      const i = at.addresses[n]!;
      const p = `addresses[${i}]`;
      const key = [a.email, a.store, a.address1, a.postalCode].join('\u0000');
      unique(seen, key, `${p}.address1`, 'address (same email, store, address1 and postalCode)', 'addresses', i);
      if (!countryKnown(a.countryId)) report('addresses', i, `${p}.countryId: unknown country`);
    });
  }

  // RMAs
  {
    const numbers = new Map<string, string>();
    const ids = new Map<string, string>();
    data.rmas.forEach((rma, n) => {
      const i = at.rmas[n]!;
      const p = `rmas[${i}]`;
      unique(numbers, rma.rmaNo, `${p}.rmaNo`, 'RMA number', 'rmas', i);
      if (rma.rmaId !== undefined) {
        unique(ids, rma.rmaId, `${p}.rmaId`, 'rmaId', 'rmas', i);
        const storedId = existing.rmaIdOf(rma.rmaNo);
        const owner = existing.rmaNoOf(rma.rmaId);
        if (storedId !== undefined && storedId !== rma.rmaId) {
          report('rmas', i, `${p}.rmaId: differs from the rmaId stored for ${rma.rmaNo}`);
        } else if (owner !== undefined && owner !== rma.rmaNo) {
          report('rmas', i, `${p}.rmaId: already used by ${owner}`);
        }
      }
      const allowed = rma.type === 1 ? REFUND_STATUSES : REPLACEMENT_STATUSES;
      const typeName = rma.type === 1 ? 'refund' : 'replacement';
      if (!allowed.has(rma.status)) report('rmas', i, `${p}.status: not a ${typeName} status`);
      let previous = '';
      rma.history.forEach((h, k) => {
        const hp = `${p}.history[${k}]`;
        if (!allowed.has(h.status)) report('rmas', i, `${hp}.status: not a ${typeName} status`);
        if (h.date < previous) report('rmas', i, `${hp}.date: earlier than the entry before it`);
        previous = h.date;
      });

      const lineNos = new Map<number, string>();
      rma.lines.forEach((line, j) => {
        const lp = `${p}.lines[${j}]`;
        unique(lineNos, line.lineNo, `${lp}.lineNo`, 'line number', 'rmas', i);
        if (rma.type === 1 && line.method !== 'RF') report('rmas', i, `${lp}.method: a refund RMA's lines use RF`);
        if (rma.type === 2 && line.method === 'RF') report('rmas', i, `${lp}.method: a replacement RMA's lines use RP or RN`);
        const product = productBySku(line.sku);
        if (!product && !broken.skus.has(line.sku)) report('rmas', i, `${lp}.sku: unknown product`);
        checkSerial(line.serialNumber, line.sku, `${lp}.serialNumber`, 'rmas', i);
        if (product && line.faultCode !== undefined) {
          const fromFile = fileProductsBySku.get(line.sku)?.faultCodes;
          const known =
            fromFile?.has(line.faultCode) || existing.faultsOf(product.id).some((f) => f.faultCode === line.faultCode);
          if (!known) report('rmas', i, `${lp}.faultCode: not in the product's fault list`);
        }
        if ((line.orderNumber === undefined) !== (line.orderLineNo === undefined)) {
          const missing = line.orderNumber === undefined ? 'orderNumber' : 'orderLineNo';
          const other = missing === 'orderNumber' ? 'orderLineNo' : 'orderNumber';
          report('rmas', i, `${lp}.${missing}: required with ${other}`);
          return;
        }
        if (line.orderNumber === undefined || line.orderLineNo === undefined) return;
        if (broken.orderNumbers.has(line.orderNumber)) return;
        const order = fileOrders.get(line.orderNumber) ?? existing.order(line.orderNumber);
        if (!order) {
          report('rmas', i, `${lp}.orderNumber: unknown order`);
          return;
        }
        if (order.store !== rma.store) report('rmas', i, `${lp}.orderNumber: order belongs to another store (${order.store})`);
        else if (order.email !== rma.email) report('rmas', i, `${lp}.orderNumber: order belongs to another customer`);
        const orderLine = order.lines.get(line.orderLineNo);
        if (!orderLine) report('rmas', i, `${lp}.orderLineNo: no line ${line.orderLineNo} in order ${line.orderNumber}`);
        else if (orderLine.sku !== line.sku) {
          report('rmas', i, `${lp}.sku: does not match the order line's product (SKU ${orderLine.sku})`);
        }
      });
    });
  }

  // Layout fragments
  {
    const seen = new Map<string, string>();
    data.layout.forEach((f, n) => {
      const i = at.layout[n]!;
      const p = `layout[${i}]`;
      unique(seen, `${f.store}/${f.kind}`, `${p}.kind`, `${f.kind} for store ${f.store}`, 'layout', i);
      const unsafe = unsafeHtmlReason(f.html);
      if (unsafe) report('layout', i, `${p}.html: ${unsafe}`);
    });
  }

  // Maintenance windows
  {
    const seen = new Map<string, string>();
    data.maintenance.forEach((w, n) => {
      const i = at.maintenance[n]!;
      const p = `maintenance[${i}]`;
      unique(seen, `${w.hideFrom}/${w.endsAt}`, `${p}.endsAt`, 'window (same hideFrom and endsAt)', 'maintenance', i);
      if (w.startsAt < w.hideFrom) report('maintenance', i, `${p}.startsAt: before hideFrom`);
      if (w.endsAt <= w.startsAt) report('maintenance', i, `${p}.endsAt: not after startsAt`);
    });
  }

  return errors;
}

function duplicatesInList(list: readonly string[], path: string, what: string, report: (text: string) => void): void {
  const seen = new Set<string>();
  list.forEach((value, k) => {
    if (seen.has(value)) report(`${path}[${k}]: duplicate ${what}`);
    seen.add(value);
  });
}
