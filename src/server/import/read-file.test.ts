import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportFileError, parseJsonChunks, readImportFile } from './read-file.js';

/** The text cut into chunks of `size` bytes (a UTF-8 character may be cut in two). */
function chunks(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

const SIZES = [1, 2, 3, 7, 64, 1 << 20];

const VALID = [
  '{}',
  ' { } ',
  '{"orders":[]}',
  '{"orders":[ ]}',
  '{ "description" : "x", "orders" : [ {"a":1} , {"b":[1,2,{"c":"]"}]} ] , "products":[1,"two",null,true,[],{}] }',
  '{"s":"a \\" quoted ] } , [ { string","n":-1.5e3,"t":true,"f":false,"z":null}',
  '{"nested":{"a":[1,2],"b":{"c":[]}},"list":[[1,[2,[3]]],{"x":"\\\\"}]}',
  '{"members":[{"name":"Zoë 日本 \\u00e9 😀","note":"back\\\\slash\\\\"}]}',
  '{"dup":[1],"dup":[2],"x":1,"x":2}',
  '{"__proto__":{"polluted":true},"orders":[{"__proto__":[1]}]}',
  '\n\n{\n  "orders": [\n    {"orderNumber": "A1"},\n    {"orderNumber": "A2"}\n  ]\n}\n\n',
  '[1,2,3]',
  '"a string"',
  '42',
];

const INVALID: [string, RegExp][] = [
  ['', /empty/],
  ['   ', /empty/],
  ['{', /ends before/],
  ['{"orders":[{"a":1}', /ends before/],
  ['{"orders":[{"a":1}]', /ends before/],
  ['{"a":"unterminated}', /ends before/],
  ['{"orders":[1,]}', /missing in "orders"/],
  ['{"orders":[,]}', /missing in "orders"/],
  ['{"orders":[,1]}', /missing in "orders"/],
  ['{"a":1,}', /member is missing/],
  ['{,}', /member is missing/],
  ['{"orders":[{"a":1} {"b":2}]}', /a record of "orders" starting on line 1/],
  ['{"orders":[{"a":1}] x}', /after "orders"/],
  ['{"orders":[{"a":1}]}x', /after the file's object/],
  ['{"orders":[{"a":1}]}{}', /after the file's object/],
  ['{"a" 1}', /a member of the file/],
  ['{"a":[1] [2]}', /after "a"/],
  ['{[1]}', /a member of the file/],
  ['{"a" [1]}', /a member of the file/],
  ['{]', /Unexpected "\]"/],
  ['{1:[2]}', /key/],
  ['\uFEFF\uFEFF{}', /not JSON|Unexpected token/],
  ['\u00EF{}', /not JSON|Unexpected token/],
  ['{"orders":[\n{"a":1},\n{"a":}\n]}', /\(a record of "orders" starting on line 3\)/],
  ['{"orders":[\n{"a":1},\n{"a":1,\n"b" 2}\n]}', /in JSON on line 4 \(a record of "orders" starting on line 3\)/],
  ['[1,]', /the file starting on line 1/],
  // A brace in place of a section array's closing bracket: no record may be dropped.
  ['{"a":[1},"b":2}', /Unexpected "}" in "a"/],
  ['{"a":[1,2}}', /Unexpected "}" in "a"/],
  ['{"a":[{"x":1}}}', /Unexpected "}" in "a"/],
  ['{"orders":[{"n":1},{"n":2}},"rmas":[]}', /Unexpected "}" in "orders" on line 1/],
  // Blanks JSON does not allow, around a section's key and in an empty object.
  ['{\f"a":[1]}', /./],
  ['{"a":\f[1]}', /./],
  ['{"a":\u00a0[1]}', /./],
  ['{"a":\u2028[1]}', /./],
  ['{"a":1,\v"b":[2]}', /./],
  ['{\f}', /./],
  ['{"a":[1]\u00a0}', /./],
  // The line of the fault, in a member that is not an array and in a file that is not an object.
  ['{\n  "version": 1,\n  "meta": {"x": 1 "y": 2}\n}', /on line 3 \(a member of the file starting on line 3\)/],
  ['{\n\n\n\n  "meta":\n {"x": 1,\n "y" 2}\n}', /on line 7 \(a member of the file starting on line 5\)/],
  ['\n\n\n[1,\n2 3]', /on line 5 \(the file starting on line 4\)/],
];

describe('reading an import file in pieces', () => {
  it.each(VALID)('makes of %j what JSON.parse makes, however the bytes are cut', async (text) => {
    const expected = JSON.parse(text) as unknown;
    for (const size of SIZES) {
      const read = await parseJsonChunks(chunks(text, size));
      expect(read, `chunks of ${size}`).toEqual(expected);
      expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
    }
  });

  it('keeps a __proto__ key as an own property, as JSON.parse does', async () => {
    const read = (await parseJsonChunks(chunks('{"__proto__":{"polluted":true}}', 5))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.keys(read)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('skips a byte order mark at the start', async () => {
    const text = '\uFEFF{"orders":[{"orderNumber":"A1"}]}';
    for (const size of SIZES) {
      expect(await parseJsonChunks(chunks(text, size))).toEqual({ orders: [{ orderNumber: 'A1' }] });
    }
  });

  it.each(INVALID)('refuses %j, as JSON.parse does, and says where', async (text, message) => {
    expect(() => JSON.parse(text)).toThrow();
    for (const size of SIZES) {
      const read = parseJsonChunks(chunks(text, size));
      await expect(read, `chunks of ${size}`).rejects.toThrow(ImportFileError);
      await expect(parseJsonChunks(chunks(text, size))).rejects.toThrow(message);
    }
  });

  it('makes of generated files what JSON.parse makes, cut at random places', async () => {
    // A fixed seed: the same 300 files at every run.
    let seed = 20261128;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const STRINGS = ['', 'a', '"', '\\', '\\"', ']', '}', '[{', ',', ':', 'é', '日本', '😀', '\n', '\u2028', ' , ] } '];
    const value = (depth: number): unknown => {
      const kind = depth > 3 ? pick(['s', 'n', 'l']) : pick(['s', 'n', 'l', 'o', 'a']);
      if (kind === 's') return Array.from({ length: Math.floor(random() * 4) }, () => pick(STRINGS)).join('');
      if (kind === 'n') return pick([0, -1, 1.5, 1e21, -2.5e-7, 123456789]);
      if (kind === 'l') return pick([true, false, null]);
      if (kind === 'a') return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, () => [
          pick(STRINGS) + pick(['k', 'id', '__proto__']),
          value(depth + 1),
        ]),
      );
    };
    for (let n = 0; n < 300; n++) {
      const file = Object.fromEntries(
        Array.from({ length: 1 + Math.floor(random() * 4) }, () => [
          pick(['orders', 'rmas', 'description', '"q"', 'a]b']),
          random() < 0.7 ? Array.from({ length: Math.floor(random() * 5) }, () => value(1)) : value(1),
        ]),
      );
      const text = JSON.stringify(file, null, pick([0, 1, 2, '\t']));
      const size = 1 + Math.floor(random() * 40);
      expect(await parseJsonChunks(chunks(text, size)), text).toEqual(JSON.parse(text));
    }
  });

  it('reads a file from disk as JSON.parse reads its text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-read-file-'));
    try {
      const file = path.join(dir, 'import.json');
      const orders = Array.from({ length: 20_000 }, (_, n) => ({ orderNumber: `N${n}`, note: 'é]},"'.repeat(n % 5) }));
      const text = JSON.stringify({ description: 'many', orders, products: [] }, null, 2);
      fs.writeFileSync(file, text);
      expect(fs.statSync(file).size).toBeGreaterThan(1 << 20);
      expect(await readImportFile(file)).toEqual(JSON.parse(text));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
