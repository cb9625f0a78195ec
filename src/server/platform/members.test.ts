import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { builtinMembers, formatOrderTotal } from './members.js';

describe('formatOrderTotal', () => {
  it("formats in the store's currency and language", () => {
    expect(formatOrderTotal(169.98, 'us')).toBe('$169.98');
    expect(formatOrderTotal(1234.5, 'uk')).toBe('£1,234.50');
    expect(formatOrderTotal(1234.5, 'fr')).toMatch(/^1\s234,50\s€$/);
    expect(formatOrderTotal(12000, 'jp')).toMatch(/^[￥¥]12,000$/);
  });
});

describe.each(ENGINES)('builtinMembers (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('finds members by e-mail (any case) and id', async () => {
    const members = builtinMembers(ctx.database.db);
    const member = await members.findByEmail(' Member.US@example.com ');
    expect(member).toMatchObject({
      email: 'member.us@example.com',
      firstName: 'Jamie',
      store: 'us',
      staff: false,
      membershipEnabled: true,
    });
    expect(await members.findById(member!.id)).toEqual(member);
    expect(await members.findByEmail('')).toBeNull();
    expect(await members.findByEmail('nobody@example.com')).toBeNull();
    expect(await members.findById(-1)).toBeNull();
    expect((await members.findByEmail('staff.us@example.com'))?.staff).toBe(true);
  });

  it('verifies passwords, answering null alike for a wrong password and an unknown e-mail', async () => {
    const members = builtinMembers(ctx.database.db);
    expect((await members.verifyPassword('member.us@example.com', 'demo-password'))?.email).toBe(
      'member.us@example.com',
    );
    expect(await members.verifyPassword('member.us@example.com', 'Demo-password')).toBeNull();
    expect(await members.verifyPassword('nobody@example.com', 'demo-password')).toBeNull();
    expect(await members.verifyPassword('', '')).toBeNull();
  });

  it("lists a member's recent orders of the store only, newest first, with totals", async () => {
    const members = builtinMembers(ctx.database.db);
    const member = (await members.findByEmail('member.us@example.com'))!;
    const us = await members.customerDetail(member.id, 'us');
    expect(us.orders).toEqual([
      { orderNumber: 'US1000201', value: '$169.98' },
      { orderNumber: 'US1000202', value: '$109.99' },
    ]);
    expect((await members.customerDetail(member.id, 'uk')).orders).toEqual([]);
    expect((await members.customerDetail(999_999, 'us')).loggedIn).toBe(false);
  });
});
