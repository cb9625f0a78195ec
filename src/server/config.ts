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
  /** The longest a client may take to send a whole request, body included (a 4 MB upload on a slow phone fits). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** On SIGTERM, how long requests in flight may go on before their connections are closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Redis shared by the instances (the look-up rate limits); without it they are counted in this process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
    .optional(),
  /** Prefix of this portal's keys in Redis, so environments can share one Redis apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'letters, digits, colons, dots, dashes or underscores')
    .default('rma-portal:'),
  /** Bearer token that opens GET /metrics; without it /metrics answers 404 (docs/deploy.md#metrics). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Background jobs: on (pg-boss on PostgreSQL, in process on SQLite) or off for an instance that only serves. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** SMTP server the e-mails go out through (smtp://user:pass@host:587, smtps://...); none: kept in the database. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** From address of a store that has none in its settings; default returns@ the host of PUBLIC_BASE_URL. */
  MAIL_FROM: z.string().email('must be an e-mail address').optional(),
  /**
   * PostgreSQL: statements outside a transaction share one pipelined connection (docs/deploy.md,
   * docs/decisions/0069-postgres-statements-pipelined.md); `off` for a pooler in between that cannot pipeline.
   */
  DATABASE_PIPELINE: z.enum(['on', 'off']).default('on'),
  /** Deliver the outbox from this process (docs/mail.md); tests and a separate job runner turn it off. */
  MAIL_WORKER: z.enum(['true', 'false']).default('true'),
  /** Seconds between the delivery loop's looks at the outbox. */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: whether statements outside a transaction share a pipelined connection. */
  databasePipeline: boolean;
  sqliteFile: string;
  uploadDir: string;
  publicBaseUrl: string;
  tokenSecret: Uint8Array;
  sessionTtlHours: number;
  demoData: boolean;
  trustProxy: boolean;
  logLevel: string;
  lookupRateLimit: number;
  requestTimeoutMs: number;
  shutdownGraceMs: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  metricsToken: string | undefined;
  /** Whether this instance runs background jobs. */
  jobs: boolean;
  /** SMTP server URL; undefined keeps e-mails in the database (the staff console's mail view). */
  smtpUrl: string | undefined;
  /** From address of stores whose settings name none. */
  mailFrom: string;
  /** Whether this process runs the outbox's delivery loop. */
  mailWorker: boolean;
  mailPollMs: number;
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
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePipeline: e.DATABASE_PIPELINE === 'on',
    sqliteFile: path.join(dataDir, 'portal.sqlite'),
    uploadDir: path.join(dataDir, 'uploads'),
    publicBaseUrl,
    tokenSecret: new TextEncoder().encode(e.TOKEN_SECRET ?? persistedSecret(dataDir, 'tokenSecret')),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    demoData: e.DEMO_DATA === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    lookupRateLimit: e.LOOKUP_RATE_LIMIT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    jobs: e.JOBS === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `returns@${new URL(publicBaseUrl).hostname}`,
    mailWorker: e.MAIL_WORKER === 'true',
    mailPollMs: Math.round(e.MAIL_POLL_SECONDS * 1000),
    webDir: path.resolve('dist/web'),
  };
}

/**
 * A secret generated once and kept in the data folder (mode 600), so restarts keep sessions valid. The file is
 * written whole or not at all (temporary file, fsync, rename), and a file that cannot be read as secrets stops the
 * start with a message naming it, rather than a bare SyntaxError.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets = readSecrets(file);
  if (!secrets[name]) {
    secrets[name] = crypto.randomBytes(48).toString('base64url');
    writeFileAtomically(file, JSON.stringify(secrets, null, 2));
  }
  return secrets[name]!;
}

function readSecrets(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const problem = `${file} is not a JSON object of secrets: repair it from a backup, or delete it to make new secrets (every session then ends)`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError(problem);
  }
  const valid =
    parsed !== null &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  if (!valid) throw new ConfigError(problem);
  return parsed as Record<string, string>;
}

function writeFileAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}
