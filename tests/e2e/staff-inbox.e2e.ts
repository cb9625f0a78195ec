/**
 * The staff console's inbox and live chat end to end: a customer of store us writes through the contact-us form
 * and an agent answers it from the inbox; then, with the agent's inbox open, a customer chats live in us and
 * both see the other's messages without reloading; a viewer reads it in Japanese. Screens at 1280 and 390 px, with axe.
 *
 * The contact-us customer is the demo member staff.us@example.com (order US1000301), whose data no other test
 * writes; the chat customer is a fresh guest. While the inbox is open an agent is online in us, so the file holds
 * the store's chat (locks.ts) against the shell's test of the chat with nobody online.
 */
import { expect, test, type Browser } from '@playwright/test';
import requestEn from '../../src/web/i18n/request/en.json' with { type: 'json' };
import shellEn from '../../src/web/i18n/shell/en.json' with { type: 'json' };
import staffJp from '../../src/web/staff/i18n/jp.json' with { type: 'json' };
import { BASE_URL, VIEWPORTS, collectErrors, lookAtBothWidths, openPortal, unexpectedErrors } from './browser.js';
import { agentOnline, holdAccount, holdChat } from './locks.js';
import { chooseProducts, memberSession } from './customer.js';
import { backToEnglish, en, openConsole, signIn } from './staff.js';

const CUSTOMER = 'staff.us@example.com';
const CUSTOMER_NAME = 'Jamie Rivera';
const ORDER = 'US1000301';
const stamp = Date.now().toString(36);
const QUESTION = `Where can I find the manual of my Live Cam 4K? (${stamp})`;
const ANSWER = `The manual is on the product page under Support. (${stamp})`;

/** The customer writes through the request step's contact-us form, as a signed-in member with an order chosen. */
async function sendContactMessage(browser: Browser) {
  const session = await memberSession('us', CUSTOMER, 'demo-password');
  await chooseProducts(session, ORDER, 1, [0]);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.addInitScript(
    ([token, member]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('rma.token', token!);
      localStorage.setItem('rma.memberToken', member!);
      localStorage.setItem('rma.store', 'us');
    },
    [session.token, session.member ?? ''],
  );
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${BASE_URL}/rma/?store=us`);
  const section = page.locator('section[aria-labelledby="your-request-title"]');
  await section.getByRole('checkbox', { name: requestEn.service.contact }).check();
  await section.getByRole('textbox', { name: requestEn.contact.label }).fill(QUESTION);
  await section.getByRole('button', { name: requestEn.submit }).click();
  await page.waitForURL(/\/rma\/contact-us-success/);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
}

const typingOf = (name: string) => en.inbox.message.typing.replace('{{name}}', name);

test.describe('staff inbox', () => {
  let release: (() => void) | null = null;
  /** What each test opened, closed after it whatever happened: an open console keeps the agent online. */
  const opened: (() => Promise<unknown>)[] = [];
  async function consoleAt(browser: Browser, path: string) {
    const console = await openConsole(browser, { path });
    opened.push(console.close);
    return console;
  }

  test.beforeAll(async () => {
    release = await holdChat('us');
  });
  test.afterEach(async () => {
    for (const close of opened.splice(0)) await close().catch(() => undefined);
  });
  test.afterAll(async () => {
    try {
      // Every console is closed: the agent has left, and the next holder finds nobody online.
      await expect.poll(() => agentOnline('us'), { timeout: 30_000 }).toBe(false);
    } finally {
      release?.();
    }
  });

  test('a contact-us message reaches the inbox, and the agent answers it', async ({ browser }) => {
    await sendContactMessage(browser);
    const { page, errors } = await consoleAt(browser, '/inbox?channel=contact&store=us');
    await signIn(page, 'agent');
    await expect(page).toHaveURL(/\/staff\/inbox\?channel=contact&store=us$/);
    await expect(page.getByRole('link', { name: new RegExp(`^${en.inbox.nav}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = page.getByRole('row').filter({ hasText: QUESTION });
    await expect(row.getByText(en.inbox.status.open, { exact: true })).toBeVisible();
    await expect(row.getByText(en.inbox.channel.contact)).toBeVisible();
    await expect(page.getByTestId('inbox-open-count')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('inbox-oldest-age')).toBeVisible();
    await expect(page.getByTestId('chat-presence')).toContainText('US');
    await lookAtBothWidths(page, 'staff-inbox-list-en');

    await row.getByRole('link', { name: CUSTOMER_NAME }).click();
    await expect(page.getByRole('heading', { name: `Conversation with ${CUSTOMER_NAME}` })).toBeVisible();
    const messages = page.getByRole('list', { name: en.inbox.message.list });
    await expect(messages.getByText(QUESTION)).toBeVisible();
    await expect(page.getByRole('region', { name: en.inbox.customer.title }).getByText(CUSTOMER)).toBeVisible();
    const reply = page.getByRole('textbox', { name: en.inbox.reply.label });
    await page.getByRole('button', { name: en.inbox.reply.send }).click();
    await expect(page.getByText(en.inbox.reply.error.enterMessage)).toBeVisible();
    await lookAtBothWidths(page, 'staff-inbox-conversation-en');

    await reply.fill(ANSWER);
    await page.getByRole('button', { name: en.inbox.reply.send }).click();
    await expect(messages.getByText(ANSWER)).toBeVisible();
    await expect(reply).toHaveValue('');
    await expect(page.getByText(en.inbox.status.answered, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: en.inbox.back }).click();
    await expect(row.getByText(en.inbox.status.answered, { exact: true })).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('a live chat in us: the customer sees an agent online, and both read each other live', async ({ browser }) => {
    const agent = await consoleAt(browser, '/inbox?channel=chat');
    await signIn(agent.page, 'agent');
    // Online in the agent's chat stores (us, uk, au, sg, ca), whatever their order.
    await expect(agent.page.getByTestId('chat-presence')).toHaveText(
      new RegExp(`^${en.inbox.live.online.split('{{stores}}')[0]}((US|UK|AU|SG|CA)(, )?){5}`),
    );
    await expect.poll(() => agentOnline('us')).toBe(true);

    const customer = await openPortal(browser, { store: 'us' });
    opened.push(() => customer.context.close());
    await customer.page.getByTestId('chat-launcher').click();
    const panel = customer.page.getByRole('dialog', { name: shellEn.chat.title });
    // Exactly: the greeting below says "An agent is online" too.
    await expect(panel.getByText(shellEn.chat.live.subtitle, { exact: true })).toBeVisible();
    await expect(panel.getByText(shellEn.chat.live.greeting)).toBeVisible();
    const question = `Is the Pulse H6 waterproof? (${stamp})`;
    const box = panel.getByRole('textbox', { name: shellEn.chat.messageLabel });
    await box.fill(question);
    await box.press('Enter');

    // The new conversation appears in the agent's list without a reload.
    const row = agent.page.getByRole('row').filter({ hasText: question });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: en.inbox.visitor }).click();
    const messages = agent.page.getByRole('list', { name: en.inbox.message.list });
    await expect(messages.getByText(question)).toBeVisible();

    await box.pressSequentially('And the Pulse Air?');
    await expect(agent.page.getByTestId('customer-typing')).toHaveText(typingOf(en.inbox.visitor));
    await box.press('Enter');
    await expect(messages.getByText('And the Pulse Air?')).toBeVisible();
    await expect(agent.page.getByTestId('customer-typing')).toHaveText('');

    const answer = `The Pulse H6 is splash-proof, the Pulse Air is not. (${stamp})`;
    await expect(agent.page.getByText(en.inbox.reply.hintLive)).toBeVisible();
    await agent.page.getByRole('textbox', { name: en.inbox.reply.label }).fill(answer);
    await agent.page.getByRole('button', { name: en.inbox.reply.send }).click();
    await expect(messages.getByText(answer)).toBeVisible();
    await expect(messages.getByText(en.inbox.message.sending)).toHaveCount(0);
    await expect(panel.locator('[data-author="staff"]').getByText(answer)).toBeVisible();
    await expect(agent.page.getByText(en.inbox.status.answered, { exact: true })).toBeVisible();
    await lookAtBothWidths(agent.page, 'staff-inbox-chat-en');

    expect(unexpectedErrors(agent.errors)).toEqual([]);
    expect(unexpectedErrors(customer.errors)).toEqual([]);
  });

  test('a viewer reads it in Japanese, without a reply box', async ({ browser }) => {
    // The language picked at sign-in is kept on the account: the insights test signs the viewer in too.
    const release = await holdAccount('viewer');
    const { page, errors } = await consoleAt(browser, '/inbox?channel=contact');
    try {
      await signIn(page, 'viewer', 'jp');
      await expect(page.getByRole('heading', { name: staffJp.inbox.title })).toBeVisible();
      await expect(page.getByTestId('chat-presence')).toHaveText(staffJp.inbox.live.readOnly);
      const row = page.getByRole('row').filter({ hasText: QUESTION });
      await expect(row.getByText(staffJp.inbox.status.answered, { exact: true })).toBeVisible();
      await lookAtBothWidths(page, 'staff-inbox-list-jp');
      await row.getByRole('link', { name: CUSTOMER_NAME }).click();
      await expect(page.getByRole('list', { name: staffJp.inbox.message.list }).getByText(ANSWER)).toBeVisible();
      await expect(page.getByText(staffJp.inbox.reply.readOnly)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: staffJp.inbox.close })).toHaveCount(0);
      await lookAtBothWidths(page, 'staff-inbox-conversation-jp');
    } finally {
      await backToEnglish(page, staffJp.language.label);
      await expect(page.getByRole('link', { name: en.shell.queues })).toBeVisible();
      release();
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
