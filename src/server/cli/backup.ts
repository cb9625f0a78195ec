/**
 * npm run backup -- [file]
 * npm run restore -- <file>
 *
 * Backup: a consistent copy of the database while the portal serves — PostgreSQL with pg_dump when DATABASE_URL is
 * set, else the SQLite file ${DATA_DIR:-./data}/portal.sqlite — into `file`, or ${DATA_DIR}/backups/portal-<time>.
 * Restore: puts a backup back (SQLite: stop the portal first). Prints the file; exit code 1 with the reason
 * otherwise (docs/deploy.md#backup-and-restore).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { backupDatabase, defaultBackupFile, restoreDatabase } from '../db/backup.js';

async function main(): Promise<number> {
  const [mode, file, ...rest] = process.argv.slice(2);
  if ((mode !== 'backup' && mode !== 'restore') || rest.length > 0 || (mode === 'restore' && !file)) {
    console.error('usage: npm run backup -- [file]   |   npm run restore -- <file>');
    return 2;
  }
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile };
  const engine = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
  if (mode === 'backup') {
    const out = path.resolve(file ?? defaultBackupFile(path.join(config.dataDir, 'backups'), target, new Date()));
    await backupDatabase(target, out);
    console.log(`Backup of ${engine}: ${out}`);
  } else {
    await restoreDatabase(target, path.resolve(file!));
    console.log(`Restored ${engine} from ${path.resolve(file!)}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
