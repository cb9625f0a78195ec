import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMailDetail, ZMailList } from '../../../shared/schemas/mail.js';
import { enqueueMail } from '../../modules/mail/outbox.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { injectAsStaff, staffSession, type StaffSession } from '../../test/staff.js';

describe.each(ENGINES)('GET /api/staff/mail (%s)', (engine) => {
  let ctx: TestContext;
  let usMail: string;
  let deMail: string;
  let usAgent: StaffSession;
  let viewerAll: StaffSession;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const write = (store: string, to: string) =>
      ctx.database.db.transaction().execute((trx) =>
        enqueueMail(trx, ctx.app.ctx, {
          store,
          event: 'contact-reply',
          to,
          language: '',
          data: { reply: 'Here is <our> answer', original: 'Question' },
        }),
      );
    usMail = await write('us', 'us.reader@example.com');
    deMail = await write('de', 'de.reader@example.com');
    usAgent = await staffSession(ctx, { role: 'agent', stores: ['us'] });
    viewerAll = await staffSession(ctx, { role: 'viewer' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the e-mails of the user’s stores only', async () => {
    const res = await injectAsStaff(ctx, usAgent, { method: 'GET', url: '/api/staff/mail' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = ZMailList.parse(res.json());
    expect(list.items.map((item) => item.id)).toEqual([usMail]);
    const all = ZMailList.parse(
      (await injectAsStaff(ctx, viewerAll, { method: 'GET', url: '/api/staff/mail' })).json(),
    );
    expect(all.items.map((item) => item.id).sort()).toEqual([usMail, deMail].sort());
    const de = await injectAsStaff(ctx, viewerAll, { method: 'GET', url: '/api/staff/mail?store=de' });
    expect(ZMailList.parse(de.json()).items.map((item) => item.recipient)).toEqual(['de.reader@example.com']);
    const found = await injectAsStaff(ctx, viewerAll, {
      method: 'GET',
      url: '/api/staff/mail?recipient=DE.READER&status=pending',
    });
    expect(ZMailList.parse(found.json()).items.map((item) => item.id)).toEqual([deMail]);
  });

  it('reads one e-mail with both versions; another store’s answers 404', async () => {
    const res = await injectAsStaff(ctx, usAgent, { method: 'GET', url: `/api/staff/mail/${usMail}` });
    expect(res.statusCode, res.body).toBe(200);
    const mail = ZMailDetail.parse(res.json());
    expect(mail.html).toContain('Here is &lt;our&gt; answer');
    expect(mail.text).toContain('> Here is <our> answer');
    expect(mail.messageId).toBe(`<${usMail}@demo.example>`);
    const other = await injectAsStaff(ctx, usAgent, { method: 'GET', url: `/api/staff/mail/${deMail}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 'not-found' });
  });

  it('answers 401 without a staff session and 400 for a bad cursor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/mail' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/staff/mail/${usMail}` })).statusCode).toBe(401);
    const bad = await injectAsStaff(ctx, viewerAll, { method: 'GET', url: '/api/staff/mail?cursor=nonsense' });
    expect(bad.statusCode).toBe(400);
    const state = await injectAsStaff(ctx, viewerAll, { method: 'GET', url: '/api/staff/mail?status=lost' });
    expect(state.statusCode).toBe(400);
  });
});
