/**
 * npm run staff -- add <email> --role admin --stores all [--name N] [--password P]
 * npm run staff -- list
 * npm run staff -- disable <email>
 *
 * Manages staff accounts of the console (docs/staff/api.md#command-line) in PostgreSQL when DATABASE_URL is set,
 * else in the embedded SQLite file ${DATA_DIR:-./data}/portal.sqlite; migrates the schema first. Without
 * --password, `add` asks for one on a terminal (empty: generate) or generates one and prints it once.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { migrateToLatest, openDatabase } from '../db/connection.js';
import { requiresTotp } from '../../shared/staff/roles.js';
import { STAFF_PASSWORD_MIN } from '../../shared/staff/users.js';
import { addAccount, disableAccount, generatedPassword, listAccounts } from '../modules/staff/accounts.js';
import { parseStaffArgs, type StaffCommand } from './staff-args.js';

/** Asks for a password without echoing it; empty means "generate one". */
async function askPassword(): Promise<string | null> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const ask = async (question: string) => {
      process.stdout.write(question);
      muted = true;
      const answer = await rl.question('');
      muted = false;
      process.stdout.write('\n');
      return answer;
    };
    const first = await ask(`Password (at least ${STAFF_PASSWORD_MIN} characters; empty to generate one): `);
    if (!first) return null;
    if (first.length < STAFF_PASSWORD_MIN) throw new Error(`the password needs ${STAFF_PASSWORD_MIN} characters`);
    if ((await ask('Again: ')) !== first) throw new Error('the two passwords differ');
    return first;
  } finally {
    rl.close();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function run(command: StaffCommand, db: Parameters<typeof listAccounts>[0]): Promise<number> {
  const now = new Date();
  if (command.command === 'list') {
    const rows = (await listAccounts(db)).map((u) => [
      u.email,
      u.name,
      u.role,
      u.stores === '*' ? 'all' : u.stores,
      u.totp_enabled ? 'yes' : 'no',
      u.disabled ? 'disabled' : u.locked_until && Date.parse(u.locked_until) > now.getTime() ? 'locked' : 'active',
    ]);
    console.log(table([['email', 'name', 'role', 'stores', 'totp', 'state'], ...rows]));
    return 0;
  }
  if (command.command === 'disable') {
    const outcome = await disableAccount(db, command.email, now);
    if (!outcome.ok) console.error(`No staff user ${command.email}.`);
    else console.log(`Disabled ${outcome.row.email}; their sessions are ended.`);
    return outcome.ok ? 0 : 1;
  }
  const given = command.password ?? (process.stdin.isTTY ? await askPassword() : null);
  const password = given ?? generatedPassword();
  const name = command.name ?? command.email.split('@')[0]!;
  const outcome = await addAccount(db, { ...command, name, password }, now);
  if (!outcome.ok) {
    console.error(`A staff user ${command.email} exists already.`);
    return 1;
  }
  console.log(
    `Added ${outcome.row.email} (${outcome.row.role}, stores ${command.stores === '*' ? 'all' : outcome.row.stores}).`,
  );
  if (given === null) console.log(`Password (shown once): ${password}`);
  if (requiresTotp(command.role)) console.log('They set up an authenticator app at their first sign-in.');
  return 0;
}

async function main(): Promise<number> {
  const command = parseStaffArgs(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(command);
    return 1;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const sqliteFile = path.join(process.env.DATA_DIR || './data', 'portal.sqlite');
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile });
  try {
    await migrateToLatest(handle);
    return await run(command, handle.db);
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
