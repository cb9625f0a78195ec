/**
 * A worker process for the kill test (src/server/modules/mail/kill.test.ts): opens the test's database, delivers
 * the due e-mails once over SMTP, and prints its report. The test kills it in the middle of a delivery.
 * Arguments: a JSON of { databaseUrl?, sqliteFile, pgSchema?, smtpUrl, now }.
 */
import { openDatabase } from '../db/connection.js';
import { smtpTransport } from '../modules/mail/transport.js';
import { deliverDue } from '../modules/mail/worker.js';

const args = JSON.parse(process.argv[2]!) as {
  databaseUrl?: string;
  sqliteFile: string;
  pgSchema?: string;
  smtpUrl: string;
  now: string;
};
const database = await openDatabase({
  databaseUrl: args.databaseUrl,
  sqliteFile: args.sqliteFile,
  pgSchema: args.pgSchema,
});
const now = new Date(args.now);
const report = await deliverDue(
  { db: database.db, dialect: database.dialect, now: () => now },
  smtpTransport(args.smtpUrl),
);
process.stdout.write(`${JSON.stringify(report)}\n`);
await database.close();
