import type { z } from 'zod';
import type { SECTION_SCHEMAS, Section } from './format.js';

/** The shapes every step of the import shares: parsed records, problems, and what the database holds. */

export type SectionRecord<K extends Section> = z.output<(typeof SECTION_SCHEMAS)[K]>;
export type ImportSections = { [K in Section]: SectionRecord<K>[] };

/**
 * A record as far as it could be read: every field that passed its own schema, the others absent.
 * Cross-references are checked on these too, so a record with a bad store still has its SKUs checked.
 */
export type Loose<T> = T extends readonly (infer U)[]
  ? (Loose<U> | undefined)[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> }
    : T;
export type LooseRecord<K extends Section> = Loose<SectionRecord<K>>;
export type LooseSections = { [K in Section]: (LooseRecord<K> | undefined)[] };

/** One problem of the file, 'path: reason', with where it sorts in the list the operator reads. */
export interface PathError {
  section: number;
  index: number;
  seq: number;
  text: string;
}

/** Keys named by fields that failed the schema: references to them are not reported a second time. */
export interface BrokenKeys {
  skus: Set<string>;
  countryIds: Set<number>;
  orderNumbers: Set<string>;
}

export interface ParsedImport {
  /** The import day the file's relative dates were resolved against, 'YYYY-MM-DD'. */
  today: string;
  /** Records that passed the schema, normalised: emails lower case, dates resolved, instants in UTC. */
  data: ImportSections;
  /** Every record of the file at its index, valid or salvaged, normalised the same way. */
  views: LooseSections;
  /** Indexes of the records that failed the schema (their views may lack fields). */
  failed: { [K in Section]: Set<number> };
  errors: PathError[];
  broken: BrokenKeys;
}

/** What the database already holds, for references the file itself does not satisfy. */
export interface ExistingLookup {
  hasCountry(id: number): boolean;
  productById(id: number): { id: number; sku: string } | undefined;
  productBySku(sku: string): { id: number; sku: string } | undefined;
  fault(id: number): { productId: number; faultCode: string } | undefined;
  faultsOf(productId: number): readonly { id: number; faultCode: string }[];
  serialSku(serial: string): string | undefined;
  hasMember(email: string): boolean;
  hasStaffUser(email: string): boolean;
  order(orderNumber: string): ExistingOrderRef | undefined;
  rmaIdOf(rmaNo: string): string | undefined;
  rmaNoOf(rmaId: string): string | undefined;
}

export interface ExistingOrderRef {
  store: string;
  email: string;
  lines: ReadonlyMap<number, { sku: string }>;
}
