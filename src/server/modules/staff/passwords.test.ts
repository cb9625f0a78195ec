import { describe, expect, it } from 'vitest';
import { ARGON2ID_HASH, hashStaffPassword, verifyStaffPassword } from './passwords.js';

describe('staff passwords', () => {
  it('hashes with Argon2id and verifies only the same password', async () => {
    const stored = await hashStaffPassword('correct horse battery');
    expect(stored).toMatch(ARGON2ID_HASH);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyStaffPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyStaffPassword('correct horse batterY', stored)).toBe(false);
  });

  it.each(['', 'scrypt$16384$8$1$abc$def', '$argon2i$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA'])(
    'refuses a stored hash it does not accept (%j) without throwing',
    async (stored) => expect(await verifyStaffPassword('anything', stored)).toBe(false),
  );
});
