import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLabel } from '../../modules/labels/service.js';
import { insertTestRma, setReturnCentre, type TestRma } from '../../modules/labels/test-support.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';

const DAY = 86_400_000;
const CENTRE = { name: 'Returns Centre UK', lines: ['Unit 4, Parkway', 'Birmingham B7 5QU'] };

describe.each(ENGINES)('GET /api/labels/<token> (%s)', { timeout: 60_000 }, (engine) => {
  let tc: TestContext;
  const issuedAt = new Date('2025-03-01T10:00:00.000Z');

  beforeAll(async () => {
    tc = await createTestContext(engine, { today: '2025-03-01' });
    await setReturnCentre(tc.app.ctx.db, 'uk', CENTRE);
    await setReturnCentre(tc.app.ctx.db, 'jp', { name: '返品センター', lines: ['大阪府大阪市北区梅田3-1-1'] });
  });
  afterAll(async () => tc?.close());

  async function labelFor(rma: TestRma): Promise<string> {
    tc.clock.now = issuedAt;
    const label = await tc.app.ctx.db.transaction().execute((trx) => issueLabel(trx, tc.app.ctx, rma, 'system'));
    return label.link;
  }
  const get = (url: string, headers: Record<string, string> = {}) => tc.app.inject({ method: 'GET', url, headers });

  it('answers the PDF inline, never cached; the confirmation then shows the link with status Y', async () => {
    const rma = await insertTestRma(tc.app.ctx.db, {
      store: 'jp',
      language: 'jp',
      countryCode: 'JP',
      address: {
        firstName: '太郎',
        lastName: '山田',
        address1: '東京都渋谷区神南1-2-3',
        city: '',
        postalCode: '150-0041',
        countryCode: 'JP',
      },
    });
    const link = await labelFor(rma);
    tc.clock.now = new Date(issuedAt.getTime() + DAY);
    const res = await get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${rma.rma_no}-return-label.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const confirmation = await get(`/api/confirmation?store=jp&rmaNo=${rma.rma_no}&rmaId=${rma.id}`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json().detail).toMatchObject({ labelLink: link, labelStatus: 'Y' });
  });

  it('a label gone by the rules answers 410 and a page in the RMA’s reply language', async () => {
    const rma = await insertTestRma(tc.app.ctx.db, { language: 'de' });
    const link = await labelFor(rma);
    tc.clock.now = new Date(issuedAt.getTime() + 91 * DAY);
    const res = await get(link, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Dieses Rücksendeetikett ist nicht mehr verfügbar');
    expect(res.body).toContain('90 Tage');
    expect(res.body).toContain('Kundenservice');
    expect(res.body).toContain(rma.rma_no);
  });

  it('after receipt the page says the parcel arrived', async () => {
    const rma = await insertTestRma(tc.app.ctx.db, { language: 'jp' });
    const link = await labelFor(rma);
    await tc.app.ctx.db.updateTable('rmas').set({ status: 'PRODUCT_RECEIVED' }).where('id', '=', rma.id).execute();
    const res = await get(link);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toContain('お荷物を受け取りました');
  });

  it.each([
    ['an unknown token', `/api/labels/${'A'.repeat(43)}`],
    ['a short token', '/api/labels/abc'],
    ['an over-long token', `/api/labels/${'A'.repeat(500)}`],
    ['a token with a NUL', `/api/labels/${'A'.repeat(20)}%00`],
    ['a token with a slash', '/api/labels/a/b'],
    ['no token', '/api/labels/'],
  ])('%s answers the not-found page in the Accept-Language, not JSON', async (_name, url) => {
    const res = await get(url, { 'accept-language': 'it-IT,it;q=0.9' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('Questo link non è valido');
  });

  it('unknown in English without Accept-Language', async () => {
    const res = await get(`/api/labels/${'B'.repeat(43)}`);
    expect(res.body).toContain('This return label is no longer available');
    expect(res.body).not.toContain('RMA number:');
  });
});

describe('GET /api/labels/<token>: rate limited like other look-ups', () => {
  let tc: TestContext;
  beforeAll(async () => {
    tc = await createTestContext('sqlite', { env: { LOOKUP_RATE_LIMIT: '2' } });
  });
  afterAll(async () => tc?.close());

  it('answers 429 with a page once the limit is spent', async () => {
    const url = `/api/labels/${'C'.repeat(43)}`;
    expect((await tc.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await tc.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const res = await tc.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pl' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Zbyt wiele żądań');
  });
});
