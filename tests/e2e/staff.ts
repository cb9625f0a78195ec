/**
 * The staff console in the browser tests: the demo staff users (docs/demo-data.md#staff-users), signing in through
 * the sign-in page (with the one-time code computed from the user's TOTP secret), and the console's texts.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import staffEn from '../../src/web/staff/i18n/en.json' with { type: 'json' };
import type { Language } from '../../src/shared/languages.js';
import { BASE_URL, VIEWPORTS, collectErrors } from './browser.js';

export const en = staffEn;

export const STAFF = {
  admin: { email: 'admin@demo.example', password: 'demo-admin-password', totp: 'JBSWY3DPEHPK3PXP' },
  supervisor: {
    email: 'supervisor@demo.example',
    password: 'demo-supervisor-password',
    totp: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  },
  agent: { email: 'agent@demo.example', password: 'demo-agent-password', totp: '' },
  viewer: { email: 'viewer@demo.example', password: 'demo-viewer-password', totp: '' },
} as const;
export type StaffName = keyof typeof STAFF;

/**
 * The last time step whose code each secret gave, shared by the test workers through a file: the server refuses a
 * code whose step was used once (replay), and the workers run side by side in separate processes.
 */
function usedStepFile(secret: string): string {
  return join(tmpdir(), `rma-portal-e2e-totp-${secret}`);
}
function usedStep(secret: string): number {
  try {
    return Number(readFileSync(usedStepFile(secret), 'utf8'));
  } catch {
    return -1;
  }
}
function markUsed(secret: string, step: number) {
  writeFileSync(usedStepFile(secret), String(Math.max(step, usedStep(secret))));
}

/** The current one-time code of a secret, waiting for the next 30 s step when this one's code was used already. */
export async function oneTimeCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let step = Math.floor(Date.now() / 30_000);
  while (usedStep(secret) >= step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  markUsed(secret, step);
  return totp.generate({ timestamp: step * 30_000 });
}

export interface ConsolePage {
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh context on the console's sign-in page, in a language chosen before signing in (or English). */
export async function openConsole(
  browser: Browser,
  options: { viewport?: keyof typeof VIEWPORTS; path?: string } = {},
): Promise<ConsolePage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'desktop'] });
  await context.addInitScript(() => localStorage.setItem('staff.language', 'en'));
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${BASE_URL}/staff${options.path ?? '/'}`);
  return { page, errors, close: () => context.close() };
}

/**
 * Back to English in the console's language picker (labelled in the language it shows now), once the server has
 * saved it: the account keeps its language, and a test holding the account releases it only after this, or the
 * next test's sign-in may get a session the save turns English behind its back. A console already in English (a
 * test that failed before it switched) has nothing to save: waiting for a save then would only hide that failure
 * behind the test's timeout.
 */
export async function backToEnglish(page: Page, pickerLabel: string) {
  const picker = page.getByLabel(pickerLabel).or(page.getByLabel(en.language.label)).first();
  if ((await picker.inputValue({ timeout: 15_000 })) === 'en') return;
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/staff/me/language') && r.request().method() === 'PUT', {
      timeout: 15_000,
    }),
    picker.selectOption('en'),
  ]);
}

/** Signs in on the sign-in page; picks `language` there first when given (it is then kept on the account). */
export async function signIn(page: Page, who: StaffName, language?: Language) {
  const user = STAFF[who];
  if (language) await page.getByLabel(en.language.label).selectOption(language);
  await page.locator('input[type=email]').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.locator('form button[type=submit]').click();
  if (user.totp) {
    const code = page.locator('input[autocomplete=one-time-code]');
    await expect(code).toBeVisible();
    // Test workers run side by side: one may still have used this 30 s step's code in the instant between reading
    // and marking the shared record, which the server then refuses as a replay. The next step's code is then given.
    for (let attempt = 0; attempt < 3; attempt++) {
      await code.fill(await oneTimeCode(user.totp));
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/api/staff/session') && response.request().method() === 'POST',
      );
      await page.locator('form button[type=submit]').click();
      if ((await answered).ok()) break;
    }
  }
  await expect(page.locator('header')).toBeVisible();
}
