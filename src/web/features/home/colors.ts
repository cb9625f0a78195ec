/**
 * Text colours with AA contrast (at least 4.5:1) on white and on the light tints the page uses; Mantine's
 * own orange, green and red shades are too light for small text.
 */
export const TEXT_COLOR = {
  warning: '#9a3412',
  success: '#166534',
  danger: '#b91c1c',
  muted: 'gray.8',
} as const;
