/**
 * The support chat's button never covers what the customer clicks (docs/rules/shell.md#support-chat). In the chat
 * stores us and uk, at 1280×800 and 390×844, at each step of the flow this file can reach without making an RMA
 * (details, products from an order and bought elsewhere, the request step and its review, an RMA's status, the address page with
 * saved cards and with a first address), the page is looked at on load, scrolled to the bottom, and scrolled so that
 * each button is at the bottom of the screen and in its middle. Each time, `document.elementFromPoint` at every
 * button's centre and corners must hit the button itself (or something inside it), and no clickable thing may share
 * a single pixel with the chat button. Nothing here writes to the database but sessions.
 * Screenshots: ./screenshots/chat-<store>-<width>-<step>.png.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import home from '../../src/web/i18n/home/en.json' with { type: 'json' };
import productsEn from '../../src/web/i18n/products/en.json' with { type: 'json' };
import rmaEn from '../../src/web/i18n/rma/en.json' with { type: 'json' };
import request from '../../src/web/i18n/request/en.json' with { type: 'json' };
import address from '../../src/web/i18n/address/en.json' with { type: 'json' };
import { BASE_URL, collectErrors, screenshot, settled, unexpectedErrors } from './browser.js';
import { fillReason, requestSection, requestStep, reviewRequest, submitRepair, type Session } from './customer.js';

/** The testers' screens: a laptop and a phone. */
const SIZES = {
  '1280': { width: 1280, height: 800 },
  '390': { width: 390, height: 844 },
} as const;
type Size = keyof typeof SIZES;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is wrong on screen now: buttons not hit at a point, clickable things under the chat button. */
function coveredNow(page: Page, only: number | null) {
  return page.evaluate((only) => {
    const problems: string[] = [];
    const describe = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}]`
        : 'nothing';
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const buttons = [...document.querySelectorAll('main button, main a.mantine-Button-root')].filter(visible);
    buttons.forEach((button, index) => {
      if (only !== null && index !== only) return;
      const r = button.getBoundingClientRect();
      // Only what is wholly on screen below the sticky header can be judged (the test scrolls to the rest).
      const onScreen =
        r.top >= header - 0.5 &&
        r.bottom <= window.innerHeight + 0.5 &&
        r.left >= -0.5 &&
        r.right <= window.innerWidth + 0.5;
      if (!onScreen) {
        if (only !== null) {
          const at = [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
          problems.push(`${describe(button)} is not wholly on screen after scrolling to it (${at}; header ${header})`);
        }
        return;
      }
      // Corners just inside the rounded border, where a click still lands on the button.
      const radius = parseFloat(getComputedStyle(button).borderTopLeftRadius) || 0;
      const inset = Math.min(Math.ceil(radius * (1 - Math.SQRT1_2)) + 1, r.width / 2, r.height / 2);
      const points: [string, number, number][] = [
        ['centre', r.left + r.width / 2, r.top + r.height / 2],
        ['top left', r.left + inset, r.top + inset],
        ['top right', r.right - inset, r.top + inset],
        ['bottom left', r.left + inset, r.bottom - inset],
        ['bottom right', r.right - inset, r.bottom - inset],
      ];
      for (const [where, x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === button || button.contains(hit))) {
          problems.push(
            `${describe(button)} at its ${where} (${Math.round(x)},${Math.round(y)}) hits ${describe(hit)}`,
          );
        }
      }
    });
    const launcher = document.querySelector('[data-chat-launcher]');
    if (launcher) {
      const l = launcher.getBoundingClientRect();
      const clickable = document.querySelectorAll('a[href], button, input, select, textarea, label, [role="radio"]');
      for (const el of clickable) {
        if (el === launcher || launcher.contains(el) || !visible(el)) continue;
        const r = el.getBoundingClientRect();
        // What has scrolled beneath the sticky header is hidden by it: only the part below the header is on screen.
        const top = el.closest('header') ? r.top : Math.max(r.top, header);
        const overlaps = r.left < l.right && r.right > l.left && top < l.bottom && r.bottom > l.top;
        if (overlaps) problems.push(`${describe(el)} lies under the chat button`);
      }
    }
    return problems;
  }, only);
}

/** Looks at the page on load, at the bottom, and with each button scrolled to the screen's bottom and middle. */
async function expectNothingUnderChat(page: Page, what: string) {
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(await coveredNow(page, null), `${what}, as it opens`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settled(page);
  expect(await coveredNow(page, null), `${what}, at the bottom`).toEqual([]);
  const count = await page.evaluate(
    () =>
      [...document.querySelectorAll('main button, main a.mantine-Button-root')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      }).length,
  );
  expect(count, `${what}: buttons to look at`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    for (const block of ['end', 'center'] as const) {
      await page.evaluate(
        ({ index, block }) => {
          const buttons = [...document.querySelectorAll('main button, main a.mantine-Button-root')].filter((el) => {
            const r = el.getBoundingClientRect();
            return (
              r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
            );
          });
          buttons[index]!.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        },
        { index, block },
      );
      await settled(page);
      expect(
        await coveredNow(page, index),
        `${what}, button ${index + 1} of ${count} scrolled to the ${block}`,
      ).toEqual([]);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function look(page: Page, store: Store, size: Size, step: string) {
  await expectNothingUnderChat(page, `${store} at ${size} px, ${step}`);
  await screenshot(page, `chat-${store}-${size}-${step}`);
}

async function open(browser: Browser, store: Store, size: Size, session?: Session, path = '/rma/') {
  const context = await browser.newContext({ viewport: SIZES[size] });
  if (session) {
    await context.addInitScript(
      ([token, store]) => {
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem('rma.token', token!);
        localStorage.setItem('rma.store', store!);
      },
      [session.token, store],
    );
  }
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${BASE_URL}${path}?store=${store}`);
  return { context, page, errors };
}

async function enterDetails(page: Page, email: string) {
  await page.getByRole('radio', { name: home.contact.email, exact: true }).check();
  await page.getByLabel(home.details.firstName, { exact: true }).fill('Alex');
  await page.getByLabel(home.details.lastName, { exact: true }).fill('Doe');
  await page.getByRole('main').getByLabel(home.details.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: home.products.title })).toBeVisible();
}

function selectBox(page: Page, name: string) {
  return page.getByRole('checkbox', { name: productsEn.selectProduct.replace('{{name}}', name) });
}

for (const size of Object.keys(SIZES) as Size[]) {
  test.describe(`chat button at ${size} px`, () => {
    test(`covers nothing in us: details, products, request step and an RMA's status`, async ({ browser }) => {
      const { page, context, errors } = await open(browser, 'us', size);
      // The heading is in the pre-rendered page already; the form (and its Next) comes when the app has loaded.
      await expect(page.getByRole('heading', { name: home.details.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
      await look(page, 'us', size, '1-details');
      await enterDetails(page, 'alex.us@example.com');
      await page.getByLabel(productsEn.order.number, { exact: false }).fill('US1000101');
      await page.getByRole('button', { name: productsEn.order.find }).click();
      const box = selectBox(page, 'Nova Pulse H6 Gaming Headset');
      await box.click();
      await expect(box).toBeChecked();
      await look(page, 'us', size, '2-products');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.locator('[data-wizard-step]')).toHaveAttribute('data-wizard-step', '3');
      await expect(page.locator('section[aria-labelledby="your-request-title"]')).toBeVisible();
      await look(page, 'us', size, '3-request');
      // The review of a refund: its Change links and its Submit.
      const section = requestSection(page);
      const refund = section.getByRole('checkbox', { name: request.service.refund });
      if (!(await refund.isChecked())) await refund.check();
      await fillReason(section, request, 'refund');
      await reviewRequest(section, request);
      await look(page, 'us', size, '3-review');

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();

      // The status look-up of an RMA of this customer.
      const status = await open(browser, 'us', size, undefined, '/rma/enquiry/rma-status');
      await enterDetails(status.page, 'alex.us@example.com');
      await status.page.getByRole('combobox', { name: rmaEn.status.rmaNumber }).fill('RMA10000009');
      await status.page.getByRole('button', { name: rmaEn.status.check }).click();
      await expect(
        status.page.getByRole('heading', { name: rmaEn.rmaDetail.title.replace('{{rmaNo}}', 'RMA10000009') }),
      ).toBeVisible();
      await look(status.page, 'us', size, '4-status');
      expect(unexpectedErrors(status.errors)).toEqual([]);
      await status.context.close();
    });

    test('covers nothing in uk: a product bought elsewhere, and the address page with a first address', async ({
      browser,
    }) => {
      const { page, context, errors } = await open(browser, 'uk', size);
      await enterDetails(page, 'alex.uk@example.com');
      await page.getByRole('radio', { name: new RegExp(escape(home.enquiry.option['2'])) }).click();
      const retail = page.getByRole('radio', { name: productsEn.source.retail, exact: true });
      await retail.click();
      await expect(retail).toBeChecked();
      await page.getByRole('combobox', { name: productsEn.retail.search }).pressSequentially('pulse h6', { delay: 30 });
      await page.getByRole('option', { name: 'Nova Pulse H6 Gaming Headset (HS-PULSE-H6)' }).click();
      await expect(selectBox(page, 'Nova Pulse H6 Gaming Headset')).toBeChecked();
      await look(page, 'uk', size, '2-retail');
      await context.close();

      // The address page of a customer with no saved address: the form, and one Submit.
      const { session, products } = await requestStep('uk', 'UK1000102', 2, [0]);
      await submitRepair(session, products);
      const form = await open(browser, 'uk', size, session, '/rma/address');
      await expect(form.page.locator('#address-form')).toBeVisible();
      await look(form.page, 'uk', size, '5-address-form');
      await form.page.getByRole('button', { name: address.submit }).click();
      await expect(form.page.getByText('Please enter your city.').filter({ visible: true }).first()).toBeVisible();
      await look(form.page, 'uk', size, '5-address-form-errors');
      expect(unexpectedErrors([...errors, ...form.errors])).toEqual([]);
      await form.context.close();
    });

    test('covers nothing on the address page with saved cards (us)', async ({ browser }) => {
      const { session, products } = await requestStep('us', 'US1000102', 2, [0]);
      await submitRepair(session, products);
      const { page, context, errors } = await open(browser, 'us', size, session, '/rma/address');
      await expect(page.getByRole('radio')).toHaveCount(2);
      await look(page, 'us', size, '5-address-cards');
      await page.getByRole('button', { name: address.newAddress }).click();
      await expect(page.locator('#address-form')).toBeVisible();
      await look(page, 'us', size, '5-address-new');
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  });
}
