import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IMAGES_DIR, DEMO_IMAGES_PATH, readDemoData } from '../demo/load-demo.js';
import security from './security.js';
import webApp from './web-app.js';

/** docs/decisions/0032-product-images.md: the demo pictures, their caching, and the policy that lets images in. */
describe('product images', () => {
  let app: FastifyInstance;
  let root: string;
  const products = (readDemoData() as { products: { sku: string; image: string }[] }).products;

  beforeAll(async () => {
    // No front end built: the demo pictures belong to the server and are served anyway.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'product-images-'));
    app = Fastify();
    await app.register(security);
    await app.register(webApp, { webDir: path.join(root, 'web') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('gives most demo products a picture of the portal, and leaves some without one for the placeholder', () => {
    const pictured = products.filter((p) => p.image !== '');
    expect(pictured.length).toBeGreaterThan(products.length / 2);
    expect(pictured.length).toBeLessThan(products.length);
    for (const { image } of pictured) {
      expect(image.startsWith(DEMO_IMAGES_PATH)).toBe(true);
      expect(fs.existsSync(path.join(DEMO_IMAGES_DIR, image.slice(DEMO_IMAGES_PATH.length)))).toBe(true);
    }
  });

  it('serves every demo picture as SVG under /rma, cached for a year', async () => {
    const files = fs.readdirSync(DEMO_IMAGES_DIR);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await app.inject({ method: 'GET', url: `${DEMO_IMAGES_PATH}${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toContain('<svg');
      // A picture is drawing only: nothing in it can run.
      expect(response.body).not.toMatch(/<script|on\w+=|javascript:|<foreignObject/i);
    }
  });

  it('answers an unknown picture with a not-found, never with a picture', async () => {
    const response = await app.inject({ method: 'GET', url: `${DEMO_IMAGES_PATH}nope.svg` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/^image\//);
  });

  it('lets images come from the portal and from https hosts, and nothing else from elsewhere', async () => {
    const response = await app.inject({ method: 'GET', url: `${DEMO_IMAGES_PATH}headphones.svg` });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob: https:");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/img-src[^;]*http:/);
  });
});
