/**
 * The console's insights dashboard (docs/staff/insights.md): the viewer opens Insights, picks store us and the last
 * 90 days (kept in the URL), and finds in the four tables the figures the API answered for the demo data; downloads
 * a CSV and reads its header; at 1280 and 390 px, in English and in German, with axe on each. Reads only.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { TInsights } from '../../src/shared/staff/insights.js';
import requestEn from '../../src/web/i18n/request/en.json' with { type: 'json' };
import staffDe from '../../src/web/staff/i18n/de.json' with { type: 'json' };
import { BASE_URL, VIEWPORTS, axeViolations, screenshot, settled, unexpectedErrors } from './browser.js';
import { holdAccount } from './locks.js';
import { backToEnglish, en, openConsole, signIn } from './staff.js';

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const count = (n: number) => new Intl.NumberFormat('en').format(n);
const percent = (rate: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(rate);

type Width = keyof typeof VIEWPORTS;

/** A table's figures: the table on a desktop, the list of cards on a phone. */
function figures(page: Page, name: string, width: Width): Locator {
  return width === 'desktop' ? page.getByRole('table', { name }) : page.getByRole('list', { name });
}

/** Opens the dashboard, picks store us and the last 90 days, and answers what the API said for them. */
async function openUs90(page: Page, width: Width): Promise<TInsights> {
  if (width === 'desktop') await page.getByRole('link', { name: en.insights.nav }).click();
  else await page.goto(`${BASE_URL}/staff/insights`);
  await expect(page.getByRole('heading', { name: en.insights.title, level: 1 })).toBeVisible();
  // Today as the page counts it (UTC): the day this step began, or the next when it runs across midnight.
  const began = today();
  await page.getByLabel(en.insights.filter.store).selectOption('us');
  await expect(page).toHaveURL(/store=us/);
  await expect(page.getByLabel(en.insights.filter.store)).toHaveValue('us');
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    const to = url.searchParams.get('to');
    return (
      url.pathname === '/api/staff/insights' &&
      url.searchParams.get('store') === 'us' &&
      to !== null &&
      url.searchParams.get('from') === daysBefore(to, 89)
    );
  });
  await page.getByRole('button', { name: en.insights.filter.lastDays_other.replace('{{count}}', '90') }).click();
  const answer = await answered;
  expect(answer.ok()).toBe(true);
  const to = new URL(answer.url()).searchParams.get('to')!;
  expect([began, today()]).toContain(to);
  await expect(page).toHaveURL(new RegExp(`store=us&from=${daysBefore(to, 89)}&to=${to}`));
  return (await answer.json()) as TInsights;
}

async function seesFigures(page: Page, data: TInsights, width: Width) {
  // The demo data has RMAs and orders of store us in the last 90 days, so no table is empty.
  expect(data.reasons.length).toBeGreaterThan(0);
  expect(data.returnRate.length).toBeGreaterThan(0);
  expect(data.backlog.length).toBeGreaterThan(0);

  const reasons = figures(page, en.insights.reasons.table, width);
  // Sorted by count, ties in the API's order: the rows come in the answer's order.
  const reasonRows =
    width === 'desktop'
      ? reasons.getByRole('row').filter({ has: page.getByRole('cell') })
      : reasons.getByRole('listitem');
  await expect(reasonRows).toHaveCount(data.reasons.length);
  for (const [i, row] of data.reasons.slice(0, 3).entries()) {
    const shown = reasonRows.nth(i);
    await expect(shown).toContainText(row.sku);
    // The reason as the customer chose it, by its name in the portal.
    await expect(shown).toContainText(requestEn.reasons[row.reason as keyof typeof requestEn.reasons] ?? row.reason);
    await expect(shown).toContainText(row.faultCode || '—');
    await expect(shown).toContainText(count(row.count));
  }

  const rates = figures(page, en.insights.returnRate.table, width);
  for (const row of data.returnRate.slice(0, 3)) {
    const shown = rates.getByRole(width === 'desktop' ? 'row' : 'listitem').filter({ hasText: row.sku });
    await expect(shown).toContainText(row.rate === null ? en.insights.returnRate.noSales : percent(row.rate));
    await expect(shown).toContainText(count(row.sold));
  }

  const resolution = figures(page, en.insights.resolution.table, width);
  const all = data.resolution.find((row) => row.kind === 'all')!;
  const allRow = resolution
    .getByRole(width === 'desktop' ? 'row' : 'listitem')
    .filter({ hasText: en.insights.resolution.all });
  if (all.resolved > 0) await expect(allRow).toContainText(count(all.resolved));
  else await expect(page.getByText(en.insights.resolution.empty)).toBeVisible();

  const backlog = figures(page, en.insights.backlog.table, width);
  for (const row of data.backlog) {
    const shown = backlog
      .getByRole(width === 'desktop' ? 'row' : 'listitem')
      .filter({ hasText: en.status[row.status as keyof typeof en.status] });
    await expect(shown).toContainText(count(row.total));
  }
}

async function look(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is wider than the screen: charts fit and tables scroll in their own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the console’s insights', () => {
  for (const width of ['desktop', 'phone'] as const) {
    test(`the viewer reads store us over the last 90 days at ${VIEWPORTS[width].width} px`, async ({ browser }) => {
      // The language is kept on the account: the inbox test signs the viewer in (in Japanese) too.
      const release = await holdAccount('viewer');
      try {
        const { page, errors, close } = await openConsole(browser, { viewport: width });
        await signIn(page, 'viewer');
        const data = await openUs90(page, width);
        await seesFigures(page, data, width);
        await look(page, `staff-insights-${VIEWPORTS[width].width}`);

        const reasons = page.getByRole('region', { name: en.insights.reasons.title });
        const link = reasons.getByRole('link', { name: en.insights.csv });
        const url = new URL((await link.getAttribute('href')) ?? '', BASE_URL);
        expect(Object.fromEntries(url.searchParams)).toEqual({
          table: 'reasons',
          store: 'us',
          from: data.from,
          to: data.to,
        });
        const downloaded = page.waitForEvent('download');
        await link.click();
        const download = await downloaded;
        expect(download.suggestedFilename()).toBe('insights-reasons.csv');
        const csv = await readFile(await download.path(), 'utf8');
        expect(csv.split(/\r?\n/)[0]).toBe('SKU,Product,Reason,Fault code,Lines');
        expect(csv.trim().split(/\r?\n/)).toHaveLength(data.reasons.length + 1);

        // The period's calendar opens from its field, passes axe, and closes with Escape.
        await page.getByRole('button', { name: en.insights.filter.from }).click();
        const previous = page.getByRole('button', { name: en.insights.calendar.previousMonth });
        await expect(previous).toBeVisible();
        // Once its fade-in has ended: axe reads colours as they are drawn, and a half-transparent drop-down's text
        // over the chart behind it measures as too faint.
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `staff-insights-calendar-${VIEWPORTS[width].width}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(previous).toBeHidden();

        // The same screen in German: a new page load keeps the store and period of the URL.
        await page.getByLabel(en.language.label).selectOption('de');
        await expect(page.getByRole('heading', { name: staffDe.insights.title, level: 1 })).toBeVisible();
        await page.reload();
        await expect(
          page
            .getByRole('table', { name: staffDe.insights.reasons.table })
            .or(page.getByRole('list', { name: staffDe.insights.reasons.table })),
        ).toBeVisible();
        await look(page, `staff-insights-de-${VIEWPORTS[width].width}`);
        await backToEnglish(page, staffDe.language.label);
        await expect(page.getByRole('heading', { name: en.insights.title, level: 1 })).toBeVisible();
        expect(unexpectedErrors(errors)).toEqual([]);
        await close();
      } finally {
        release();
      }
    });
  }
});
