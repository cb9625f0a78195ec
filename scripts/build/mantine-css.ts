/**
 * Only the CSS of the @mantine/core components the portal uses, instead of all of `@mantine/core/styles.css`
 * (docs/decisions/0031-front-end-first-paint.md). `import 'virtual:mantine-css'` (src/web/main.tsx) becomes the
 * global styles plus one `@mantine/core/styles/<Component>.css` per component the sources import, and per
 * component those imports use in turn (Button uses UnstyledButton and Loader, Select uses Combobox, Popover,
 * Input, …), found by following Mantine's own ESM modules: a component with styles has a `<Name>.module.mjs`,
 * and its CSS file has the same name. The files are imported in the order of Mantine's `styles.css`.
 * Only the first screen's components are in that module (decision 0038): any other module gets the CSS of its
 * components beside it, so a chunk loaded later brings its own. The same goes for the styles of `@mantine/dates` and
 * `@mantine/notifications`, by the modules that import them statically (a lazy `import()` of the toasts' store
 * renders nothing). Every file is the `@layer mantine` version, so the portal's own CSS wins in any load order.
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

/**
 * Whether a source imports a package statically. A module that renders a package's components imports it so; an
 * `import()` fetches functions (the toasts' store) or is the lazy load of a module that renders them, which then
 * brings their styles itself.
 */
export function importsStatically(source: string, pkg: string): boolean {
  const escaped = pkg.replace(/[/.]/g, '\\$&');
  return new RegExp(`(?:\\bfrom\\s*|^\\s*import\\s*)['"]${escaped}['"]`, 'm').test(source);
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

/** The files under `dir`, at any depth, that `keep` takes. */
export function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** The app's TypeScript sources under `dir`, not `exclude`, not its tests. */
function sourceFiles(dir: string, exclude: RegExp): string[] {
  return filesUnder(dir, (file) => !exclude.test(file) && /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The other Mantine packages whose components are built from @mantine/core's, and each one's own styles. */
const BUILT_ON_CORE = ['@mantine/dates', '@mantine/notifications'];
const packageCss = (pkg: string) => `import '${pkg}/styles.layer.css';`;

/** The @mantine/core names a package's ESM modules import (a dates picker uses Popover, Modal, Input, …). */
function coreNamesOf(pkg: string, nodeModules: string): string[] {
  return filesUnder(path.join(nodeModules, pkg, 'esm'), (file) => file.endsWith('.mjs')).flatMap((file) =>
    namedImports(fs.readFileSync(file, 'utf8')),
  );
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

/**
 * The import of one of @mantine/core's CSS files, in its `@layer mantine` version: the portal's own CSS (unlayered)
 * then wins over Mantine's whatever the order the browser gets them in, as it did when all of Mantine's came first,
 * which a chunk loaded later no longer guarantees.
 */
const coreCss = (file: string) => `import '@mantine/core/styles/${file.replace(/\.css$/, '.layer.css')}';`;

/** The portal's first screen: the entry, and the home page's route, which it loads before its first render. */
export const PORTAL_FIRST_SCREEN = ['src/web/main.tsx', 'src/web/app/HomeRoute.tsx'];

/** A relative import of a source, as the file it names (`./x.js` is `x.ts` or `x.tsx`); undefined for any other. */
function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
  );
}

/**
 * The modules the first screen runs: those its `roots` (the entry, and the home page's route, which the entry
 * loads before its first render) reach through static imports (not `import()`, not `import type`).
 */
export function firstScreenModules(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((root) => path.resolve(root));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]/gm),
      ...code.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm),
    ].map((m) => m[1]!);
    for (const specifier of specifiers) {
      const found = resolveSource(file, specifier);
      if (found) queue.push(found);
    }
  }
  return seen;
}

/** The @mantine/core names one source needs styles for: its own imports, and those of the Mantine packages it uses. */
function namesOfSource(code: string, nodeModules: string): string[] {
  const names = namedImports(code);
  for (const pkg of BUILT_ON_CORE) if (importsStatically(code, pkg)) names.push(...coreNamesOf(pkg, nodeModules));
  return names;
}

/**
 * Where each component's CSS goes. The entry's module (`virtual:mantine-css`, imported first by the entry) holds the
 * global styles and those of the components the first screen's modules use, in the order of styles.css; any other
 * module gets, beside it, the CSS of its components that the entry's lacks, so that a chunk loaded later brings
 * its own (Vite loads a chunk's CSS before the chunk runs).
 */
export function cssSplit(
  sourceDir: string,
  exclude: RegExp,
  firstScreen: readonly string[],
  styles = mantineStyles(),
  nodeModules = path.resolve('node_modules'),
) {
  const first = firstScreenModules(firstScreen);
  const firstSources = sourceFiles(sourceDir, exclude)
    .filter((file) => first.has(path.resolve(file)))
    .map((file) => fs.readFileSync(file, 'utf8'));
  const entryFiles = styles.filesFor(firstSources.flatMap((code) => namesOfSource(code, nodeModules)));
  const inEntry = new Set(entryFiles);
  /** The other packages whose components the first screen renders: their styles are in the entry's too. */
  const entryPackages = BUILT_ON_CORE.filter((pkg) => firstSources.some((code) => importsStatically(code, pkg)));
  return {
    entryFiles,
    entryPackages,
    /** The CSS files (under `@mantine/core/styles/`) a module adds to the entry's, in styles.css order. */
    filesOf: (code: string) => styles.filesFor(namesOfSource(code, nodeModules)).filter((file) => !inEntry.has(file)),
    /** The other packages' styles a module adds to the entry's. */
    packagesOf: (code: string) =>
      BUILT_ON_CORE.filter((pkg) => !entryPackages.includes(pkg) && importsStatically(code, pkg)),
  };
}

/** The entry's module: the CSS imports for the global styles and the components the first screen uses. */
export function mantineCssModule(
  sourceDir: string,
  exclude: RegExp,
  firstScreen: readonly string[],
  styles = mantineStyles(),
): string {
  const { entryFiles, entryPackages } = cssSplit(sourceDir, exclude, firstScreen, styles);
  return `${[...entryFiles.map(coreCss), ...entryPackages.map(packageCss)].join('\n')}\n`;
}

/**
 * The plugin: `virtual:mantine-css` for the first screen of the sources under `sourceDir` (minus `exclude`), the
 * modules `firstScreen` reach; beside every other module, the CSS of its components (and of the dates and
 * notifications packages) the entry's module lacks.
 */
export function mantineCss(options: { sourceDir: string; exclude: RegExp; firstScreen: string[] }): Plugin {
  const sourceDir = path.resolve(options.sourceDir);
  let split: ReturnType<typeof cssSplit> | undefined;
  return {
    name: 'mantine-css',
    enforce: 'pre',
    buildStart() {
      split = undefined;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of sourceFiles(sourceDir, options.exclude)) this.addWatchFile(file);
      return mantineCssModule(sourceDir, options.exclude, options.firstScreen);
    },
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.tsx?$/.test(id) || options.exclude.test(id)) return undefined;
      split ??= cssSplit(sourceDir, options.exclude, options.firstScreen);
      const imports = [...split.filesOf(code).map(coreCss), ...split.packagesOf(code).map(packageCss)];
      if (imports.length === 0) return undefined;
      return { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}
