// Password hashing with scrypt (memory-hard, in node:crypto: no native dependency). Stored as
// scrypt$N$r$p$salt$hash so the cost can be raised later without breaking old hashes.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

// N=2^15, r=8: 32 MiB and ~50-100 ms per hash on this machine, OWASP's scrypt minimum or above.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST.N, COST.r) });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N, r: R, p: Number(p), maxmem: maxmem(N, R) });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

// A fixed hash to compare against when the account is unknown, so a sign-in costs the same time
// whether or not the account exists.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}
