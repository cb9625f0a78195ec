import { z } from 'zod';
import { normaliseEmail } from '../../shared/rules/identifiers.js';
import { SECTIONS, SECTION_SCHEMAS, type Section } from './format.js';
import { resolveDate } from './fields.js';
import { describeType, formatPath, pathError, reasonOf } from './errors.js';
import type {
  BrokenKeys,
  ImportSections,
  Loose,
  LooseSections,
  ParsedImport,
  PathError,
  SectionRecord,
} from './types.js';

/**
 * The schema pass of an import: every record of every section against its schema, with every problem
 * listed ('orders[3].items[1].sku: …'). A record that fails is still read as far as it can be, so that
 * the cross-checks (validate.ts) can look at its references too.
 */

function emptySections<T>(make: () => T): { [K in Section]: T } {
  return Object.fromEntries(SECTIONS.map((s) => [s, make()])) as { [K in Section]: T };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads what it can of a value that failed its schema: valid fields kept, invalid ones dropped. */
export function salvage(schema: z.ZodType, raw: unknown): unknown {
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
  const parsed: ParsedImport = { today, data, views, failed, errors, broken };

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
    list.forEach((raw: unknown, index) => parseRecord(parsed, section, index, raw, today));
  });
  return parsed;
}

/** One record against its schema; it joins the views whatever the outcome, and the data only when valid. */
function parseRecord(parsed: ParsedImport, section: Section, index: number, raw: unknown, today: string): void {
  const schema = SECTION_SCHEMAS[section] as z.ZodType;
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
    noteBrokenKeys(section, raw, parsed.broken);
  }
  const value = normalise(section, result.success ? result.data : salvage(schema, raw), {
    today,
    path: `${section}[${index}]`,
    problems,
  });
  (parsed.views[section] as unknown[]).push(value);
  if (problems.length) {
    const sectionNo = SECTIONS.indexOf(section);
    for (const p of problems) parsed.errors.push(pathError(sectionNo, index, p));
    parsed.failed[section].add(index);
  } else (parsed.data[section] as unknown[]).push(value);
}

function noteBrokenKeys(section: Section, raw: unknown, broken: BrokenKeys): void {
  if (!isPlainObject(raw)) return;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
  if (section === 'products' && str(raw.sku)) broken.skus.add(str(raw.sku)!);
  else if (section === 'countries' && typeof raw.id === 'number') broken.countryIds.add(raw.id);
  else if (section === 'orders' && str(raw.orderNumber)) broken.orderNumbers.add(str(raw.orderNumber)!);
}

// ---------------------------------------------------------------------------------------------
// Normalisation: emails in lower case, relative dates resolved, instants in UTC

interface At {
  today: string;
  /** Path of the record, 'rmas[2]'. */
  path: string;
  problems: string[];
}

/** A date of the file resolved against the import day; a date out of range is a problem of its path. */
function dateAt(value: string | undefined, at: At, field: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    return resolveDate(value, at.today);
  } catch {
    at.problems.push(`${at.path}${field}: date out of range`);
    return undefined;
  }
}

const toUtc = (instant: string | undefined) => (instant === undefined ? undefined : new Date(instant).toISOString());
/** Stored as the portal compares it (docs/rules/products.md). */
const lower = (email: string | undefined) => (email === undefined ? undefined : normaliseEmail(email));

type Normaliser = (value: Record<string, unknown>, at: At) => unknown;

function normaliseRma(value: Record<string, unknown>, at: At): unknown {
  const v = value as Loose<SectionRecord<'rmas'>>;
  return {
    ...v,
    email: lower(v.email),
    createdAt: dateAt(v.createdAt, at, '.createdAt'),
    lines: v.lines?.map(
      (line, j) =>
        line && {
          ...line,
          purchaseDate: dateAt(line.purchaseDate, at, `.lines[${j}].purchaseDate`),
          warrantyExpiry: dateAt(line.warrantyExpiry, at, `.lines[${j}].warrantyExpiry`),
        },
    ),
    history: v.history?.map((h, k) => h && { ...h, date: dateAt(h.date, at, `.history[${k}].date`) }),
  };
}

const NORMALISERS: Partial<Record<Section, Normaliser>> = {
  members: (v) => ({ ...v, email: lower(v.email as string | undefined) }),
  staffUsers: (v) => ({ ...v, email: lower(v.email as string | undefined) }),
  addresses: (v) => ({ ...v, email: lower(v.email as string | undefined) }),
  orders: (value, at) => {
    const v = value as Loose<SectionRecord<'orders'>>;
    return { ...v, email: lower(v.email), orderDate: dateAt(v.orderDate, at, '.orderDate') };
  },
  rmas: normaliseRma,
  maintenance: (value) => {
    const v = value as Loose<SectionRecord<'maintenance'>>;
    return { ...v, hideFrom: toUtc(v.hideFrom), startsAt: toUtc(v.startsAt), endsAt: toUtc(v.endsAt) };
  },
};

/** Tolerant of salvaged records: a field that could not be read stays absent. */
function normalise(section: Section, value: unknown, at: At): unknown {
  if (!isPlainObject(value)) return undefined;
  const normaliser = NORMALISERS[section];
  return normaliser ? normaliser(value, at) : value;
}
