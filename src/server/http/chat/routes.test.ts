import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { replyToConversation } from '../../modules/inbox/reply.js';
import type { StaffPrincipal } from '../../modules/staff/principal.js';
import { ChatClient, eventually, listen } from '../../test/chat.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer, newCustomer, type Customer } from '../../test/kit.js';

/** A staff user written straight into the database, as the principal the staff session would build. */
async function agent(ctx: TestContext, name = 'Robin Agent'): Promise<StaffPrincipal> {
  const at = ctx.clock.now.toISOString();
  const row = await ctx.database.db
    .insertInto('staff_users')
    .values({
      email: `agent.${Math.random().toString(36).slice(2)}@test.example`,
      name,
      password_hash: 'x',
      role: 'agent',
      stores: 'sg',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    email: 'agent@test.example',
    name,
    role: 'agent',
    stores: ['sg'],
    language: 'en',
    sessionId: 's',
    ip: '',
  };
}

async function connect(base: string, c: Customer, after = -1): Promise<ChatClient> {
  const client = await ChatClient.open(`${base}/api/chat/ws?store=${c.store}`);
  client.send({ type: 'hello', token: c.token, after });
  return client;
}

describe.each(ENGINES)('live chat, customer side (%s)', (engine) => {
  let ctx: TestContext;
  let base: string;
  const clients: ChatClient[] = [];
  const open = async (c: Customer, after = -1) => {
    const client = await connect(base, c, after);
    clients.push(client);
    return client;
  };

  beforeEach(async () => {
    ctx = await createTestContext(engine);
    base = await listen(ctx.app);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await ctx.close();
  });

  it('says no agent is online when none is connected, and nothing in a store without chat', async () => {
    for (const store of ['sg', 'jp']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/chat/availability?store=${store}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ online: false });
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/chat/availability?store=xx' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a socket without a valid hello, and a token of another store', async () => {
    const c = await newCustomer(ctx, 'sg');
    const forged = await ChatClient.open(`${base}/api/chat/ws?store=sg`);
    forged.send({ type: 'hello', token: 'not-a-token' });
    expect((await forged.whenClosed()).code).toBe(4401);
    const elsewhere = await ChatClient.open(`${base}/api/chat/ws?store=us`);
    elsewhere.send({ type: 'hello', token: c.token });
    expect((await elsewhere.whenClosed()).code).toBe(4401);
    const early = await ChatClient.open(`${base}/api/chat/ws?store=sg`);
    early.send({ type: 'send', clientId: 'a', body: 'hi' });
    expect((await early.whenClosed()).code).toBe(4401);
  });

  it('writes a message before acknowledging it, starts one conversation per session, refuses bad messages', async () => {
    const c = await customer(ctx, 'sg', 'alex.sg@example.com');
    const client = await open(c);
    expect(await client.type('ready')).toEqual({ type: 'ready', agentOnline: false, messages: [] });
    client.send({ type: 'send', clientId: 'm1', body: '  Where is my refund?  ' });
    const ack = await client.type('ack');
    expect(ack).toMatchObject({ clientId: 'm1', message: { id: 0, author: 'customer', body: 'Where is my refund?' } });
    client.send({ type: 'send', clientId: 'm2', body: 'It was sent back a week ago.' });
    const second = await client.type('ack');
    expect(second.message.id).toBeGreaterThan(0);
    const rows = await ctx.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('channel', '=', 'chat')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ store: 'sg', email: 'alex.sg@example.com', status: 'open', first_name: 'Alex' });
    expect(rows[0]!.due_at).not.toBeNull();
    client.send({ type: 'send', clientId: 'm3', body: 'x'.repeat(201) });
    expect(await client.type('error')).toMatchObject({ clientId: 'm3', code: 'tooLong' });
    client.send({ type: 'send', clientId: 'm4', body: '   ' });
    expect(await client.type('error')).toMatchObject({ clientId: 'm4', code: 'enterMessage' });
    client.send({ nonsense: true });
    expect(await client.type('error')).toMatchObject({ code: 'invalidRequest' });
  });

  it('delivers an agent reply live, then after a reconnect only what was missed', async () => {
    const c = await customer(ctx, 'sg', 'alex.sg@example.com');
    const staff = await agent(ctx);
    const first = await open(c);
    await first.type('ready');
    first.send({ type: 'send', clientId: 'm1', body: 'Hello?' });
    const ack = await first.type('ack');
    const conversationId = Number(
      (
        await ctx.database.db
          .selectFrom('contact_messages')
          .select('id')
          .where('channel', '=', 'chat')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await replyToConversation(ctx.app.ctx, staff, conversationId, { body: 'Hi, Robin here.', via: 'live-chat' });
    const live = await first.next((f) => f.type === 'message' && f.message.author === 'staff');
    expect(live.message).toMatchObject({ author: 'staff', name: 'Robin', body: 'Hi, Robin here.' });
    expect(live.message).not.toHaveProperty('staffId');

    first.close();
    await replyToConversation(ctx.app.ctx, staff, conversationId, { body: 'Are you still there?', via: 'live-chat' });
    const again = await open(c, live.message.id);
    const ready = await again.type('ready');
    expect(ready.messages.map((m: { body: string }) => m.body)).toEqual(['Are you still there?']);
    const reload = await open(c, -1);
    const all = await reload.type('ready');
    expect(all.messages.map((m: { id: number }) => m.id)).toEqual([
      ack.message.id,
      live.message.id,
      ready.messages[0].id,
    ]);
  });

  it('loses nothing across a server restart on the same database', async () => {
    const c = await customer(ctx, 'sg', 'alex.sg@example.com');
    const staff = await agent(ctx);
    const client = await open(c);
    await client.type('ready');
    client.send({ type: 'send', clientId: 'm1', body: 'Before the restart' });
    const ack = await client.type('ack');
    await ctx.app.close();
    await client.whenClosed();

    const config = loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' });
    const restarted: FastifyInstance = await buildApp({ config, database: ctx.database, now: () => ctx.clock.now });
    try {
      const id = Number(
        (
          await ctx.database.db
            .selectFrom('contact_messages')
            .select('id')
            .where('channel', '=', 'chat')
            .executeTakeFirstOrThrow()
        ).id,
      );
      await restarted.ready();
      await replyToConversation(restarted.ctx, staff, id, { body: 'Written while you were away', via: 'inbox' });
      const newBase = await listen(restarted);
      const back = await connect(newBase, c, ack.message.id);
      clients.push(back);
      const ready = await back.type('ready');
      expect(ready.messages.map((m: { body: string }) => m.body)).toEqual(['Written while you were away']);
      back.send({ type: 'send', clientId: 'm2', body: 'After the restart' });
      await back.type('ack');
      const reload = await connect(newBase, c, -1);
      clients.push(reload);
      const all = await reload.type('ready');
      expect(all.messages.map((m: { body: string }) => m.body)).toEqual([
        'Before the restart',
        'Written while you were away',
        'After the restart',
      ]);
    } finally {
      for (const client of clients.splice(0)) client.close();
      await restarted.close();
    }
  });

  it('tells a second tab of the same session what the first one sent', async () => {
    const c = await customer(ctx, 'sg', 'alex.sg@example.com');
    const one = await open(c);
    const two = await open(c);
    await one.type('ready');
    await two.type('ready');
    one.send({ type: 'send', clientId: 'm1', body: 'From tab one' });
    await one.type('ack');
    const seen = await two.type('message');
    expect(seen.message.body).toBe('From tab one');
    await eventually(() => true);
  });
});
