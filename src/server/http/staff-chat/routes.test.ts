import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatClient, eventually, listen } from '../../test/chat.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer } from '../../test/kit.js';
import { staffSession, type StaffSession } from '../../test/staff.js';

describe.each(ENGINES)('live chat between a customer and an agent (%s)', (engine) => {
  let ctx: TestContext;
  let base: string;
  let agent: StaffSession;
  const clients: ChatClient[] = [];
  const track = (client: ChatClient) => (clients.push(client), client);
  const availability = async (store = 'sg') =>
    (await ctx.app.inject({ method: 'GET', url: `/api/chat/availability?store=${store}` })).json().online as boolean;

  beforeEach(async () => {
    ctx = await createTestContext(engine);
    base = await listen(ctx.app);
    agent = await staffSession(ctx, { role: 'agent', stores: ['sg', 'jp'], name: 'Robin Agent' });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await ctx.close();
  });

  it('makes the agent online while connected, in the chat stores of their scope only', async () => {
    expect(await availability()).toBe(false);
    const socket = track(await ChatClient.open(`${base}/api/staff/chat/ws`, { cookie: agent.cookie }));
    expect(await socket.type('ready')).toEqual({ type: 'ready', stores: ['sg'] });
    expect(await availability('sg')).toBe(true);
    expect(await availability('us')).toBe(false);
    socket.close();
    await eventually(async () => !(await availability()));
  });

  it('closes the socket of a user disabled meanwhile on their next frame, who is then offline', async () => {
    const socket = track(await ChatClient.open(`${base}/api/staff/chat/ws`, { cookie: agent.cookie }));
    await socket.type('ready');
    expect(await availability()).toBe(true);
    await ctx.database.db.updateTable('staff_users').set({ disabled: 1 }).where('id', '=', agent.staff.id).execute();
    socket.send({ type: 'typing', conversationId: 1, typing: true });
    expect((await socket.whenClosed()).code).toBe(4401);
    await eventually(async () => !(await availability()));
  });

  it('refuses the socket without a staff session, and to a viewer', async () => {
    await expect(ChatClient.open(`${base}/api/staff/chat/ws`)).rejects.toThrow();
    const viewer = await staffSession(ctx, { role: 'viewer', stores: ['sg'] });
    const socket = track(await ChatClient.open(`${base}/api/staff/chat/ws`, { cookie: viewer.cookie }));
    expect((await socket.whenClosed()).code).toBe(4403);
    expect(await availability()).toBe(false);
  });

  it('carries messages both ways, typing both ways, and gives a reconnecting agent what they missed', async () => {
    const staff = track(await ChatClient.open(`${base}/api/staff/chat/ws`, { cookie: agent.cookie }));
    await staff.type('ready');
    const c = await customer(ctx, 'sg', 'alex.sg@example.com');
    const page = track(await ChatClient.open(`${base}/api/chat/ws?store=sg`));
    page.send({ type: 'hello', token: c.token });
    expect(await page.type('ready')).toMatchObject({ agentOnline: true, messages: [] });

    // Typing before the first message tells nobody: there is no conversation yet.
    page.send({ type: 'typing', typing: true });
    page.send({ type: 'send', clientId: 'c1', body: 'My headphones crackle.' });
    const incoming = await staff.type('message');
    const conversationId = incoming.conversationId as number;
    expect(incoming).toMatchObject({
      store: 'sg',
      message: { id: 0, author: 'customer', body: 'My headphones crackle.' },
    });
    page.send({ type: 'typing', typing: true });
    expect(await staff.type('typing')).toEqual({ type: 'typing', conversationId, store: 'sg', typing: true });
    expect(staff.frames.filter((f) => f.type === 'typing')).toEqual([]);

    staff.send({ type: 'typing', conversationId, typing: true });
    expect(await page.type('typing')).toEqual({ type: 'typing', typing: true });
    staff.send({ type: 'send', clientId: 's1', conversationId, body: 'Sorry to hear that. Which model?' });
    const ack = await staff.type('ack');
    expect(ack).toMatchObject({ clientId: 's1', conversationId, message: { author: 'staff', name: 'Robin' } });
    const reply = await page.next((f) => f.type === 'message' && f.message.author === 'staff');
    expect(reply.message).toEqual({
      id: ack.message.id,
      at: ack.message.at,
      author: 'staff',
      name: 'Robin',
      body: 'Sorry to hear that. Which model?',
    });

    const row = await ctx.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'answered', channel: 'chat', waiting_since: null });

    staff.close();
    page.send({ type: 'send', clientId: 'c2', body: 'The Pulse H6.' });
    const missed = (await page.next((f) => f.type === 'ack' && f.clientId === 'c2')).message.id as number;
    const back = track(await ChatClient.open(`${base}/api/staff/chat/ws`, { cookie: agent.cookie }));
    await back.type('ready');
    back.send({ type: 'resume', conversationId, after: ack.message.id });
    expect(await back.type('messages')).toMatchObject({
      conversationId,
      messages: [{ id: missed, body: 'The Pulse H6.' }],
    });
  });

  it('tells the customer when the last agent leaves, and an agent of another store sees nothing', async () => {
    const other = await staffSession(ctx, { role: 'agent', stores: ['us'] });
    const usAgent = track(await ChatClient.open(`${base}/api/staff/chat/ws`, { cookie: other.cookie }));
    await usAgent.type('ready');
    const staff = track(await ChatClient.open(`${base}/api/staff/chat/ws`, { cookie: agent.cookie }));
    await staff.type('ready');
    const c = await customer(ctx, 'sg', 'alex.sg@example.com');
    const page = track(await ChatClient.open(`${base}/api/chat/ws?store=sg`));
    page.send({ type: 'hello', token: c.token });
    await page.type('ready');
    page.send({ type: 'send', clientId: 'c1', body: 'Hello?' });
    const { conversationId } = await staff.type('message');
    usAgent.send({ type: 'send', clientId: 'u1', conversationId, body: 'Not my store' });
    expect(await usAgent.type('error')).toMatchObject({ clientId: 'u1', code: 'notFound' });
    expect(usAgent.frames.filter((f) => f.type === 'message')).toEqual([]);
    staff.close();
    expect(await page.type('presence')).toEqual({ type: 'presence', agentOnline: false });
  });
});
