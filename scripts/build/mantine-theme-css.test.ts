import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../src/web/app/theme.js';
import {
  lazyDefaultVariables,
  MANTINE_DEFAULT_VARIABLES,
  mantineThemeCss,
  mantineThemeInCss,
} from './mantine-theme-css.js';

/** Mantine's module, where the bundler finds it. */
const MANTINE_FILE = path.resolve(
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);

interface Variables {
  variables: Record<string, string>;
  light: Record<string, string>;
  dark: Record<string, string>;
}
type RemoveDefaults = (input: Variables) => Variables;

/** A module's code made loadable from a data: URL: its relative imports as file URLs beside the original. */
async function importCode(code: string, from: string): Promise<{ removeDefaultVariables: RemoveDefaults }> {
  const absolute = code.replace(
    /from "(\.[^"]+)"/g,
    (_, specifier: string) => `from "${pathToFileURL(path.resolve(path.dirname(from), specifier)).href}"`,
  );
  return (await import(`data:text/javascript,${encodeURIComponent(absolute)}`)) as {
    removeDefaultVariables: RemoveDefaults;
  };
}

describe("the theme's CSS in the build (scripts/build/mantine-theme-css.ts)", () => {
  it("is what MantineProvider renders for the portal's theme: its variables that differ and the breakpoint classes", () => {
    const css = mantineThemeCss(theme, cssVariablesResolver);
    // The theme: indigo as primary, the font stack; the resolver: the darker dimmed text and error red.
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled);');
    expect(css).toContain(`--mantine-font-family: ${theme.fontFamily!};`);
    expect(css).toContain(`--mantine-color-dimmed: ${DEFAULT_THEME.colors.gray[7]};`);
    expect(css).toContain(`--mantine-color-error: ${DEFAULT_THEME.colors.red[9]};`);
    // Mantine's defaults stay in its own default-css-variables.css, not written twice.
    expect(css).not.toContain('--mantine-scale:');
    // MantineClasses: one pair of rules per breakpoint.
    for (const breakpoint of Object.keys(DEFAULT_THEME.breakpoints)) {
      expect(css).toContain(`.mantine-hidden-from-${breakpoint} {display: none !important;}`);
      expect(css).toContain(`.mantine-visible-from-${breakpoint} {display: none !important;}`);
    }
    expect(css).not.toMatch(/<\/?style/);
  });

  it('follows the theme it is given', () => {
    const teal = mantineThemeCss(createTheme({ primaryColor: 'teal' }), () => ({ variables: {}, light: {}, dark: {} }));
    expect(teal).toContain('--mantine-primary-color-filled: var(--mantine-color-teal-filled);');
    expect(teal).not.toContain('--mantine-color-dimmed:');
  });

  it('is the virtual stylesheet the portal imports', () => {
    const plugin = mantineThemeInCss(theme, cssVariablesResolver);
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const resolved = resolveId('virtual:mantine-theme.css')!;
    expect(load(resolved)).toBe(mantineThemeCss(theme, cssVariablesResolver));
    expect(resolveId('virtual:mantine-css')).toBeNull();
    expect(fs.readFileSync('src/web/main.tsx', 'utf8')).toContain("import 'virtual:mantine-theme.css';");
  });
});

describe("Mantine's default variables, computed at first use", () => {
  const original = fs.readFileSync(MANTINE_FILE, 'utf8');

  it("finds Mantine's module where the installed version has it, and only that one", () => {
    expect(MANTINE_DEFAULT_VARIABLES.test(MANTINE_FILE)).toBe(true);
    expect(MANTINE_DEFAULT_VARIABLES.test(MANTINE_FILE.replaceAll('/', '\\'))).toBe(true);
    const transform = mantineThemeInCss(theme, cssVariablesResolver).transform as (code: string, id: string) => unknown;
    expect(transform(original, MANTINE_FILE)).toBe(lazyDefaultVariables(original));
    expect(transform('const x = 1;', path.resolve('src/web/main.tsx'))).toBeNull();
  });

  it('no longer computes them when the module is evaluated, and removes the same defaults as before', async () => {
    const lazy = lazyDefaultVariables(original);
    // At the top level, the resolver is only named inside the function that calls it at first use.
    const topLevelCalls = lazy.split('\n').filter((line) => /^const \w+ = defaultCssVariablesResolver\(/.test(line));
    expect(topLevelCalls).toEqual([]);
    expect(original.split('\n').filter((line) => /^const \w+ = defaultCssVariablesResolver\(/.test(line))).toHaveLength(
      1,
    );

    const input: Variables = {
      variables: { '--mantine-scale': '1', '--mantine-font-family': 'serif' },
      light: { '--mantine-color-dimmed': '#495057', '--mantine-color-white': '#fff' },
      dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-2)', '--x': 'y' },
    };
    const before = (await importCode(original, MANTINE_FILE)).removeDefaultVariables(input);
    const after = (await importCode(lazy, MANTINE_FILE)).removeDefaultVariables(input);
    expect(after).toEqual(before);
    expect(after.variables).toEqual({ '--mantine-font-family': 'serif' });
    expect(after.dark).toEqual({ '--x': 'y' });
  });

  it("fails the build when Mantine's module has another shape", () => {
    expect(() => lazyDefaultVariables('export function removeDefaultVariables() {}')).toThrow(/eager default/);
  });
});
