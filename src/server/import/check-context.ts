import { SECTIONS, type Section } from './format.js';
import { pathError } from './errors.js';
import type { BrokenKeys, ExistingLookup, ParsedImport, PathError } from './types.js';

/**
 * What every section's cross-checks share: the problems found so far, the keys the schema pass could not
 * read, and the rows already stored. Each section module adds its own checks on top (sections/*.ts).
 */
export interface CheckContext {
  existing: ExistingLookup;
  broken: BrokenKeys;
  /** Indexes of the records that failed the schema, by section. */
  failed: ParsedImport['failed'];
  errors: PathError[];
  report(section: Section, index: number, text: string): void;
  /**
   * Reports a key seen twice inside the file, naming where it was first seen; returns false for the
   * duplicate and for a key that could not be read.
   */
  unique<K>(
    seen: Map<K, string>,
    key: K | undefined,
    path: string,
    what: string,
    section: Section,
    index: number,
  ): boolean;
  /** Whether the schema pass already reported a problem at this path. */
  reportedAt(path: string): boolean;
}

export function checkContext(parsed: ParsedImport, existing: ExistingLookup): CheckContext {
  const errors: PathError[] = [];
  const report = (section: Section, index: number, text: string) =>
    errors.push(pathError(SECTIONS.indexOf(section), index, text));
  return {
    existing,
    broken: parsed.broken,
    failed: parsed.failed,
    errors,
    report,
    unique(seen, key, path, what, section, index) {
      if (key === undefined) return false;
      const first = seen.get(key);
      if (first !== undefined) {
        report(section, index, `${path}: duplicate ${what} (first at ${first})`);
        return false;
      }
      seen.set(key, path.slice(0, path.lastIndexOf('.')) || path);
      return true;
    },
    reportedAt: (path) => parsed.errors.some((e) => e.text.startsWith(`${path}:`)),
  };
}

/** Reports each value a list carries a second time, as 'path[k]: duplicate what'. */
export function duplicatesInList(
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
