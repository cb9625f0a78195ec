import type { z } from 'zod';
import type { PathError } from './types.js';

/**
 * How the import words and orders its problems: one line 'path: reason' per problem, sorted by section,
 * then record, then the order in which they were found (the schema pass comes before the cross-checks).
 */

let seq = 0;
export function pathError(section: number, index: number, text: string): PathError {
  return { section, index, seq: seq++, text };
}

export function formatErrors(errors: PathError[]): string[] {
  return [...errors].sort((a, b) => a.section - b.section || a.index - b.index || a.seq - b.seq).map((e) => e.text);
}

/** ['orders', 3, 'items', 1, 'sku'] → 'orders[3].items[1].sku'. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

export function describeType(value: unknown): string {
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
export const reasonOf: z.core.$ZodErrorMap = (issue) => {
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
