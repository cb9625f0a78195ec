/**
 * The portal and the staff console have one colour scheme, light (`forceColorScheme="light"` on their
 * MantineProvider), but Mantine's CSS carries its dark scheme too: a block of variables and a dark variant of many
 * components, 1 KB gzip of the first screen's CSS. This PostCSS plugin drops every selector that applies only under
 * `data-mantine-color-scheme="dark"`, and a rule left with none. Written against PostCSS's plugin interface alone
 * (Vite runs it on every CSS file of the build), so it needs no import of PostCSS.
 */
interface Rule {
  selectors: string[];
  remove(): void;
}

/** Whether a selector applies only under the dark scheme (`[data-mantine-color-scheme='dark']`, any quoting). */
export function darkOnly(selector: string): boolean {
  return /\[data-mantine-color-scheme=(?:'dark'|"dark"|dark)\]/.test(selector);
}

export function lightSchemeOnly() {
  return {
    postcssPlugin: 'light-scheme-only',
    Rule(rule: Rule) {
      const kept = rule.selectors.filter((selector) => !darkOnly(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}
