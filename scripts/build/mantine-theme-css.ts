import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { Plugin } from 'vite';

/**
 * What `MantineProvider` renders into the page for a theme: the theme's CSS variables (those that differ from
 * Mantine's defaults) and the breakpoint classes (`hiddenFrom`, `visibleFrom`), taken from Mantine's own render so
 * that they are the same text. In the page they are two `<style>` elements Mantine computes and renders again at every
 * start (docs/decisions/0048-theme-css-in-the-build.md).
 */
export function mantineThemeCss(theme: MantineThemeOverride, cssVariablesResolver: CSSVariablesResolver): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, forceColorScheme: 'light', children: null }),
  );
  const styles = [...html.matchAll(/<style data-mantine-styles="(true|classes)"[^>]*>([^<]*)<\/style>/g)];
  if (styles.length !== 2) throw new Error(`MantineProvider rendered ${styles.length} of its two styles: ${html}`);
  return `${styles.map((style) => style[2]!.trim()).join('\n')}\n`;
}

/** Mantine's module that computes its default theme's variables when it is evaluated (once, at every start). */
export const MANTINE_DEFAULT_VARIABLES = /[/\\]@mantine[/\\]core[/\\]esm[/\\].*[/\\]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/**
 * That module with its computation at first use: only `MantineCssVariables` uses it, which a provider with
 * `withCssVariables={false}` never renders, so the page never computes it. Fails the build when Mantine's module has
 * changed shape.
 */
export function lazyDefaultVariables(code: string): string {
  if (!code.includes(EAGER)) throw new Error('remove-default-variables.mjs no longer has its eager default variables');
  return code
    .replace(
      EAGER,
      'let defaultCssVariablesKept;\nconst defaultCssVariablesOf = () => (defaultCssVariablesKept ??= defaultCssVariablesResolver(DEFAULT_THEME));',
    )
    .replaceAll('defaultCssVariables.', 'defaultCssVariablesOf().');
}

const VIRTUAL_ID = 'virtual:mantine-theme.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The build plugin: `import 'virtual:mantine-theme.css'` is mantineThemeCss of the theme, as a stylesheet of the
 * build, for an app whose provider has `withCssVariables={false}` and `withGlobalClasses={false}`; and Mantine's
 * default variables are computed only if something asks for them.
 */
export function mantineThemeInCss(theme: MantineThemeOverride, cssVariablesResolver: CSSVariablesResolver): Plugin {
  return {
    name: 'mantine-theme-css',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? mantineThemeCss(theme, cssVariablesResolver) : null),
    transform(code, id) {
      return MANTINE_DEFAULT_VARIABLES.test(id.split('?')[0]!) ? lazyDefaultVariables(code) : null;
    },
  };
}
