/**
 * What an import reports per section (inserted, updated, unchanged), and the comparisons that decide
 * whether a record must be written at all: a row is written only when it differs from the stored one.
 */

export interface SectionCounts {
  inserted: number;
  unchanged: number;
  updated: number;
}

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
  'staffUsers',
  'storeSettings',
] as const;
export type CountSection = (typeof COUNT_SECTIONS)[number];
export type Counts = Record<CountSection, SectionCounts>;

/** Counts one record and says whether it must be written. */
export type Tally = (section: CountSection, stored: unknown, same: boolean) => boolean;

export function newCounts(): Counts {
  return Object.fromEntries(COUNT_SECTIONS.map((s) => [s, { inserted: 0, unchanged: 0, updated: 0 }])) as Counts;
}

export function tallyInto(counts: Counts): Tally {
  return (section, stored, same) => {
    const c = counts[section];
    if (stored === undefined) c.inserted++;
    else if (same) c.unchanged++;
    else c.updated++;
    return stored === undefined || !same;
  };
}

/**
 * How many records of a large section (orders, RMAs) are made into rows and written at a time: their rows are
 * counted when the file is planned and made again, a slice at a time, as they are written (decision 0058).
 */
export const SLICE = 5_000;

/** The records a slice at a time. */
export function* slices<T>(records: readonly T[]): Generator<readonly T[]> {
  for (let from = 0; from < records.length; from += SLICE) yield records.slice(from, from + SLICE);
}

/** The tally of the writing pass: counted already, it only says what to write (a new or changed row). */
export const writeIfChanged: Tally = (_section, stored, same) => stored === undefined || !same;

export function hasChanges(counts: Counts): boolean {
  return Object.values(counts).some((c) => c.inserted + c.updated > 0);
}

/** Whether every field of the wanted row equals the stored one (0/1 booleans, ISO text, numbers). */
export function sameFields(wanted: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  for (const key of Object.keys(wanted)) if (wanted[key] !== stored[key]) return false;
  return true;
}

/** Booleans as the schema stores them. */
export const bit = (value: boolean) => (value ? 1 : 0);
/** A calendar day as the instant it starts, in UTC. */
export const dayStart = (date: string) => `${date}T00:00:00.000Z`;

/** Stands for an id the database will only assign during the write. */
export const PENDING = -1;
