/**
 * The customer's side of a journey set up through the portal's API, for browser tests that need a customer and
 * an RMA before the page they look at (request.e2e.ts, the staff console's loop): a guest or member session with
 * the details filled in, products chosen, a request submitted.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { addDays } from '../../src/shared/dates.js';
import type { Store } from '../../src/shared/stores.js';
import { BASE_URL } from './browser.js';

export interface CallOptions {
  token?: string;
  member?: string;
  body?: unknown;
  method?: string;
}

export async function api<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.member ? { 'x-member-token': options.member } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface Session {
  store: Store;
  token: string;
  member?: string;
}

export interface ProductLine {
  sourceId: string;
  name: string;
  masterId: number;
  faultList: { faultCode: string; faultCategory: string; faultCodeDesc: string; display: boolean; needPOP: boolean }[];
}

/** A guest session with the details filled in (step 2). */
export async function guestSession(store: Store, email: string): Promise<Session> {
  const { token } = await api<{ token: string }>(`your-details/authenticate?store=${store}`, { method: 'POST' });
  return withDetails({ store, token }, email);
}

export async function withDetails(
  session: Session,
  email: string,
  firstName = 'Alex',
  lastName = 'Tester',
): Promise<Session> {
  const { store } = session;
  const details = await api<{ countryList: { id: number; store: string }[]; languageReplyList: { id: string }[] }>(
    `your-details?store=${store}`,
    session,
  );
  const country = details.countryList.find((c) => c.store === store) ?? details.countryList[0]!;
  const saved = await api<{ status: string; token: string }>('your-details', {
    ...session,
    body: {
      store,
      firstName,
      lastName,
      email,
      country: country.id,
      pid: store === 'tw' ? 'A123456789' : '',
      languageReply: details.languageReplyList[0]!.id,
    },
  });
  return { ...session, token: saved.token || session.token };
}

/**
 * A member signed in on the store side and in the portal (docs/rules/shell.md#account-menu-and-sign-in-frame), with
 * details filled in.
 */
export async function memberSession(store: Store, email: string, password: string): Promise<Session> {
  const login = await fetch(`${BASE_URL}/store/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, store }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { memberToken } = (await (await fetch(`${BASE_URL}/js/store/json.aspx`, { headers: { cookie } })).json()) as {
    memberToken: string;
  };
  const { token } = await api<{ token: string }>(`your-details/authenticate?store=${store}`, { method: 'POST' });
  const signedIn = await api<{ token: string }>(`your-details/login-by-estore?store=${store}`, {
    token,
    body: { memberToken },
  });
  return withDetails({ store, token: signedIn.token || token, member: memberToken }, email, 'Jamie', 'Rivera');
}

/** Chooses lines of an order for an enquiry (1 return, 2 replacement) and moves to the request step (step 3). */
export async function chooseProducts(session: Session, orderNumber: string, nature: 1 | 2, lineIndexes?: number[]) {
  const { store } = session;
  const found = await api<{ orderList: { items: ProductLine[] }[] }>('your-products/search-order', {
    ...session,
    body: { keyword: orderNumber, store },
  });
  const items = found.orderList[0]!.items;
  const chosen = lineIndexes ? lineIndexes.map((index) => items[index]!) : items;
  for (const item of chosen) {
    await api('your-products/select', { ...session, body: { keyword: item.sourceId, store, action: nature } });
  }
  const answer = await api<{ status: string }>('your-products/service-required', {
    ...session,
    body: { natureEnquiry: nature, orderNumber, items: chosen.map((i) => ({ sourceId: i.sourceId })), store },
  });
  expect(answer.status).toBe('success');
  return chosen;
}

/** At the request step: a guest who chose lines of one of their orders. */
export async function requestStep(store: Store, orderNumber: string, nature: 1 | 2, lineIndexes?: number[]) {
  const session = await guestSession(store, `alex.${store}@example.com`);
  const products = await chooseProducts(session, orderNumber, nature, lineIndexes);
  return { session, products };
}

export function defectiveItem(product: ProductLine) {
  const fault = product.faultList.find(
    (f) => f.display && !f.needPOP && !f.faultCode.startsWith('NFF') && f.faultCode !== 'OTH01',
  )!;
  return {
    sourceId: product.sourceId,
    reason: 'DEFECTIVE',
    faultCategory: fault.faultCategory,
    faultCode: fault.faultCode,
    comments: 'It stopped working after a week.',
    cosmetic: 'no',
  };
}

/** Submits a repair through the API: the session then waits on the address page. */
export async function submitRepair(session: Session, products: ProductLine[]) {
  const answer = await api<{ status: string }>('your-request/submit', {
    ...session,
    body: { serviceRequired: 2, items: products.map(defectiveItem), store: session.store },
  });
  expect(answer.status).toBe('address');
}

/** RMA numbers of the session's e-mail in the store (to count RMAs made). */
export async function rmaNumbers(session: Session): Promise<string[]> {
  const answer = await api<{ rmaNumberList: string[] }>(`your-products?store=${session.store}`, session);
  return answer.rmaNumberList;
}

// ---------------------------------------------------------------------------------------------------------
// The products step in the browser.

/** The products step's texts (src/web/i18n/products). */
interface PurchaseDateTexts {
  purchaseDateOf: string;
  warrantyStatus: { within: string };
}

/**
 * The purchase date of a product bought elsewhere, `daysAgo` days back: typed as the date box reads it (DD/MM/YYYY),
 * left with Tab, and saved, which the row shows by its warranty. Once saved the row is taller and moves what is
 * below it (Next): a click aimed while it grew could land where Next had been.
 */
export async function enterPurchaseDate(row: Locator, texts: PurchaseDateTexts, product: string, daysAgo: number) {
  const iso = addDays(new Date().toISOString().slice(0, 10), -daysAgo);
  const date = row.getByRole('textbox', { name: texts.purchaseDateOf.replace('{{name}}', product) });
  await date.fill(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
  await date.press('Tab');
  await expect(row).toContainText(texts.warrantyStatus.within);
}

// ---------------------------------------------------------------------------------------------------------
// The request step in the browser (docs/decisions/0030-guided-flow.md): the form, then its review and Submit.

/** The request step's section (its reasons form and, once checked, its review). */
export function requestSection(page: Page): Locator {
  return page.locator('section[aria-labelledby="your-request-title"]');
}

interface RequestTexts {
  reason: string;
  faultCategory: string;
  faultCode: string;
  comments: string;
  no: string;
  review: { open: string; submit: string };
}

/**
 * Fills the visible tab's reason: a refund's change of mind, or a repair's first fault of the first category; no
 * cosmetic damage (when asked).
 */
export async function fillReason(section: Locator, t: RequestTexts, kind: 'refund' | 'repair', comments = '') {
  if (kind === 'refund') {
    await section.getByRole('combobox', { name: t.reason }).selectOption('CHANGE_OF_MIND');
  } else {
    await section.getByRole('combobox', { name: t.faultCategory }).selectOption({ index: 1 });
    await section.getByRole('combobox', { name: t.faultCode, exact: true }).selectOption({ index: 1 });
  }
  if (comments) await section.getByRole('textbox', { name: t.comments, exact: true }).fill(comments);
  const no = section.getByRole('radio', { name: t.no });
  if (await no.count()) await no.check();
}

/** The form's one button: it checks the form and, when all is well, opens the review. */
export async function reviewRequest(section: Locator, t: RequestTexts) {
  await section.getByRole('button', { name: t.review.open }).click();
  await expect(section.locator('[data-request-review]')).toBeVisible();
}

/** The review's Submit (`click`, or `dblclick` to send it twice), which performs the request step's submit. */
export async function submitReviewed(section: Locator, t: RequestTexts, how: 'click' | 'dblclick' = 'click') {
  await reviewRequest(section, t);
  await section.getByRole('button', { name: t.review.submit })[how]();
}

/**
 * The texts of the primary buttons (and button links) on screen in the page's main area: Mantine's filled ones,
 * the variant a button has when none is given.
 */
export function primaryButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .mantine-Button-root')]
      .filter((el) => (el.dataset.variant ?? 'filled') === 'filled' && el.getClientRects().length > 0)
      .map((el) => (el.textContent ?? '').trim()),
  );
}
