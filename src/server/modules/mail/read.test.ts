import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMailDetail, ZMailList } from '../../../shared/schemas/mail.js';
import { AppError } from '../../lib/errors.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { enqueueMail, type MailCtx } from './outbox.js';
import { getMail, listMail } from './read.js';

describe.each(ENGINES)('the mail view (%s)', (engine) => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  let rmaId: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    rmaId = (await ctx.database.db.selectFrom('rmas').select('id').where('store', '=', 'de').executeTakeFirstOrThrow())
      .id;
    // Seven e-mails a second apart, two of them in the same instant (the cursor must tell those apart by id).
    const instants = [0, 1, 2, 3, 3, 4, 5].map((s) => new Date(Date.UTC(2025, 0, 1, 9, 0, s)));
    const stores = ['us', 'de', 'us', 'jp', 'us', 'de', 'us'];
    for (const [i, instant] of instants.entries()) {
      const mail: MailCtx = { config: ctx.app.ctx.config, now: () => instant };
      ids[i] = await ctx.database.db.transaction().execute((trx) =>
        enqueueMail(trx, mail, {
          store: stores[i]!,
          event: 'staff-message',
          rmaId: stores[i] === 'de' ? rmaId : null,
          to: `reader${i}@example.com`,
          language: '',
          data: {
            rmaNo: `RMA0000000${i}`,
            statusUrl: 'https://returns.example.com/rma/confirmation',
            message: `<m${i}>`,
          },
        }),
      );
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const recipients = (list: { items: { recipient: string }[] }) => list.items.map((item) => item.recipient);

  it('lists newest first and walks every e-mail once through the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const list = ZMailList.parse(await listMail(ctx.app.ctx, { limit: 3, cursor }));
      seen.push(...recipients(list));
      if (!list.nextCursor) break;
      cursor = list.nextCursor;
    }
    expect(seen).toEqual(
      [6, 5, ...(ids[4]! > ids[3]! ? [4, 3] : [3, 4]), 2, 1, 0].map((i) => `reader${i}@example.com`),
    );
  });

  it("filters by store, by RMA and by the reader's stores", async () => {
    expect(recipients(await listMail(ctx.app.ctx, { store: 'de' }))).toEqual([
      'reader5@example.com',
      'reader1@example.com',
    ]);
    expect(recipients(await listMail(ctx.app.ctx, { rmaId }))).toEqual(['reader5@example.com', 'reader1@example.com']);
    expect(recipients(await listMail(ctx.app.ctx, { scope: ['jp', 'de'] }))).toEqual([
      'reader5@example.com',
      'reader3@example.com',
      'reader1@example.com',
    ]);
    expect((await listMail(ctx.app.ctx, { scope: ['jp'], store: 'us' })).items).toEqual([]);
    expect((await listMail(ctx.app.ctx, { scope: [] })).items).toEqual([]);
  });

  it('filters by delivery state and by a part of the recipient, taking % and _ literally', async () => {
    expect((await listMail(ctx.app.ctx, { status: 'pending' })).items).toHaveLength(7);
    expect((await listMail(ctx.app.ctx, { status: 'kept' })).items).toEqual([]);
    expect(recipients(await listMail(ctx.app.ctx, { recipient: 'reader5@' }))).toEqual(['reader5@example.com']);
    expect(recipients(await listMail(ctx.app.ctx, { recipient: 'reader%' }))).toEqual([]);
    expect(recipients(await listMail(ctx.app.ctx, { recipient: 'reader_@' }))).toEqual([]);
    expect((await listMail(ctx.app.ctx, { recipient: 'example.com', store: 'jp' })).items).toHaveLength(1);
  });

  it("reads one e-mail with its HTML, its text and its Message-ID, within the reader's stores", async () => {
    const mail = ZMailDetail.parse(await getMail(ctx.app.ctx, ids[1]!));
    expect(mail).toMatchObject({
      id: ids[1],
      store: 'de',
      language: 'de',
      status: 'pending',
      rmaId,
      subject: 'Eine Nachricht zu Ihrer Anfrage RMA00000001',
      // The sender's domain: the store's from-address in the demo settings.
      messageId: `<${ids[1]}@demo.example>`,
    });
    expect(mail.html).toContain('&lt;m1&gt;');
    expect(mail.text).toContain('> <m1>');
    expect(await getMail(ctx.app.ctx, ids[1]!, ['us'])).toBeNull();
    expect(await getMail(ctx.app.ctx, 'no-such-id')).toBeNull();
  });

  it('refuses a cursor it did not make', async () => {
    await expect(listMail(ctx.app.ctx, { cursor: 'garbage' })).rejects.toBeInstanceOf(AppError);
  });
});
