/**
 * What an audit entry changed, for people: the recorded JSON before and after, flattened to paths
 * (`rma.status`, `lines[0].decision`), with the paths whose values are equal left out.
 */
export interface Change {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves of a JSON value by path; an empty object or array, or one too deep, is a leaf itself. */
export function flatten(
  value: unknown,
  prefix = '',
  depth = 0,
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  const nested = isPlainObject(value) || Array.isArray(value);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [`${prefix}[${i}]`, item])
    : isPlainObject(value)
      ? Object.entries(value).map(([key, item]) => [prefix ? `${prefix}.${key}` : key, item])
      : [];
  if (!nested || entries.length === 0 || depth >= MAX_DEPTH) {
    if (value !== null && value !== undefined) out.set(prefix, value);
    return out;
  }
  for (const [path, item] of entries) flatten(item, path, depth + 1, out);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function diffJson(before: unknown, after: unknown): Change[] {
  const was = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  const changes: Change[] = [];
  for (const path of paths) {
    const inBefore = was.has(path);
    const inAfter = now.has(path);
    if (inBefore && inAfter) {
      if (!same(was.get(path), now.get(path)))
        changes.push({ path, kind: 'changed', before: was.get(path), after: now.get(path) });
    } else if (inAfter) changes.push({ path, kind: 'added', after: now.get(path) });
    else changes.push({ path, kind: 'removed', before: was.get(path) });
  }
  return changes;
}

/** A leaf as text: strings as they are, anything else as JSON. */
export function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
