import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/connection.js';
import { hashStaffPassword, verifyStaffPassword } from '../modules/staff/passwords.js';
import { importData } from './importer.js';
import { validateImportFile } from './validate.js';

const TODAY = '2030-03-01';

describe('staffUsers and storeSettings sections', () => {
  let handle: DatabaseHandle;
  let knownHash: string;
  beforeAll(async () => {
    handle = await openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    knownHash = await hashStaffPassword('a known password');
  });
  afterAll(async () => handle?.close());

  const file = () => ({
    staffUsers: [
      {
        email: 'Ops.Admin@Example.com',
        name: 'Ops Admin',
        role: 'admin',
        stores: '*',
        password: 'imported password',
        totpSecret: 'JBSWY3DPEHPK3PXP',
      },
      {
        email: 'agent@example.com',
        name: 'Agent',
        role: 'agent',
        stores: ['us', 'uk'],
        passwordHash: knownHash,
        language: 'fr',
      },
    ],
    storeSettings: [
      {
        store: 'uk',
        refundThreshold: 250,
        teamEmail: 'team.uk@example.com',
        returnCentre: { name: 'Returns UK', lines: ['Unit 4', 'Manchester M17 1SD'] },
      },
    ],
  });

  it('imports staff users (e-mail lower-cased, password hashed, secret enrolled) and store settings', async () => {
    const result = await importData(handle, file(), { today: TODAY });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.counts.staffUsers).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(result.counts.storeSettings).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    const admin = await handle.db
      .selectFrom('staff_users')
      .selectAll()
      .where('email', '=', 'ops.admin@example.com')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: 'admin', stores: '*', totp_enabled: 1, totp_secret: 'JBSWY3DPEHPK3PXP' });
    expect(await verifyStaffPassword('imported password', admin.password_hash)).toBe(true);
    const agent = await handle.db
      .selectFrom('staff_users')
      .selectAll()
      .where('email', '=', 'agent@example.com')
      .executeTakeFirstOrThrow();
    expect(agent).toMatchObject({ stores: 'us,uk', language: 'fr', totp_enabled: 0, password_hash: knownHash });
    const uk = await handle.db
      .selectFrom('store_settings')
      .selectAll()
      .where('store', '=', 'uk')
      .executeTakeFirstOrThrow();
    expect(uk).toMatchObject({
      refund_threshold: 250,
      auto_approve: 0,
      team_email: 'team.uk@example.com',
      resolution_days: 10,
    });
    expect(JSON.parse(uk.return_centre)).toEqual({ name: 'Returns UK', lines: ['Unit 4', 'Manchester M17 1SD'] });
  });

  it('changes nothing on a second import of the same file (a plain password is not rehashed)', async () => {
    const before = await handle.db.selectFrom('staff_users').selectAll().orderBy('id').execute();
    const result = await importData(handle, file(), { today: '2030-04-01' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.counts.staffUsers).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(result.counts.storeSettings).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await handle.db.selectFrom('staff_users').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('updates what changed and keeps a stored password and secret left out', async () => {
    const changed = file();
    changed.staffUsers[0] = { ...changed.staffUsers[0]!, name: 'Renamed Admin' };
    delete (changed.staffUsers[0] as { password?: string }).password;
    delete (changed.staffUsers[0] as { totpSecret?: string }).totpSecret;
    const result = await importData(handle, changed, { today: '2030-05-01' });
    expect(result.ok && result.counts.staffUsers).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const admin = await handle.db
      .selectFrom('staff_users')
      .selectAll()
      .where('email', '=', 'ops.admin@example.com')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ name: 'Renamed Admin', totp_enabled: 1, created_at: '2030-03-01T00:00:00.000Z' });
    expect(admin.updated_at).toBe('2030-05-01T00:00:00.000Z');
    expect(await verifyStaffPassword('imported password', admin.password_hash)).toBe(true);
  });

  it('lists every problem of the sections and writes nothing', () => {
    const result = validateImportFile(
      {
        staffUsers: [
          { email: 'a@example.com', name: 'A', role: 'owner', stores: [], password: 'short' },
          { email: 'A@example.com', name: 'B', role: 'agent', stores: ['us'] },
          {
            email: 'c@example.com',
            name: 'C',
            role: 'agent',
            stores: '*',
            password: 'long enough pass',
            passwordHash: 'x',
            totpSecret: 'abc',
          },
        ],
        storeSettings: [{ store: 'uk', teamEmail: 'nope', firstResponseDays: 0 }, { store: 'uk' }],
      },
      { today: TODAY },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'staffUsers[0].role: expected viewer, agent, supervisor or admin',
      'staffUsers[0].stores: at least one store, or "*" for every store',
      'staffUsers[0].password: at least 12 characters',
      'staffUsers[1].email: duplicate staff email (first at staffUsers[0])',
      'staffUsers[1].password: required for a new staff user (or passwordHash)',
      "staffUsers[2].passwordHash: expected an Argon2id PHC string '$argon2id$v=19$m=…,t=…,p=…$salt$hash'",
      'staffUsers[2].totpSecret: expected 16 to 128 base32 characters (A–Z, 2–7)',
      'storeSettings[0].teamEmail: not a valid email address',
      'storeSettings[0].firstResponseDays: must be at least 1',
      'storeSettings[1].store: duplicate store (first at storeSettings[0])',
    ]);
  });
});
