import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { recordAudit } from './repository.js';

describe.each(ENGINES)('the audit log is append-only (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { demo: false });
    await recordAudit(ctx.database.db, {
      at: '2030-01-01T00:00:00.000Z',
      staffId: null,
      actor: 'system',
      action: 'test.entry',
      entity: 'test',
      after: { n: 1 },
    });
  });
  afterAll(async () => ctx?.close());

  const rows = () => ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'test.entry').execute();

  it('refuses an UPDATE', async () => {
    await expect(
      ctx.database.db
        .updateTable('audit_log')
        .set({ actor: 'someone else' })
        .where('action', '=', 'test.entry')
        .execute(),
    ).rejects.toThrow(/append-only/);
    expect((await rows())[0]!.actor).toBe('system');
  });

  it('refuses a DELETE', async () => {
    await expect(ctx.database.db.deleteFrom('audit_log').where('action', '=', 'test.entry').execute()).rejects.toThrow(
      /append-only/,
    );
    expect(await rows()).toHaveLength(1);
  });

  it('keeps the entry as written', async () => {
    expect((await rows())[0]).toMatchObject({ actor: 'system', entity: 'test', after: '{"n":1}', before: '' });
  });
});
