import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords as Argon2id PHC strings (docs/decisions/0011-staff-sign-in.md): 19 MiB, 2 passes, one lane,
 * OWASP's baseline for Argon2id. The cost travels in the hash, so it can be raised later and old hashes still verify.
 */
const ARGON2ID = 2; // Algorithm.Argon2id: the package's const enum cannot be imported under isolatedModules.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashStaffPassword(plain: string): Promise<string> {
  return hash(plain.normalize('NFC'), OPTIONS);
}

/** An Argon2id PHC string, as the import accepts a hash made elsewhere. */
export const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=\d{1,7},t=\d{1,3},p=\d{1,3}\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** False for a wrong password and for a malformed stored hash alike; never throws for bad input. */
export async function verifyStaffPassword(plain: string, stored: string): Promise<boolean> {
  if (!ARGON2ID_HASH.test(stored)) return false;
  try {
    return await verify(stored, plain.normalize('NFC'));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification for an e-mail that names nobody, so that an unknown e-mail and a wrong
 * password take as long as each other and cannot be told apart by timing.
 */
export async function dummyVerify(plain: string): Promise<void> {
  dummy ??= hashStaffPassword('no staff user has this password');
  await verifyStaffPassword(plain, await dummy);
}
