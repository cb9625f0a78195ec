import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rma-config-'));

describe('loadConfig', () => {
  it('uses defaults and generates a secret once, kept in the data folder', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(3000);
    expect(a.databaseUrl).toBeUndefined();
    expect(a.redisUrl).toBeUndefined();
    expect(a.metricsToken).toBeUndefined();
    expect(a.jobs).toBe(true);
    expect(a.sqliteFile).toBe(path.join(dir, 'portal.sqlite'));
    expect(Buffer.from(a.tokenSecret).toString()).toBe(Buffer.from(b.tokenSecret).toString());
    expect(a.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it.each([[''], ['{"tokenSecret": '], ['[]'], ['{"tokenSecret": 42}']])(
    'refuses a secrets file that is not secrets (%j), naming the file, and leaves it as it was',
    (content) => {
      const dir = tmp();
      const file = path.join(dir, 'secrets.json');
      fs.writeFileSync(file, content);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(file);
      expect(fs.readFileSync(file, 'utf8')).toBe(content);
    },
  );

  it('writes the secrets file whole, leaving no temporary file beside it', () => {
    const dir = tmp();
    loadConfig({ DATA_DIR: dir });
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('secrets'))).toEqual(['secrets.json']);
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')))).toEqual(['tokenSecret']);
  });

  it('treats an empty variable as not set', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET'],
    [{ PUBLIC_BASE_URL: 'not a url' }, 'PUBLIC_BASE_URL'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ JOBS: 'maybe' }, 'JOBS'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${name}:`));
  });
});
