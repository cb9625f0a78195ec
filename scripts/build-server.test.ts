import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_PACKAGES, packageOf } from './build-server.js';

describe("the server build's packages", () => {
  it.each([
    ['fastify', 'fastify'],
    ['kysely/helpers/postgres', 'kysely'],
    ['@fastify/accept-negotiator', '@fastify/accept-negotiator'],
    ['@node-rs/argon2/index.js', '@node-rs/argon2'],
  ])('names the package of %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });

  it('leaves out only packages the portal depends on, the native ones among them', () => {
    const { dependencies, devDependencies } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const declared = new Set(Object.keys({ ...dependencies, ...devDependencies }));
    const undeclared = EXTERNAL_PACKAGES.filter((name) => !declared.has(name));
    expect(undeclared).toEqual([]);
    for (const native of ['better-sqlite3', '@node-rs/argon2', 'sharp']) expect(EXTERNAL_PACKAGES).toContain(native);
  });

  it('leaves out every package the server imports at first use', () => {
    const lazy = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/import\(\s*'([^'.][^']*)'\s*\)/g)) {
            lazy.add(packageOf(specifier!));
          }
        }
      }
    };
    walk('src/server');
    expect(lazy.size).toBeGreaterThan(3);
    expect([...lazy].filter((name) => !name.startsWith('node:') && !EXTERNAL_PACKAGES.includes(name))).toEqual([]);
  });
});
