import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import security, { HELMET_POLICY } from './security.js';

/** The headers helmet itself sets on a real response with the same policy. */
async function helmetsOwn(): Promise<Record<string, string>> {
  const middleware = helmet(HELMET_POLICY);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries(answer.headers);
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('sets every header helmet sets, with the same value, on answers, errors and Not Found', async () => {
    await app.register(security);
    app.get('/ok', () => ({ ok: true }));
    app.get('/fails', () => {
      throw new Error('boom');
    });
    const own = await helmetsOwn();
    const names = Object.keys(own).filter(
      (name) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
      ]),
    );
    for (const url of ['/ok', '/fails', '/nowhere']) {
      const answer = await app.inject({ url });
      for (const name of names) expect([url, name, answer.headers[name]]).toEqual([url, name, own[name]]);
    }
    expect(own['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(own['x-frame-options']).toBe('DENY');
  });
});
