import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Store } from '../../src/shared/stores.js';

/** The portal under test: chosen (or given) by playwright.config.ts, started by global-setup.ts. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const SCREENSHOT_DIR = path.resolve('screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export interface PortalPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (CSP violations show here). */
  errors: string[];
}

/** Collects the page's console errors and uncaught errors. */
export function collectErrors(page: Page, options: { console: boolean } = { console: true }): string[] {
  const errors: string[] = [];
  if (options.console) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  }
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A fresh browser context (its own storage and cookies) on a store, at a viewport. The store is chosen with
 * the `?store=` override, as the README documents for local use.
 */
export async function openPortal(
  browser: Browser,
  options: { store?: Store; path?: string; viewport?: keyof typeof VIEWPORTS } = {},
): Promise<PortalPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'desktop'] });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const target = options.path ?? '/rma/';
  const separator = target.includes('?') ? '&' : '?';
  await page.goto(`${BASE_URL}${target}${separator}store=${options.store ?? 'us'}`);
  return { context, page, errors };
}

/** Console errors other than expected failed requests (4xx answers the test provoked on purpose). */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

/** The rules the pages must pass: WCAG 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe's WCAG 2.1 A and AA rules on the page. `excludeFrames` leaves the page's frames out and runs axe in the page
 * alone: a script-less sandboxed frame (the console's e-mail view) takes no axe.
 *
 * A page without frames (nearly every check) is run by axe in the page itself, injected once per document and
 * asked for its violations only; a page with frames goes through @axe-core/playwright, which runs axe inside each
 * frame too, at several times the cost (docs/decisions/0062-test-suite-time.md).
 */
export async function axeViolations(page: Page, options: { excludeFrames?: boolean } = {}) {
  const framed = !options.excludeFrames && page.frames().length > 1;
  const violations = framed
    ? (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations
    : await violationsInPage(page, options.excludeFrames ?? false);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function violationsInPage(page: Page, excludeFrames: boolean): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) {
    await page.evaluate(axe.source);
  }
  const results = await page.evaluate(
    ({ tags, exclude }) =>
      (window as AxeWindow).axe!.run(exclude ? { exclude: [['iframe']] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      }),
    { tags: WCAG_TAGS, exclude: excludeFrames },
  );
  return results.violations;
}

/** Waits for two frames to be drawn and for every finite CSS transition and animation to end (spinners go on). */
export async function settled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  try {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 20_000 },
    );
  } catch (error) {
    // Say which animations never ended, rather than leave the test to run out of time without a word.
    const running = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            const name =
              a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : a.id;
            return `${name} on ${target ? `${target.tagName.toLowerCase()}.${String(target.className)}` : 'nothing'}`;
          }),
      )
      .catch(() => ['(the page is gone)']);
    throw new Error(`the page never settled; still running: ${running.join('; ') || 'none'}`, { cause: error });
  }
}

/**
 * Saves a screenshot under ./screenshots for people to look at (not compared by tests): the whole page, or with
 * `fullPage: false` what is on screen (overlays fixed to the viewport would be drawn where they never are in a
 * full-page capture). Transitions end first, so an overlay is drawn as it ends up.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await settled(page);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
  });
}

/** Screenshots of the current page at 1280 and 390 px, from the top; axe must find nothing at either. */
export async function lookAtBothWidths(page: Page, name: string) {
  // From the top, so the sticky header sits where it belongs in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${label}`);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
