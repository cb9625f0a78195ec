import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer } from '../../test/kit.js';
import { injectAsStaff, staffSession, type StaffSession } from '../../test/staff.js';

async function contactUs(ctx: TestContext, store: 'sg' | 'us', email: string, message: string) {
  const c = await customer(ctx, store, email);
  const res = await c.post('/api/your-request/contact-us', { message, channel: 'contact' });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

describe.each(ENGINES)('staff inbox calls (%s)', (engine) => {
  let ctx: TestContext;
  let sgAgent: StaffSession;
  const call = (session: StaffSession, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAsStaff(ctx, session, { method, url, ...(payload ? { payload } : {}) });

  beforeEach(async () => {
    ctx = await createTestContext(engine, { today: '2025-03-07' });
    ctx.clock.now = new Date('2025-03-07T08:00:00Z');
    await contactUs(ctx, 'sg', 'alex.sg@example.com', 'Where is my refund?');
    ctx.clock.now = new Date('2025-03-07T09:00:00Z');
    await contactUs(ctx, 'us', 'alex.us@example.com', 'A question from us');
    ctx.clock.now = new Date('2025-03-07T10:00:00Z');
    sgAgent = await staffSession(ctx, { role: 'agent', stores: ['sg'] });
  });
  afterEach(async () => ctx.close());

  it('lists only the stores of the staff user, with the oldest unanswered, and refuses without a session', async () => {
    const res = await call(sgAgent, 'GET', '/api/staff/inbox?status=open');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.map((r: { store: string }) => r.store)).toEqual(['sg']);
    expect(page.openCount).toBe(1);
    expect(page.oldestUnanswered).toMatchObject({ store: 'sg', ageSeconds: 2 * 3600 });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/staff/inbox' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call(sgAgent, 'GET', '/api/staff/inbox?status=pending');
    expect(bad.statusCode).toBe(400);
  });

  it('replies (answered, audited), reopens and closes; another store’s conversation is not found', async () => {
    const list = (await call(sgAgent, 'GET', '/api/staff/inbox')).json();
    const id = list.items[0].id as number;
    const view = await call(sgAgent, 'GET', `/api/staff/inbox/${id}`);
    expect(view.json()).toMatchObject({ customer: { email: 'alex.sg@example.com' }, rmas: [{ rmaNo: 'RMA10000006' }] });

    const reply = await call(sgAgent, 'POST', `/api/staff/inbox/${id}/reply`, { body: 'It is on its way.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().conversation).toMatchObject({ status: 'answered', dueAt: null });
    expect(reply.json().conversation.messages.at(-1)).toMatchObject({ author: 'staff', body: 'It is on its way.' });
    const empty = await call(sgAgent, 'POST', `/api/staff/inbox/${id}/reply`, { body: '  ' });
    expect(empty.statusCode).toBe(400);

    const closed = await call(sgAgent, 'POST', `/api/staff/inbox/${id}/status`, { status: 'closed' });
    expect(closed.json().conversation.status).toBe('closed');
    const reopened = await call(sgAgent, 'POST', `/api/staff/inbox/${id}/status`, { status: 'open' });
    expect(reopened.json().conversation.status).toBe('open');
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'conversation')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['inbox.reply', 'inbox.close', 'inbox.reopen']);

    const everyone = await staffSession(ctx, { role: 'viewer' });
    const usId = (await call(everyone, 'GET', '/api/staff/inbox?store=us')).json().items[0].id as number;
    expect((await call(sgAgent, 'GET', `/api/staff/inbox/${usId}`)).statusCode).toBe(404);
    expect((await call(sgAgent, 'POST', `/api/staff/inbox/${usId}/reply`, { body: 'Hi' })).statusCode).toBe(404);
    expect((await call(everyone, 'POST', `/api/staff/inbox/${usId}/reply`, { body: 'Hi' })).statusCode).toBe(403);
  });

  it('refuses a write without the CSRF token', async () => {
    const id = (await call(sgAgent, 'GET', '/api/staff/inbox')).json().items[0].id as number;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/inbox/${id}/reply`,
      headers: { cookie: sgAgent.cookie },
      payload: { body: 'Hi' },
    });
    expect(res.statusCode).toBe(403);
  });
});
