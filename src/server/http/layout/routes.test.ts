import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';

const FOOTER =
  '<div class="footer" onclick="steal()"><ul><li><a href="javascript:alert(1)">x</a></li>' +
  '<li><a href="/help">Help</a></li><li><a href="http://example.com/x">Plain</a></li></ul>' +
  '<script>document.cookie</script>' +
  '<img src=x onerror=alert(1)><style>*{}</style></div>';

describe.each(ENGINES)('layout (%s)', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const db = ctx.database.db;
    await db.deleteFrom('layout_fragments').where('store', '=', 'nordic').execute();
    await db
      .insertInto('layout_fragments')
      .values({
        store: 'nordic',
        kind: 'footer',
        html: FOOTER,
      })
      .execute();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (kind: string, store: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/layout/${kind}?store=${store}` });

  it.each(['product-menu', 'side-menu', 'footer'])(
    "answers the store's %s as cacheable HTML without a token",
    async (kind) => {
      const res = await get(kind, 'us');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.body).toMatch(/^<ul><li><a href="https:\/\/www\.example\.com\/us\//);
      expect(res.body).not.toMatch(/^"/);
    },
  );

  it('serves the fragment sanitised', async () => {
    const res = await get('footer', 'nordic');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '<div class="footer"><ul><li><a>x</a></li><li><a href="/help">Help</a></li><li><a>Plain</a></li></ul></div>',
    );
  });

  it('serves a fragment changed in the database at the next call, sanitised', async () => {
    const db = ctx.database.db;
    const before = await get('footer', 'nordic');
    await db
      .updateTable('layout_fragments')
      .set({ html: '<p class="new">Changed <a href="https://example.com/x" onmouseover="x()">link</a></p><svg/>' })
      .where('store', '=', 'nordic')
      .where('kind', '=', 'footer')
      .execute();
    const after = await get('footer', 'nordic');
    expect(after.body).toBe('<p class="new">Changed <a href="https://example.com/x">link</a></p>');
    expect(after.body).not.toBe(before.body);
    // Its first text again: served as sanitised before, whether kept or sanitised anew.
    await db
      .updateTable('layout_fragments')
      .set({ html: FOOTER })
      .where('store', '=', 'nordic')
      .where('kind', '=', 'footer')
      .execute();
    expect((await get('footer', 'nordic')).body).toBe(before.body);
  });

  it('answers 404 for a missing fragment and 400 for an unknown store or kind', async () => {
    const missing = await get('side-menu', 'nordic');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'notFound' });
    const unknown = await get('footer', 'zz');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknownStore' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/layout/footer' })).statusCode).toBe(400);
    expect((await get('header', 'us')).statusCode).toBe(404);
  });
});
