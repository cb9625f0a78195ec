/**
 * Which texts the first screen carries and which come later (src/web/i18n/index.ts): read by the app and by the
 * build, which puts the later English texts in a chunk of their own (vite.config.ts). A module without imports, so
 * the build's config can read it.
 */
export const FIRST_SCREEN_NAMESPACES = ['common', 'home', 'shell', 'messages'] as const;
/**
 * The namespaces no part of the first screen uses: the request step's, the address page's, the confirmation's, the
 * products step's (all its texts but its title) and the RMA status's (the look-up, the detail and the timeline).
 */
export const LATER_NAMESPACES = ['request', 'address', 'confirmation', 'products', 'rma'] as const;
