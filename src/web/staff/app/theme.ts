import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The console's theme: the portal's colours and type, tighter spacing for dense screens. */
export const staffTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons and primary links on white above 4.5:1.
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK TC", sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * The text colour of light badges and alerts, darker than Mantine's shade 6: the console uses them for status words
 * (Submitted, Serial found, Late…), which must pass AA (4.5:1) on their tinted background and on white.
 */
const LIGHT_TEXT: Record<string, string> = {
  green: '#1b5e20',
  teal: '#05664a',
  orange: '#9a3412',
  red: '#a61e1e',
  yellow: '#7a4b00',
  indigo: '#2f3f9e',
  blue: '#154f86',
  gray: '#343a40',
};

/** Mantine's dimmed grey and error red miss AA on white; darker shades pass. */
export const staffCssVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[9]!,
    ...Object.fromEntries(
      Object.entries(LIGHT_TEXT).map(([color, value]) => [`--mantine-color-${color}-light-color`, value]),
    ),
  },
  dark: {},
});
