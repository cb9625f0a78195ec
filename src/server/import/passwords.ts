import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes as 'scrypt$N$r$p$saltB64$hashB64', so the cost travels with the hash and can be
 * raised later without invalidating stored ones. node:crypto's scrypt needs no native add-on.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// A stored hash names its own cost; cap it so an imported hash cannot make sign-in eat memory or CPU.
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function costOptions(n: number, r: number, p: number): ScryptOptions {
  // The default maxmem (32 MiB) is just enough for N=16384, r=8; allow what the named cost needs.
  return { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, KEY_LENGTH, costOptions(N, R, P));
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const isPowerOfTwo = Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
  if (!isPowerOfTwo || n > MAX_N) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > MAX_R || !Number.isInteger(p) || p < 1 || p > MAX_P) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return undefined;
  return { n, r, p, salt, key };
}

/** False for a wrong password and for a malformed stored hash alike; never throws for bad input. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  try {
    const key = await derive(plain, parsed.salt, parsed.key.length, costOptions(parsed.n, parsed.r, parsed.p));
    return timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}
