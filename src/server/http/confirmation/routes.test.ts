import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { demoCustomer, newCustomer, refundItem } from '../../test/kit.js';
import { sessionFromToken, signMemberToken } from '../../modules/session/service.js';

describe.each(ENGINES)('confirmation on %s', (engine) => {
  let ctx: TestContext;
  let made: { rmaNo: string; rmaId: string };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', 840);
    const lines = await c.chooseFromOrder('US1000101', 1, [0]);
    const res = await c.submit(
      1,
      lines.map((l) => refundItem(l.sourceId)),
      'confirmation-01',
    );
    expect(res.body.status).toBe('success');
    made = { rmaNo: res.body.rmaNo, rmaId: res.body.rmaId };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const confirmation = (query: Record<string, string>, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/confirmation?${new URLSearchParams(query).toString()}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  it('shows the RMA both numbers name, without a session', async () => {
    const res = await confirmation({ store: 'us', ...made });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.request).toEqual({
      rmaNo: made.rmaNo,
      rmaReceivedDateFormat: ctx.clock.now.toISOString().slice(0, 10),
    });
    expect(body.detail).toMatchObject({
      rmaNo: made.rmaNo,
      type: 1,
      loggedIn: false,
      status: 'SUBMITTED',
      history: [{ rmA_STATUS: 'SUBMITTED', statuS_DATE_FORMAT: ctx.clock.now.toISOString().slice(0, 10) }],
      products: [
        {
          expecteD_PART_DESC: 'Nova Pulse H6 Gaming Headset',
          // The catalogue's picture (docs/decisions/0032-product-images.md).
          image: '/rma/demo-images/headset.svg',
          rmA_METHOD: 'RF',
          expecteD_SERIAL_NO: 'PH6US0001',
        },
      ],
    });
    expect(body.detail.refundStatus).toHaveLength(5);
    expect(body.detail.replacementStatus).toHaveLength(6);
  });

  it('answers 404 rmaNotFound for a wrong rmaId, another store, or an unknown number', async () => {
    for (const query of [
      { store: 'us', rmaNo: made.rmaNo, rmaId: '00000000-0000-4000-8000-000000000000' },
      { store: 'us', rmaNo: made.rmaNo, rmaId: '' },
      { store: 'uk', ...made },
      { store: 'us', rmaNo: 'RMA99999999', rmaId: made.rmaId },
      { store: 'nowhere', ...made },
    ]) {
      const res = await confirmation(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'rmaNotFound',
        message: 'RMA number not found in our records. Please enter a valid RMA number.',
      });
    }
  });

  it('tells whether the caller is a signed-in member', async () => {
    const guest = await newCustomer(ctx.app, 'us');
    expect((await confirmation({ store: 'us', ...made }, guest.token)).json().detail.loggedIn).toBe(false);
    expect((await confirmation({ store: 'us', ...made }, 'not-a-token')).json().detail.loggedIn).toBe(false);

    const member = await ctx.database.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'member.us@example.com')
      .executeTakeFirstOrThrow();
    const memberToken = await signMemberToken(ctx.app.ctx, member.id);
    const session = await newCustomer(ctx.app, 'us');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/your-details/login-by-estore?store=us',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { memberToken },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await confirmation({ store: 'us', ...made }, session.token)).json().detail.loggedIn).toBe(true);
  });

  it("answers the wizard back at step 1 with the store's default enquiry, and resets the caller's session", async () => {
    expect((await confirmation({ store: 'us', ...made })).json().wizard).toEqual({
      step: 1,
      natureEnquiry: 1,
      mode: 'estore',
      version: expect.any(Number),
    });
    const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', 840);
    const chosen = await c.post('/api/your-products/enquiry', { natureEnquiry: 4 });
    expect(chosen.body.wizard).toEqual({ step: 2, natureEnquiry: 4, mode: 'rma-status', version: expect.any(Number) });
    const res = await confirmation({ store: 'us', ...made }, c.token);
    expect(res.json().wizard).toEqual({ step: 1, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) });
    const session = (await sessionFromToken(ctx.app.ctx, c.token))!;
    expect(session.state).toMatchObject({ step: 1, natureEnquiry: 1, mode: 'estore' });
    // A session of another store is left alone.
    const uk = await newCustomer(ctx.app, 'uk');
    await confirmation({ store: 'us', ...made }, uk.token);
    expect((await sessionFromToken(ctx.app.ctx, uk.token))!.state.step).toBe(1);
  });

  // The limit does not depend on the engine; one engine is enough.
  it.runIf(engine === 'sqlite')('is rate limited as a look-up call', async () => {
    const limited = await createTestContext('sqlite', { demo: false, env: { LOOKUP_RATE_LIMIT: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await limited.app.inject({ method: 'GET', url: `/api/confirmation?store=us&rmaNo=RMA0000000${i}&rmaId=x` }))
            .statusCode,
        );
      }
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
