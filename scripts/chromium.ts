/**
 * Debian's Chromium, as the browser tests and the Lighthouse bench both drive it: never a downloaded browser.
 * CHROMIUM_PATH names another binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** No sandbox (containers), no GPU, and none of the background traffic that would disturb timings. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
