import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The customer app's Mantine theme, for the app, its pre-render and the component tests alike. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons and primary links on white above 4.5:1 (shade 6 is 4.3:1).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK TC", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A drop-down (the purchase date's calendar, the account overlay) leaves the page the moment it closes. While it
    // faded out it still took clicks: a calendar moved over Next took the click of a customer who pressed Tab and
    // then Next (docs/rules/products.md). A plain object, so the first screen does not load Popover for it.
    Popover: { defaultProps: { transitionProps: { duration: 0 } } },
  },
});

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 reads as secondary and passes AA. The build writes the
 * variables into the portal's CSS (scripts/build/mantine-theme-css.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // Mantine's default grey and error red miss the AA contrast ratio on white; darker shades pass.
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-error': t.colors.red[9]! },
  dark: {},
});
