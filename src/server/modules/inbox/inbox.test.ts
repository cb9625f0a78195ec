import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole, StoreScope } from '../../../shared/staff/roles.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer } from '../../test/kit.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { formatScope } from '../staff/views.js';
import { replyFromInbox, setConversationStatus } from './reply.js';
import { getConversation, listInbox } from './view.js';

let made = 0;
async function staffUser(ctx: TestContext, role: StaffRole, stores: StoreScope): Promise<StaffPrincipal> {
  const at = ctx.clock.now.toISOString();
  const email = `inbox${++made}.${role}@test.example`;
  const row = await ctx.database.db
    .insertInto('staff_users')
    .values({
      email,
      name: `Sam ${role}`,
      password_hash: 'x',
      role,
      stores: formatScope(stores),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    email,
    name: `Sam ${role}`,
    role,
    stores,
    language: 'en',
    sessionId: 's',
    ip: '127.0.0.1',
  };
}

async function contactUs(ctx: TestContext, store: 'sg' | 'us' | 'au', email: string, message: string): Promise<number> {
  const c = await customer(ctx, store, email);
  const res = await c.post('/api/your-request/contact-us', { message, channel: 'contact' });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const row = await ctx.database.db
    .selectFrom('contact_messages')
    .select('id')
    .where('message', '=', message)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const query = { limit: 50 } as const;

describe.each(ENGINES)('inbox (%s)', (engine) => {
  let ctx: TestContext;
  const at = (iso: string) => (ctx.clock.now = new Date(iso));

  beforeEach(async () => {
    // 2025-03-07 is a Friday.
    ctx = await createTestContext(engine, { today: '2025-03-07' });
  });
  afterEach(async () => ctx.close());

  it('lists the conversations of one’s stores only, newest first, page by page', async () => {
    at('2025-03-07T08:00:00Z');
    const sg1 = await contactUs(ctx, 'sg', 'alex.sg@example.com', 'First in sg');
    at('2025-03-07T09:00:00Z');
    const us1 = await contactUs(ctx, 'us', 'alex.us@example.com', 'First in us');
    at('2025-03-07T10:00:00Z');
    const sg2 = await contactUs(ctx, 'sg', 'someone.sg@example.com', 'Second in sg');
    const sgAgent = await staffUser(ctx, 'agent', ['sg']);
    const everyone = await staffUser(ctx, 'viewer', '*');

    const mine = await listInbox(ctx.app.ctx, sgAgent, query);
    expect(mine.items.map((r) => r.id)).toEqual([sg2, sg1]);
    expect(mine.items[0]).toMatchObject({
      store: 'sg',
      channel: 'contact',
      status: 'open',
      customerName: 'Alex Tester',
    });
    const all = await listInbox(ctx.app.ctx, everyone, query);
    expect(all.items.map((r) => r.id)).toEqual([sg2, us1, sg1]);

    const page1 = await listInbox(ctx.app.ctx, everyone, { limit: 2 });
    expect(page1.items.map((r) => r.id)).toEqual([sg2, us1]);
    const page2 = await listInbox(ctx.app.ctx, everyone, { limit: 2, cursor: page1.nextCursor! });
    expect(page2.items.map((r) => r.id)).toEqual([sg1]);
    expect(page2.nextCursor).toBeNull();

    await expect(getConversation(ctx.app.ctx, sgAgent, us1)).rejects.toMatchObject({ httpStatus: 404 });
    await expect(listInbox(ctx.app.ctx, sgAgent, { ...query, store: 'us' })).rejects.toMatchObject({ httpStatus: 404 });
    await expect(listInbox(ctx.app.ctx, everyone, { ...query, cursor: 'garbage' })).rejects.toMatchObject({
      httpStatus: 400,
    });
  });

  it('dates a message by the store’s service level in business days (2 without settings)', async () => {
    at('2025-03-07T08:00:00Z');
    // The demo data has settings for every store: sg goes without, au answers in three days.
    await ctx.database.db.deleteFrom('store_settings').where('store', '=', 'sg').execute();
    await ctx.database.db
      .updateTable('store_settings')
      .set({ first_response_days: 3, updated_at: ctx.clock.now.toISOString() })
      .where('store', '=', 'au')
      .execute();
    const sg = await contactUs(ctx, 'sg', 'alex.sg@example.com', 'Due in two');
    const au = await contactUs(ctx, 'au', 'alex.au@example.com', 'Due in three');
    const viewer = await staffUser(ctx, 'viewer', '*');
    // Friday + 2 business days is Tuesday; + 3 is Wednesday.
    expect((await getConversation(ctx.app.ctx, viewer, sg)).dueAt).toBe('2025-03-11T08:00:00.000Z');
    expect((await getConversation(ctx.app.ctx, viewer, au)).dueAt).toBe('2025-03-12T08:00:00.000Z');
    at('2025-03-11T08:00:01Z');
    const late = await listInbox(ctx.app.ctx, viewer, query);
    expect(late.items.find((r) => r.id === sg)?.late).toBe(true);
    expect(late.items.find((r) => r.id === au)?.late).toBe(false);
  });

  it('a reply answers the conversation in one transaction with its audit entry; the oldest unanswered moves on', async () => {
    at('2025-03-07T08:00:00Z');
    const older = await contactUs(ctx, 'sg', 'alex.sg@example.com', 'Older');
    at('2025-03-07T09:30:00Z');
    const newer = await contactUs(ctx, 'sg', 'other.sg@example.com', 'Newer');
    at('2025-03-07T11:00:00Z');
    const agent = await staffUser(ctx, 'agent', ['sg']);
    const before = await listInbox(ctx.app.ctx, agent, query);
    expect(before.openCount).toBe(2);
    expect(before.oldestUnanswered).toEqual({
      id: older,
      store: 'sg',
      waitingSince: '2025-03-07T08:00:00.000Z',
      ageSeconds: 3 * 3600,
    });

    const answered = await replyFromInbox(ctx.app.ctx, agent, older, '  We have your parcel.  ');
    expect(answered).toMatchObject({
      status: 'answered',
      answeredAt: '2025-03-07T11:00:00.000Z',
      dueAt: null,
      waitingSince: null,
    });
    expect(answered.messages.map((m) => [m.author, m.body, m.staffId])).toEqual([
      ['customer', 'Older', null],
      ['staff', 'We have your parcel.', agent.id],
    ]);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'inbox.reply')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: agent.id,
      entity: 'conversation',
      entity_id: String(older),
      store: 'sg',
    });

    const after = await listInbox(ctx.app.ctx, agent, query);
    expect(after.openCount).toBe(1);
    expect(after.oldestUnanswered).toMatchObject({ id: newer, ageSeconds: 1.5 * 3600 });
    expect((await listInbox(ctx.app.ctx, agent, { ...query, status: 'answered' })).items.map((r) => r.id)).toEqual([
      older,
    ]);
    expect((await listInbox(ctx.app.ctx, agent, { ...query, status: 'open' })).items.map((r) => r.id)).toEqual([newer]);
  });

  it('refuses an empty or over-long reply and a viewer’s, changing nothing', async () => {
    const id = await contactUs(ctx, 'sg', 'alex.sg@example.com', 'Hello');
    const agent = await staffUser(ctx, 'agent', ['sg']);
    const viewer = await staffUser(ctx, 'viewer', ['sg']);
    await expect(replyFromInbox(ctx.app.ctx, agent, id, '   ')).rejects.toMatchObject({
      httpStatus: 400,
      code: 'enterMessage',
    });
    await expect(replyFromInbox(ctx.app.ctx, agent, id, 'x'.repeat(2001))).rejects.toMatchObject({ code: 'tooLong' });
    await expect(replyFromInbox(ctx.app.ctx, viewer, id, 'Hi')).rejects.toMatchObject({ httpStatus: 403 });
    const other = await staffUser(ctx, 'agent', ['us']);
    await expect(replyFromInbox(ctx.app.ctx, other, id, 'Hi')).rejects.toMatchObject({ httpStatus: 404 });
    const row = await getConversation(ctx.app.ctx, viewer, id);
    expect(row.status).toBe('open');
    expect(row.messages).toHaveLength(1);
    expect(
      await ctx.database.db.selectFrom('audit_log').selectAll().where('action', 'like', 'inbox.%').execute(),
    ).toEqual([]);
  });

  it('closes and reopens with audit entries; a reopened conversation is due again', async () => {
    at('2025-03-07T08:00:00Z');
    const id = await contactUs(ctx, 'sg', 'alex.sg@example.com', 'Please close me');
    const agent = await staffUser(ctx, 'agent', ['sg']);
    const closed = await setConversationStatus(ctx.app.ctx, agent, id, 'closed');
    expect(closed).toMatchObject({ status: 'closed', dueAt: null, waitingSince: null });
    expect((await listInbox(ctx.app.ctx, agent, query)).oldestUnanswered).toBeNull();
    at('2025-03-10T09:00:00Z');
    const reopened = await setConversationStatus(ctx.app.ctx, agent, id, 'open');
    expect(reopened).toMatchObject({
      status: 'open',
      waitingSince: '2025-03-10T09:00:00.000Z',
      dueAt: '2025-03-12T09:00:00.000Z',
    });
    const actions = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'conversation')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['inbox.close', 'inbox.reopen']);
  });

  it('shows the customer’s details and their RMAs in the store, by e-mail', async () => {
    const id = await contactUs(ctx, 'sg', 'alex.sg@example.com', 'About my refund');
    const viewer = await staffUser(ctx, 'viewer', ['sg']);
    const view = await getConversation(ctx.app.ctx, viewer, id);
    expect(view.customer).toEqual({
      email: 'alex.sg@example.com',
      firstName: 'Alex',
      lastName: 'Tester',
      language: 'en',
    });
    expect(view.rmas.map((r) => r.rmaNo)).toContain('RMA10000006');
    const stranger = await contactUs(ctx, 'sg', 'nobody.sg@example.com', 'No RMAs here');
    expect((await getConversation(ctx.app.ctx, viewer, stranger)).rmas).toEqual([]);
  });
});
