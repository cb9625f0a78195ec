import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage, type MessageKey } from '../../shared/messages.js';
import { INT32_MAX } from '../../shared/schemas/common.js';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { customer, multipart, png, uploadedFiles, type Answer, type Customer } from '../test/kit.js';

const UPLOADS = ['/api/your-products/upload-file', '/api/your-request/upload-damage-image'];
const MULTIPART = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** An error answer in the contract's shape, with its own message and no framework code. */
function expectError(res: Answer, status: number, code: MessageKey): void {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ status: 'invalid', code, message: englishMessage(code) });
  expect(JSON.stringify(res.body)).not.toMatch(/FST_/);
}

function form(parts: Parameters<typeof multipart>[0]): [Buffer, Record<string, string>] {
  const { payload, headers } = multipart(parts);
  return [payload, headers];
}

describe.each(ENGINES)('errors at the edge (%s)', (engine) => {
  let ctx: TestContext;
  let c: Customer;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    c = await customer(ctx, 'us', 'alex.us@example.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('tells a body too large, a missing file, a cut field and a wrong media type apart', async () => {
    const big = await c.post('/api/your-products/update-product', { id: 1, x: 'a'.repeat(1024 * 1024) });
    expectError(big, 413, 'requestTooLarge');
    for (const url of UPLOADS) {
      expectError(await c.send('POST', url, ...form([{ name: 'sourceId', value: 'x' }])), 400, 'uploadFileMissing');
      const cut = await c.send(
        'POST',
        url,
        ...form([
          { name: 'sourceId', value: 'x'.repeat(2000) },
          { name: 'file', filename: 'a.png', type: 'image/png', content: png(100) },
        ]),
      );
      expectError(cut, 400, 'invalidRequest');
      expect(cut.body.fields).toEqual({ sourceId: englishMessage('tooLong', { max: 1024 }) });
      expectError(await c.post(url, { sourceId: 'x' }), 415, 'unsupportedMediaType');
    }
  });

  it('answers a malformed multipart body with a 4xx and leaves no file', async () => {
    const files = await uploadedFiles(ctx);
    const noName = 'Content-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx';
    const proto = 'Content-Disposition: form-data; name="__proto__"\r\n\r\nx';
    const protoFile = 'Content-Disposition: form-data; name="__proto__"; filename="a.png"\r\n\r\nxx';
    for (const url of UPLOADS) {
      for (const part of [noName, proto, protoFile]) {
        const body = Buffer.from(`--b\r\n${part}\r\n--b--\r\n`);
        expectError(await c.send('POST', url, body, MULTIPART('b')), 400, 'uploadFormUnreadable');
      }
      const noBoundary = Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--b--\r\n',
      );
      const res = await c.send('POST', url, noBoundary, { 'content-type': 'multipart/form-data' });
      expectError(res, 400, 'uploadFormUnreadable');
      const nul = await c.send('POST', url, ...form([{ name: 'sourceId', value: 'a\u0000b' }]));
      expectError(nul, 400, 'invalidCharacters');
    }
    expect(await uploadedFiles(ctx)).toEqual(files);
  });

  it('refuses a NUL in any string of a body or a query, naming the field', async () => {
    const email = await c.post('/api/your-details/email-status', { email: 'a\u0000@example.com' });
    expectError(email, 400, 'invalidCharacters');
    expect(email.body.fields).toEqual({ email: englishMessage('invalidCharacters') });
    const keyword = await c.post('/api/your-products/search-order', { keyword: 'US\u00001000101' });
    expectError(keyword, 400, 'invalidCharacters');
    expect(Object.keys(keyword.body.fields)).toEqual(['keyword']);
    const query = await c.send('GET', '/api/your-products?store=us%00');
    expectError(query, 400, 'invalidCharacters');
  });

  it('answers an over-long path parameter with 414 in the contract shape', async () => {
    expectError(await c.get(`/api/files/${'a'.repeat(300)}`), 414, 'uriTooLong');
  });

  it('refuses integers outside the column range with 400 naming the field', async () => {
    for (const id of [INT32_MAX + 1, 2 ** 53 - 1, -1]) {
      const product = await c.post('/api/your-products/update-product', { id });
      expectError(product, 400, 'invalidRequest');
      expect(Object.keys(product.body.fields)).toContain('id');
      const address = await c.post('/api/your-address/update', { address: { id } });
      expectError(address, 400, 'invalidRequest');
      expect(Object.keys(address.body.fields)).toContain('address.id');
    }
  });
});
