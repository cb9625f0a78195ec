import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  /** Public address of the portal, used in links that leave the page (e-mails, the sign-in frame). */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Secret that signs session and member tokens; generated into the data folder when absent. */
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Load the demo data on a first start with an empty database. */
  DEMO_DATA: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client on the look-up calls that could be used to guess numbers or e-mails. */
  LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  uploadDir: string;
  publicBaseUrl: string;
  tokenSecret: Uint8Array;
  sessionTtlHours: number;
  demoData: boolean;
  trustProxy: boolean;
  logLevel: string;
  lookupRateLimit: number;
  /** Folder of the built front end (vite build output). */
  webDir: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as it does to most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: path.join(dataDir, 'portal.sqlite'),
    uploadDir: path.join(dataDir, 'uploads'),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    tokenSecret: new TextEncoder().encode(e.TOKEN_SECRET ?? persistedSecret(dataDir, 'tokenSecret')),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    demoData: e.DEMO_DATA === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    lookupRateLimit: e.LOOKUP_RATE_LIMIT,
    webDir: path.resolve('dist/web'),
  };
}

/** A secret generated once and kept in the data folder (mode 600), so restarts keep sessions valid. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Record<string, string> = {};
  if (fs.existsSync(file)) secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  if (!secrets[name]) {
    secrets[name] = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name]!;
}
