import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { verifyStaffPassword } from '../modules/staff/passwords.js';
import { parseStaffArgs } from './staff-args.js';

describe('parseStaffArgs', () => {
  it.each([
    [
      ['add', 'a@example.com', '--role', 'admin', '--stores', 'all'],
      { command: 'add', email: 'a@example.com', role: 'admin', stores: '*' },
    ],
    [
      [
        'add',
        'a@example.com',
        '--stores',
        'us,UK,us',
        '--role',
        'agent',
        '--name',
        'Ann',
        '--password',
        'twelve chars!',
      ],
      {
        command: 'add',
        email: 'a@example.com',
        role: 'agent',
        stores: ['us', 'uk'],
        name: 'Ann',
        password: 'twelve chars!',
      },
    ],
    [['list'], { command: 'list' }],
    [['disable', 'a@example.com'], { command: 'disable', email: 'a@example.com' }],
  ])('%j', (argv, expected) => expect(parseStaffArgs(argv)).toEqual(expected));

  it.each([
    [[], 'no command'],
    [['add', 'not-an-email', '--role', 'admin', '--stores', 'all'], 'add needs an e-mail address'],
    [['add', 'a@example.com', '--role', 'owner', '--stores', 'all'], '--role must be'],
    [['add', 'a@example.com', '--role', 'admin'], '--stores is required'],
    [['add', 'a@example.com', '--role', 'admin', '--stores', 'us,mars'], 'unknown store mars'],
    [['add', 'a@example.com', '--role', 'admin', '--stores', 'all', '--password', 'short'], 'at least 12'],
    [['add', 'a@example.com', '--role', 'admin', '--stores', 'all', '--colour', 'red'], 'unknown option --colour'],
    [['add', 'a@example.com', '--role'], '--role needs a value'],
    [['list', 'extra'], 'unknown command'],
    [['disable'], 'unknown command'],
  ])('refuses %j', (argv, message) => {
    const result = parseStaffArgs(argv);
    expect(typeof result).toBe('string');
    expect(result).toContain(message);
    expect(result).toContain('usage:');
  });
});

describe('npm run staff (on a SQLite file)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-staff-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/cli/staff.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('adds with a generated password, lists, refuses a second add, and disables', { timeout: 60_000 }, async () => {
    const added = await run('add', 'Boss@Example.com', '--role', 'admin', '--stores', 'all');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Added boss@example.com (admin, stores all)');
    const password = /Password \(shown once\): (\S+)/.exec(added.stdout)![1]!;
    expect(added.stdout).toContain('authenticator app');

    const given = await run(
      'add',
      'ann@example.com',
      '--role',
      'agent',
      '--stores',
      'us,uk',
      '--password',
      'ann password 1',
    );
    expect(given.stdout).not.toContain('shown once');

    const listed = await run('list');
    expect(listed.stdout).toMatch(/boss@example\.com\s+Boss\s+admin\s+all\s+no\s+active/);
    expect(listed.stdout).toMatch(/ann@example\.com\s+ann\s+agent\s+us,uk\s+no\s+active/);

    const again = await run('add', 'boss@example.com', '--role', 'viewer', '--stores', 'us');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');

    expect((await run('disable', 'ANN@example.com')).code).toBe(0);
    expect((await run('disable', 'nobody@example.com')).code).toBe(1);
    expect((await run('list')).stdout).toMatch(/ann@example\.com.*disabled/);

    const handle = await openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    try {
      const boss = await handle.db
        .selectFrom('staff_users')
        .selectAll()
        .where('email', '=', 'boss@example.com')
        .executeTakeFirstOrThrow();
      expect(await verifyStaffPassword(password, boss.password_hash)).toBe(true);
      const audit = await handle.db.selectFrom('audit_log').select(['actor', 'action']).orderBy('id').execute();
      expect(audit).toEqual([
        { actor: 'system', action: 'staff.create' },
        { actor: 'system', action: 'staff.create' },
        { actor: 'system', action: 'staff.update' },
      ]);
    } finally {
      await handle.close();
    }
  });
});
