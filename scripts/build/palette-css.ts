/**
 * Mantine's global CSS declares every palette of its default theme (dark, gray, red, pink, grape, violet, indigo,
 * blue, cyan, teal, green, lime, yellow, orange): ten shades of each and eight variants per scheme, about 3 KB gzip
 * of the first screen's CSS. This PostCSS plugin leaves out the variables (`--mantine-color-<palette>-…`) of the
 * palettes nothing names: neither the app's sources (`color="teal"`, `c="red.9"`, `var(--mantine-color-gray-7)`, a
 * palette in a string or a comment alike: a whole word is enough), nor Mantine's own modules (Mark's yellow, a
 * notification's red and teal) in the packages the sources import. A Mantine module that names most palettes is a
 * list of them, not a use: the default colours, and Avatar's `color="initials"`, which picks a palette by the name
 * it shows, so every palette is kept once a source writes `'initials'` as a string. Written against PostCSS's plugin
 * interface alone, like light-scheme-css.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './mantine-css.js';

interface Declaration {
  prop: string;
  remove(): void;
}

/** The palettes Mantine's global variables declare (`--mantine-color-<name>-0`), from its own CSS. */
export function mantinePalettes(coreDir = path.resolve('node_modules/@mantine/core')): string[] {
  const css = fs.readFileSync(path.join(coreDir, 'styles/default-css-variables.css'), 'utf8');
  return [...new Set([...css.matchAll(/--mantine-color-([a-z]+)-0:/g)].map((m) => m[1]!))];
}

/** The palettes a text names as whole words. */
function named(text: string, palettes: readonly string[]): string[] {
  return palettes.filter((palette) => new RegExp(`\\b${palette}\\b`).test(text));
}

/** A Mantine module naming at least this many palettes lists them (default colours, the initials' colours). */
const PALETTE_LIST = 8;

/**
 * The palettes in use: those the app's sources under `sourceDir` (not `exclude`, not tests) name, those the modules
 * of the Mantine packages they import name one by one, and every palette when a source asks for Avatar's initials
 * colours.
 */
export function usedPalettes(
  sourceDir: string,
  exclude: RegExp,
  palettes = mantinePalettes(),
  nodeModules = path.resolve('node_modules'),
): Set<string> {
  const used = new Set<string>();
  /** The Mantine packages the sources import (the staff console's charts are not the portal's). */
  const packages = new Set(['core']);
  const sources = filesUnder(
    path.resolve(sourceDir),
    (file) => !exclude.test(file) && /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of sources) {
    const code = fs.readFileSync(file, 'utf8');
    if (/["'`]initials["'`]/.test(code)) return new Set(palettes);
    for (const palette of named(code, palettes)) used.add(palette);
    for (const match of code.matchAll(/['"]@mantine\/([a-z-]+)['"/]/g)) packages.add(match[1]!);
  }
  const mantine = [...packages].flatMap((pkg) =>
    filesUnder(path.join(nodeModules, '@mantine', pkg, 'esm'), (file) => file.endsWith('.mjs')),
  );
  for (const file of mantine) {
    const code = fs.readFileSync(file, 'utf8');
    const quoted = palettes.filter((p) => new RegExp(`["'\`]${p}["'.\`]|--mantine-color-${p}-`).test(code));
    if (quoted.length < PALETTE_LIST) for (const palette of quoted) used.add(palette);
  }
  return used;
}

/** The PostCSS plugin: every `--mantine-color-<palette>-…` declaration of a palette not in use is dropped. */
export function usedPalettesOnly(options: { sourceDir: string; exclude: RegExp }) {
  const palettes = mantinePalettes();
  let unused: RegExp | undefined;
  return {
    postcssPlugin: 'used-palettes-only',
    Declaration(declaration: Declaration) {
      if (!declaration.prop.startsWith('--mantine-color-')) return;
      if (!unused) {
        const used = usedPalettes(options.sourceDir, options.exclude, palettes);
        const left = palettes.filter((palette) => !used.has(palette));
        unused = left.length > 0 ? new RegExp(`^--mantine-color-(?:${left.join('|')})-`) : /(?!)/;
      }
      if (unused.test(declaration.prop)) declaration.remove();
    },
  };
}
