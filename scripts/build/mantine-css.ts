/**
 * Only the CSS of the @mantine/core components the portal uses, instead of all of `@mantine/core/styles.css`
 * (docs/decisions/0031-front-end-first-paint.md). `import 'virtual:mantine-css'` (src/web/main.tsx) becomes the
 * global styles plus one `@mantine/core/styles/<Component>.css` per component the sources import, and per
 * component those imports use in turn (Button uses UnstyledButton and Loader, Select uses Combobox, Popover,
 * Input, …), found by following Mantine's own ESM modules: a component with styles has a `<Name>.module.mjs`,
 * and its CSS file has the same name. The files are imported in the order of Mantine's `styles.css`.
 * A module that imports `@mantine/dates` also gets `@mantine/dates/styles.css`, in its own chunk (after core's).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:mantine-css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** What every page needs before any component (https://mantine.dev/styles/global-styles). */
const GLOBAL_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** The names a source imports from a package: `import { A, B as C, type D } from '<pkg>'` → A, B. */
export function namedImports(source: string, pkg = '@mantine/core'): string[] {
  const names: string[] = [];
  const escaped = pkg.replace(/[/.]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** Whether a source imports a package, statically or with `import()`. */
export function importsPackage(source: string, pkg: string): boolean {
  const escaped = pkg.replace(/[/.]/g, '\\$&');
  return new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(\\s*)['"]${escaped}['"]`).test(source);
}

export interface MantineStyles {
  /** The CSS files (names under `@mantine/core/styles/`) for these imported names, in styles.css order. */
  filesFor(names: Iterable<string>): string[];
}

/** Reads @mantine/core's ESM modules once: which module each export comes from, and what each module imports. */
export function mantineStyles(coreDir = path.resolve('node_modules/@mantine/core')): MantineStyles {
  const esm = path.join(coreDir, 'esm');
  const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const moduleOf = new Map<string, string>();
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/);
      const exported = (name[1] ?? name[0])!.trim();
      if (exported) moduleOf.set(exported, path.join(esm, match[2]!));
    }
  }
  const importsOf = new Map<string, string[]>();
  const relativeImports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      const code = fs.readFileSync(file, 'utf8');
      found = [...code.matchAll(/(?:import|export)\s[^"']*?from\s*"(\.[^"]+)"/g)].map((m) =>
        path.join(path.dirname(file), m[1]!),
      );
      importsOf.set(file, found);
    }
    return found;
  };
  const all = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const position = new Map<string, number>();
  const positionOf = (file: string) => {
    let at = position.get(file);
    if (at === undefined) {
      const content = fs.readFileSync(path.join(coreDir, 'styles', file), 'utf8');
      at = all.indexOf(content.slice(0, 400));
      if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css: cannot order it`);
      position.set(file, at);
    }
    return at;
  };

  return {
    filesFor(names) {
      const seen = new Set<string>();
      const css = new Set<string>(GLOBAL_FILES);
      const queue: string[] = [];
      for (const name of names) {
        // A name not imported from a module of its own (a type, or a re-export of another library) has no styles.
        const file = moduleOf.get(name);
        if (file) queue.push(file);
      }
      while (queue.length > 0) {
        const file = queue.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        const styled = /([^/\\]+)\.module\.mjs$/.exec(file)?.[1];
        if (styled && fs.existsSync(path.join(coreDir, 'styles', `${styled}.css`))) css.add(`${styled}.css`);
        queue.push(...relativeImports(file));
      }
      return [...css].sort((a, b) => positionOf(a) - positionOf(b));
    },
  };
}

function sourceFiles(dir: string, exclude: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (exclude.test(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full, exclude);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The other Mantine packages whose components are built from @mantine/core's. */
const BUILT_ON_CORE = ['@mantine/dates', '@mantine/notifications'];

/** The @mantine/core names a package's ESM modules import (a dates picker uses Popover, Modal, Input, …). */
function coreNamesOf(pkg: string, nodeModules: string): string[] {
  const dir = path.join(nodeModules, pkg, 'esm');
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(d, e.name);
      return e.isDirectory() ? walk(full) : e.name.endsWith('.mjs') ? [full] : [];
    });
  return walk(dir).flatMap((file) => namedImports(fs.readFileSync(file, 'utf8')));
}

/**
 * Every @mantine/core name the app's sources (not their tests) import, directly or through another Mantine
 * package they import.
 */
export function importedComponents(
  sourceDir: string,
  exclude: RegExp,
  nodeModules = path.resolve('node_modules'),
): string[] {
  const names = new Set<string>();
  const packages = new Set<string>();
  for (const file of sourceFiles(sourceDir, exclude)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const name of namedImports(code)) names.add(name);
    for (const pkg of BUILT_ON_CORE) if (importsPackage(code, pkg)) packages.add(pkg);
  }
  for (const pkg of packages) for (const name of coreNamesOf(pkg, nodeModules)) names.add(name);
  return [...names].sort();
}

/** The virtual module's code: the CSS imports for the components the sources under `sourceDir` use. */
export function mantineCssModule(sourceDir: string, exclude: RegExp, styles = mantineStyles()): string {
  const files = styles.filesFor(importedComponents(sourceDir, exclude));
  const lines = files.map((file) => `import '@mantine/core/styles/${file}';`);
  const usesNotifications = sourceFiles(sourceDir, exclude).some((file) =>
    importsPackage(fs.readFileSync(file, 'utf8'), '@mantine/notifications'),
  );
  if (usesNotifications) lines.push(`import '@mantine/notifications/styles.css';`);
  return `${lines.join('\n')}\n`;
}

/**
 * The plugin: `virtual:mantine-css` for the sources under `sourceDir` (minus `exclude`), and the dates styles
 * beside every module that imports @mantine/dates.
 */
export function mantineCss(options: { sourceDir: string; exclude: RegExp }): Plugin {
  const sourceDir = path.resolve(options.sourceDir);
  return {
    name: 'mantine-css',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of sourceFiles(sourceDir, options.exclude)) this.addWatchFile(file);
      return mantineCssModule(sourceDir, options.exclude);
    },
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.tsx?$/.test(id) || !importsPackage(code, '@mantine/dates')) return undefined;
      return { code: `import '@mantine/dates/styles.css';\n${code}`, map: null };
    },
  };
}
