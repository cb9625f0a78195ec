import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductAction } from '../../../shared/codes.js';
import type { Store } from '../../../shared/stores.js';
import { importData } from '../../import/importer.js';
import { newCustomer } from '../../test/kit.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { englishMessage, type MessageKey } from '../../../shared/messages.js';
import { LANGUAGES } from '../../../shared/languages.js';
import { messageIn } from '../../lib/messages.js';
import { signToken } from '../../modules/session/tokens.js';
import { emptyWizardState } from '../../modules/session/state.js';
import { sessionFromToken, signMemberToken, updateSession } from '../../modules/session/service.js';

const MEMBER_EMAIL = 'member.us@example.com';
const STAFF_EMAIL = 'staff.us@example.com';
const US = 840;
const TAIWAN = 158;

const validBody = {
  store: 'us',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  country: US,
  pid: '',
  languageReply: 'en',
};

describe.each(ENGINES)('your-details (%s)', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function authenticate(store: Store = 'us'): Promise<string> {
    const { token } = await newCustomer(ctx, store);
    expect(token).toEqual(expect.any(String));
    return token;
  }
  const auth = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  const getDetails = (token: string, store = 'us', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/your-details?store=${store}`, headers: auth(token, headers) });
  const postDetails = (token: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/your-details',
      headers: auth(token),
      payload: { ...validBody, ...body },
    });
  const sessionOf = async (token: string) => (await sessionFromToken(ctx.app.ctx, token))!;
  const memberId = async (email: string) =>
    (await ctx.database.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  describe('authenticate', () => {
    it('starts a guest session for a known store', async () => {
      const token = await authenticate('sg');
      const session = await sessionOf(token);
      expect(session.store).toBe('sg');
      expect(session.memberId).toBeNull();
      expect(session.state).toEqual(emptyWizardState());
    });

    it('refuses an unknown store with 400 unknownStore', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/your-details/authenticate?store=xx' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'unknownStore' });
    });
  });

  describe('GET details', () => {
    it('answers a new session: empty details, the store countries and languages, cookies kept', async () => {
      const token = await authenticate('us');
      const res = await getDetails(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        firstName: '',
        lastName: '',
        email: '',
        pid: '',
        languageReply: 'en',
        country: US,
        countryList: [{ id: US, name: 'United States', store: 'us', code: 'US', phoneCode: 1 }],
        languageReplyList: LANGUAGES.map((id) => ({ id, name: expect.any(String) })),
        token,
        clearCookies: false,
        loggedIn: false,
        wizard: { step: 1, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });
    });

    it("lists the store's language first and offers no default country when there are several", async () => {
      const token = await authenticate('fr');
      const body = (await getDetails(token, 'fr')).json();
      expect(body.languageReplyList[0]).toEqual({ id: 'fr', name: 'Français' });
      expect(body.languageReplyList).toHaveLength(8);
      expect(body.languageReply).toBe('fr');

      const ie = await authenticate('ie');
      const ieBody = (await getDetails(ie, 'ie')).json();
      expect(ieBody.country).toBeNull();
      expect(ieBody.countryList.length).toBeGreaterThan(10);
      expect(ieBody.countryList.every((c: { store: string }) => c.store === 'ie')).toBe(true);
      expect(ieBody.languageReplyList[0].id).toBe('en');
    });

    it('answers a country list an import changed at the next call, though the list is kept between calls', async () => {
      const token = await authenticate('us');
      const ids = async () =>
        ((await getDetails(token)).json().countryList as { id: number; name: string }[]).map(
          (c) => `${c.id} ${c.name}`,
        );
      const today = ctx.clock.now.toISOString().slice(0, 10);
      const us = { id: US, name: 'United States', code: 'US', phoneCode: 1, stores: ['us'] };
      const puertoRico = { id: 630, name: 'Puerto Rico', code: 'PR', phoneCode: 1787, stores: ['us'] };
      expect(await ids()).toEqual([`${US} United States`]);
      try {
        expect((await importData(ctx.database, { countries: [us, puertoRico] }, { today })).ok).toBe(true);
        expect(await ids()).toEqual([`${US} United States`, '630 Puerto Rico']);
        // A country renamed, in a list that stays.
        const renamed = { ...puertoRico, name: 'Puerto Rico (US)' };
        expect((await importData(ctx.database, { countries: [us, renamed] }, { today })).ok).toBe(true);
        expect(await ids()).toEqual([`${US} United States`, '630 Puerto Rico (US)']);
      } finally {
        await importData(ctx.database, { countries: [us, { ...puertoRico, stores: [] }] }, { today });
      }
      expect(await ids()).toEqual([`${US} United States`]);
    });

    it('answers 401 without a token, with a forged one, for an expired session and for another store', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/your-details?store=us' })).statusCode).toBe(401);

      const forged = await signToken(new TextEncoder().encode('x'.repeat(48)), 'session', 'nope', 3600);
      const forgedRes = await getDetails(forged);
      expect(forgedRes.statusCode).toBe(401);
      expect(forgedRes.json()).toMatchObject({ status: 'unauthorized', code: 'sessionExpired' });
      expect((await getDetails('not-a-jwt')).statusCode).toBe(401);

      const token = await authenticate('us');
      await ctx.database.db
        .updateTable('sessions')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', (await sessionOf(token)).id)
        .execute();
      expect((await getDetails(token)).statusCode).toBe(401);

      const usToken = await authenticate('us');
      expect((await getDetails(usToken, 'uk')).statusCode).toBe(401);
      expect((await postDetails(usToken, { store: 'uk', country: 826 })).statusCode).toBe(401);
    });
  });

  describe('POST details', () => {
    it('saves the details, moves to step 2 and answers success with the same token', async () => {
      const token = await authenticate('us');
      const res = await postDetails(token, { firstName: ' Ada ', email: ' Ada@Example.com ', pid: 'ignored' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        token,
        wizard: { step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });

      const session = await sessionOf(token);
      expect(session.state.step).toBe(2);
      expect(session.email).toBe('ada@example.com');
      expect(session.state.details).toEqual({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        country: US,
        pid: '-',
        languageReply: 'en',
      });

      const after = (await getDetails(token)).json();
      expect(after).toMatchObject({
        firstName: 'Ada',
        email: 'ada@example.com',
        pid: '-',
        clearCookies: false,
        loggedIn: false,
      });
    });

    const cases: [string, Record<string, unknown>, string, MessageKey][] = [
      ['no first name', { firstName: '  ' }, 'firstName', 'enterFirstName'],
      ['no last name', { lastName: '' }, 'lastName', 'enterLastName'],
      ['no email', { email: '' }, 'email', 'enterEmail'],
      ['an invalid email', { email: 'ada@example' }, 'email', 'enterValidEmail'],
      ['no country', { country: null }, 'country', 'selectCountry'],
      ['a country of another store', { country: 826 }, 'country', 'selectCountry'],
      ['no language', { languageReply: '' }, 'languageReply', 'selectLanguage'],
      ['an unknown language', { languageReply: 'xx' }, 'languageReply', 'selectLanguage'],
    ];
    it.each(cases)('refuses %s with its message', async (_label, change, field, key) => {
      const token = await authenticate('us');
      const res = await postDetails(token, change);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ status: 'invalid', code: key, message: englishMessage(key) });
      expect(body.fields).toEqual({ [field]: englishMessage(key) });
      expect((await sessionOf(token)).state.details).toBeNull();
    });

    it('lists every failing field at once, the first naming the answer', async () => {
      const token = await authenticate('us');
      const res = await postDetails(token, {
        firstName: '',
        lastName: '',
        email: '',
        country: null,
        languageReply: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('enterFirstName');
      expect(Object.keys(res.json().fields)).toEqual(['firstName', 'lastName', 'email', 'country', 'languageReply']);
    });

    it('asks Taiwan for a personal ID of at least 5 characters and stores it', async () => {
      const token = await authenticate('tw');
      const short = await postDetails(token, { store: 'tw', country: TAIWAN, languageReply: 'tw', pid: 'A123' });
      expect(short.statusCode).toBe(400);
      // Answers are in the store's language.
      expect(short.json().fields).toEqual({ pid: messageIn('tw', 'enterPid') });
      expect(short.json().code).toBe('enterPid');

      const empty = await postDetails(token, { store: 'tw', country: TAIWAN, languageReply: 'tw', pid: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('enterPid');

      const ok = await postDetails(token, { store: 'tw', country: TAIWAN, languageReply: 'tw', pid: 'A1234' });
      expect(ok.statusCode).toBe(200);
      expect((await sessionOf(token)).state.details?.pid).toBe('A1234');
    });

    it('stores "-" as the personal ID outside Taiwan', async () => {
      const token = await authenticate('us');
      expect((await postDetails(token, { pid: 'A1234567' })).statusCode).toBe(200);
      expect((await sessionOf(token)).state.details?.pid).toBe('-');
    });

    it("answers 'member' when a guest gives a registered member's e-mail, and still saves the details", async () => {
      const token = await authenticate('us');
      const res = await postDetails(token, { email: MEMBER_EMAIL.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'member',
        token,
        wizard: { step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });
      const session = await sessionOf(token);
      expect(session.state.details?.email).toBe(MEMBER_EMAIL);
      expect(session.memberId).toBeNull();
    });

    it("forgets the previous e-mail's products and reasons when the e-mail changes", async () => {
      const token = await authenticate('us');
      await postDetails(token, {});
      const line = {
        sourceId: 'o-1',
        productId: 1,
        orderNumber: 'US1',
        orderLineId: 1,
        selected: true,
        actionSelected: ProductAction.Return,
        serialNumber: '',
        serialResult: '' as const,
        invoiceNumber: '',
        proofUploadId: '',
        purchaseDate: '',
        addedAt: 1,
      };
      const seed = async () =>
        updateSession(ctx.app.ctx, await sessionOf(token), (state) => {
          state.lines = { 'o-1': line };
          state.orderNumber = 'US1';
          state.service = 1;
          state.step = 3;
        });

      await seed();
      await postDetails(token, { firstName: 'Ada B.' });
      let state = (await sessionOf(token)).state;
      expect(Object.keys(state.lines)).toEqual(['o-1']);
      expect(state.step).toBe(2);

      await seed();
      await postDetails(token, { email: 'other@example.com' });
      state = (await sessionOf(token)).state;
      expect(state.lines).toEqual({});
      expect(state.reasons).toEqual({});
      expect(state.orderNumber).toBe('');
      expect(state.service).toBe(0);
      expect(state.step).toBe(2);
    });
  });

  describe('email-status', () => {
    it("tells a member's e-mail from a guest's", async () => {
      const token = await authenticate('us');
      const post = (email: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/your-details/email-status',
          headers: auth(token),
          payload: { email, store: 'us' },
        });
      const member = await post(` ${MEMBER_EMAIL} `);
      expect(member.statusCode).toBe(200);
      expect(member.json()).toEqual({ status: 'member', loggedIn: false, token });
      expect((await post('nobody@example.com')).json()).toEqual({ status: 'guest', loggedIn: false, token });
      expect((await post('')).json().status).toBe('guest');
    });

    it('needs a session', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/email-status',
        payload: { email: MEMBER_EMAIL, store: 'us' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('customer', () => {
    it('answers empty fields and loggedIn false for a guest', async () => {
      const token = await authenticate('us');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/customer?store=us',
        headers: auth(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        firstName: '',
        icon: '',
        news: [],
        orders: [],
        staff: false,
        membershipEnable: false,
        loggedIn: false,
        cartItemCount: 0,
      });
    });
  });

  describe('member sessions', () => {
    async function memberSession(email: string, store: Store = 'us') {
      const token = await authenticate(store);
      const memberToken = await signMemberToken(ctx.app.ctx, await memberId(email));
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/your-details/login-by-estore?store=${store}`,
        headers: auth(token),
        payload: { memberToken },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email, token });
      return { token, memberToken };
    }

    it('login-by-estore attaches the member and fills the details from the account', async () => {
      const token = await authenticate('us');
      await postDetails(token, { email: MEMBER_EMAIL, firstName: 'Typed' });
      const memberToken = await signMemberToken(ctx.app.ctx, await memberId(MEMBER_EMAIL));
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/login-by-estore?store=us',
        headers: auth(token),
        payload: { memberToken },
      });
      expect(res.json()).toEqual({ email: MEMBER_EMAIL, token });
      const session = await sessionOf(token);
      expect(session.memberId).toBe(await memberId(MEMBER_EMAIL));
      expect(session.state.details).toMatchObject({
        firstName: 'Jamie',
        lastName: 'Rivera',
        email: MEMBER_EMAIL,
        country: US,
      });
      // Same e-mail as before: the flow stays where it was.
      expect(session.state.step).toBe(2);

      const details = (await getDetails(token, 'us', { 'x-member-token': memberToken })).json();
      expect(details).toMatchObject({ firstName: 'Jamie', email: MEMBER_EMAIL, loggedIn: true, clearCookies: true });
    });

    it('login-by-estore answers 401 for a bad member token and for a session token', async () => {
      const token = await authenticate('us');
      const post = (memberToken: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/your-details/login-by-estore?store=us',
          headers: auth(token),
          payload: { memberToken },
        });
      expect((await post('forged')).statusCode).toBe(401);
      const expired = await signToken(
        ctx.app.ctx.config.tokenSecret,
        'member',
        String(await memberId(MEMBER_EMAIL)),
        -60,
      );
      expect((await post(expired)).statusCode).toBe(401);
      const other = await authenticate('us');
      expect((await post(other)).statusCode).toBe(401);
      expect((await sessionFromToken(ctx.app.ctx, token))?.memberId ?? null).toBeNull();
    });

    it("a member keeps the account's e-mail whatever the form says", async () => {
      const { token } = await memberSession(MEMBER_EMAIL);
      const res = await postDetails(token, { email: 'someone.else@example.com' });
      expect(res.json()).toEqual({
        status: 'success',
        token,
        wizard: { step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });
      expect((await sessionOf(token)).state.details?.email).toBe(MEMBER_EMAIL);
      const status = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/email-status',
        headers: auth(token),
        payload: { email: MEMBER_EMAIL, store: 'us' },
      });
      expect(status.json()).toMatchObject({ status: 'member', loggedIn: true });
    });

    it('customer answers the account menu: name, news, recent orders with totals, flags', async () => {
      const { token } = await memberSession(MEMBER_EMAIL);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/customer?store=us',
        headers: auth(token),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        firstName: 'Jamie',
        staff: false,
        membershipEnable: true,
        loggedIn: true,
        cartItemCount: 2,
      });
      expect(body.news[0]).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
      expect(body.orders).toEqual([
        { orderNumber: 'US1000201', value: '$169.98' },
        { orderNumber: 'US1000202', value: '$109.99' },
      ]);

      const staff = await memberSession(STAFF_EMAIL);
      const staffBody = (
        await ctx.app.inject({ method: 'POST', url: '/api/your-details/customer?store=us', headers: auth(staff.token) })
      ).json();
      expect(staffBody).toMatchObject({ firstName: 'Sam', staff: true, membershipEnable: true, loggedIn: true });
      expect(staffBody.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['US1000301']);
    });

    it('X-Member-Token: another member or a forged token is 401 for a member session; an expired one is fine', async () => {
      const { token, memberToken } = await memberSession(MEMBER_EMAIL);
      const secret = ctx.app.ctx.config.tokenSecret;
      expect((await getDetails(token, 'us', { 'x-member-token': memberToken })).statusCode).toBe(200);
      const expiredSame = await signToken(secret, 'member', String(await memberId(MEMBER_EMAIL)), -3600);
      expect((await getDetails(token, 'us', { 'x-member-token': expiredSame })).statusCode).toBe(200);

      const otherMember = await signMemberToken(ctx.app.ctx, await memberId(STAFF_EMAIL));
      expect((await getDetails(token, 'us', { 'x-member-token': otherMember })).statusCode).toBe(401);
      const forged = await signToken(
        new TextEncoder().encode('y'.repeat(48)),
        'member',
        String(await memberId(MEMBER_EMAIL)),
        600,
      );
      expect((await getDetails(token, 'us', { 'x-member-token': forged })).statusCode).toBe(401);
      const sessionKind = await signToken(secret, 'session', String(await memberId(MEMBER_EMAIL)), 600);
      expect((await getDetails(token, 'us', { 'x-member-token': sessionKind })).statusCode).toBe(401);

      // A guest session ignores the header.
      const guest = await authenticate('us');
      expect((await getDetails(guest, 'us', { 'x-member-token': otherMember })).statusCode).toBe(200);
    });

    it('signing in as a member with another e-mail forgets the guest flow and returns to step 1', async () => {
      const token = await authenticate('us');
      await postDetails(token, { email: 'guest@example.com' });
      await updateSession(ctx.app.ctx, await sessionOf(token), (state) => {
        state.orderNumber = 'US999';
      });
      const memberToken = await signMemberToken(ctx.app.ctx, await memberId(MEMBER_EMAIL));
      await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/login-by-estore?store=us',
        headers: auth(token),
        payload: { memberToken },
      });
      const state = (await sessionOf(token)).state;
      expect(state.step).toBe(1);
      expect(state.orderNumber).toBe('');
      expect(state.details?.email).toBe(MEMBER_EMAIL);
    });

    it('logout ends the session', async () => {
      const { token } = await memberSession(MEMBER_EMAIL);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/logout?store=us',
        headers: auth(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
      expect((await getDetails(token)).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/your-details/logout?store=us', headers: auth(token) }))
          .statusCode,
      ).toBe(401);
    });
  });
});

describe('look-up rate limit', () => {
  it('answers 429 once a client has used up its authenticate calls', async () => {
    const ctx = await createTestContext('sqlite', { env: { LOOKUP_RATE_LIMIT: '2' } });
    try {
      const call = () => ctx.app.inject({ method: 'POST', url: '/api/your-details/authenticate?store=us' });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    } finally {
      await ctx.close();
    }
  });

  it('limits saving the details too, which tells whether an e-mail is a member', async () => {
    const ctx = await createTestContext('sqlite', { env: { LOOKUP_RATE_LIMIT: '2' } });
    try {
      const guest = await newCustomer(ctx.app, 'us');
      const save = (email: string) =>
        guest.post('/api/your-details', {
          firstName: 'Ann',
          lastName: 'Lee',
          email,
          country: US,
          languageReply: 'en',
        });
      expect((await save('a@example.com')).statusCode).toBe(200);
      expect((await save('b@example.com')).statusCode).toBe(200);
      const limited = await save('c@example.com');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rateLimited' });
    } finally {
      await ctx.close();
    }
  });
});
