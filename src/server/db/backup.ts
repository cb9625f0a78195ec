/**
 * Backups and restores of either engine (docs/deploy.md#backup-and-restore). SQLite: SQLite's online backup
 * through better-sqlite3 (`db.backup()`), a consistent copy taken while the portal serves. PostgreSQL: `pg_dump` in
 * its custom format (one snapshot of the whole database, pg-boss's tables and the uploads' chunks included),
 * restored with `pg_restore`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export interface BackupTarget {
  /** PostgreSQL connection string; when absent, the SQLite file. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim().slice(-2000)}`)),
    );
  });
}

/** The file name a backup gets when none is given: the engine's extension and the time it was taken. */
export function defaultBackupFile(dir: string, target: BackupTarget, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return path.join(dir, `portal-${stamp}.${target.databaseUrl ? 'pgdump' : 'sqlite'}`);
}

/** Copies the database into `file` (which must not exist) while it may be in use. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (fs.existsSync(file)) throw new Error(`${file} exists already`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, target.databaseUrl]);
    return;
  }
  if (!fs.existsSync(target.sqliteFile)) throw new Error(`No database at ${target.sqliteFile}`);
  const source = new SQLite(target.sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All pages in one step: one read snapshot, so writers during the copy neither restart nor tear it.
    await source.backup(file, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(file, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/**
 * Replaces the database with a backup. SQLite: the portal must be stopped; the copy is checked, then moved into
 * place with its old journal files removed. PostgreSQL: the dump's objects replace the database's own, in one
 * transaction.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
    return;
  }
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    if (check.pragma('integrity_check', { simple: true }) !== 'ok') throw new Error(`${file} is damaged`);
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const staged = `${target.sqliteFile}.restoring`;
  fs.copyFileSync(file, staged);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target.sqliteFile}${suffix}`, { force: true });
  fs.renameSync(staged, target.sqliteFile);
}
