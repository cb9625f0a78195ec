import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../shared/schemas/common.js';
import { createTestContext, ENGINES, type TestContext } from './test/context.js';
import { customer, PNG } from './test/kit.js';

/**
 * Requests generated from the OpenAPI document with a fixed seed: wrong types, NULs, huge strings, big integers,
 * missing fields, `__proto__` keys and malformed multipart bodies. None may answer 5xx, and every 4xx answers in
 * the contract's error shape.
 */
const SEED = 1313;
const PER_ENGINE = 400;

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Fuzzer {
  readonly rand: () => number;
  constructor(
    private readonly doc: Doc,
    seed: number,
  ) {
    this.rand = seeded(seed);
  }

  int(n: number): number {
    return Math.floor(this.rand() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }

  resolve(schema: Schema | undefined): Schema {
    if (!schema) return {};
    if (schema.$ref) return this.resolve(this.doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
    const choice = schema.anyOf ?? schema.oneOf;
    if (choice?.length) return this.resolve(this.pick(choice.filter((s) => s.type !== 'null')) ?? choice[0]);
    if (schema.allOf?.length) return this.resolve(schema.allOf[0]);
    return schema;
  }

  /** A value the schema roughly accepts, so that mutations reach past the first check. */
  valid(raw: Schema | undefined, name = '', depth = 0): Json {
    const schema = this.resolve(raw);
    if (schema.const !== undefined) return schema.const as Json;
    if (schema.enum?.length) return this.pick(schema.enum) as Json;
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (name === 'store') return 'us';
    if (type === 'integer' || type === 'number')
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 9, this.int(10)));
    if (type === 'boolean') return this.rand() < 0.5;
    if (type === 'string')
      return /mail/i.test(name) ? 'alex.us@example.com' : this.pick(['US1000101', 'x', '2024-01-02', '']);
    if (type === 'array') return depth > 4 ? [] : [this.valid(schema.items, name, depth + 1)];
    if (type === 'object' || schema.properties) {
      const out: Record<string, Json> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (depth < 5 && (schema.required?.includes(key) || this.rand() < 0.5))
          out[key] = this.valid(sub, key, depth + 1);
      }
      return out;
    }
    return 'x';
  }

  /** Replaces one leaf (or drops one key) of a valid value with something hostile. */
  mutate(value: Json): Json {
    const leaf = (): Json =>
      this.pick<Json>([
        'a\u0000b',
        '\u0000',
        'x'.repeat(20_000 + this.int(20_000)),
        2 ** 31,
        -(2 ** 31) - 1,
        2 ** 53,
        1e308,
        -0.5,
        true,
        null,
        [],
        {},
        '12',
        '\ud800',
        '../../etc/passwd',
      ]);
    if (value === null || typeof value !== 'object') return leaf();
    const keys = Object.keys(value);
    if (Array.isArray(value)) {
      if (!value.length) return [leaf()];
      const copy = [...value];
      copy[this.int(copy.length)] = this.mutate(copy[this.int(copy.length)]!);
      return copy;
    }
    const copy: Record<string, Json> = { ...value };
    if (!keys.length || this.rand() < 0.15) copy[this.pick(['extra', 'constructor', 'prototype'])] = leaf();
    else if (this.rand() < 0.2) delete copy[this.pick(keys)];
    else {
      const key = this.pick(keys);
      copy[key] = this.mutate(copy[key]!);
    }
    return copy;
  }

  /** A JSON text; sometimes with a `__proto__` key, which JSON.stringify cannot write. */
  text(value: Json): string {
    const json = JSON.stringify(value);
    if (this.rand() < 0.15 && json.startsWith('{')) {
      return `{"__proto__":{"polluted":true}${json === '{}' ? '' : ','}${json.slice(1)}`;
    }
    return json;
  }

  pathValue(): string {
    return this.pick([
      '00000000-0000-4000-8000-000000000000',
      'a'.repeat(300),
      '%00',
      'a%00b',
      '..%2f..%2fsecrets.json',
      '%E2%82%AC',
      '1',
      '__proto__',
    ]);
  }
}

/** A multipart body of the usual parts with one defect: no name, no boundary, `__proto__`, NUL, cut or missing. */
function multipartCase(f: Fuzzer): { payload: Buffer; contentType: string } {
  const file = (name: string) =>
    `Content-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}`;
  const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
  const parts = f.pick([
    [field('sourceId', 'x'), file('file')],
    [field('sourceId', 'x')],
    [file('file')],
    [`Content-Disposition: form-data; filename="a.png"\r\n\r\nxx`],
    [field('__proto__', 'x'), file('file')],
    [file('__proto__')],
    [field('sourceId', 'a\u0000b'), file('file')],
    [field('sourceId', 'x'.repeat(5000)), file('file')],
    [field('', 'x'), file('')],
    [field('constructor', 'x'), file('file'), file('file')],
  ]);
  const body = `${parts.map((p) => `--fz\r\n${p}\r\n`).join('')}${f.rand() < 0.1 ? '' : '--fz--\r\n'}`;
  const contentType = f.pick([
    'multipart/form-data; boundary=fz',
    'multipart/form-data; boundary=fz',
    'multipart/form-data; boundary=fz',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/json',
  ]);
  return { payload: Buffer.from(body, 'latin1'), contentType };
}

interface Case {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

function requestFor(f: Fuzzer, method: string, path: string, op: Operation): Case {
  let url = path.replace(/\{[^}]+\}/g, () => f.pathValue()).replace(/:[A-Za-z]+/g, () => f.pathValue());
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (query.length) {
    const values = f.mutate(Object.fromEntries(query.map((p) => [p.name, f.valid(p.schema, p.name)]))) as Record<
      string,
      Json
    >;
    const entries = Object.entries(values ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
    url += `?${new URLSearchParams(entries).toString()}`;
  }
  const content = op.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const { payload, contentType } = multipartCase(f);
    return { method, url, payload, contentType };
  }
  if (method === 'get' || method === 'delete' || !content['application/json']) return { method, url };
  const value = f.mutate(f.valid(content['application/json'].schema));
  return {
    method,
    url,
    payload: f.text(value),
    contentType: f.pick(['application/json', 'application/json', 'text/plain']),
  };
}

describe.each(ENGINES)('requests generated from the OpenAPI document (%s)', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it(`answers ${PER_ENGINE} hostile requests with no 5xx and every 4xx in the error shape`, async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Doc>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(20);
    const f = new Fuzzer(doc, SEED);
    let token = '';
    const failures: string[] = [];
    for (let n = 0; n < PER_ENGINE; n++) {
      if (n % 40 === 0) token = (await customer(ctx, 'us', 'alex.us@example.com')).token;
      const { path, method, op } = f.pick(operations);
      const req = requestFor(f, method, path, op);
      const res = await ctx.app.inject({
        method: req.method.toUpperCase() as 'GET',
        url: req.url,
        headers: {
          ...(f.rand() < 0.9 ? { authorization: `Bearer ${token}` } : {}),
          ...(req.contentType ? { 'content-type': req.contentType } : {}),
        },
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      const label = `#${n} ${req.method.toUpperCase()} ${req.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) failures.push(label);
      else if (res.statusCode >= 400 && req.url.startsWith('/api/labels/')) {
        // The label link is opened by a browser: it answers a page, never JSON (docs/labels.md#the-link).
        const page =
          String(res.headers['content-type']).startsWith('text/html') && res.body.startsWith('<!doctype html>');
        if (!page || /FST_/.test(res.body)) failures.push(label);
      } else if (res.statusCode >= 400) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
        if (!ZApiError.safeParse(body).success || /FST_/.test(res.body)) failures.push(label);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
