// Password hashing with scrypt (memory-hard, in node:crypto: no native dependency). Stored as
// scrypt$N$r$p$salt$hash so the cost can be raised later without breaking old hashes.
//
// node:crypto's async scrypt runs on libuv's thread pool (4 threads by default, shared with file
// and DNS work), off the event loop. A pool bounds how many hashes run at once and how many wait,
// so a burst of registrations or sign-ins cannot take every thread and slow everyone else: past
// the queue a caller gets 503 at once.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { ApiError } from '../http/errors';
import { PoolFullError, createWorkPool } from '../../common/work-pool';
import { USER_MESSAGES } from './messages';

const rawScrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

function whole(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

let pool: ReturnType<typeof createWorkPool> | undefined;
const hashPool = () =>
  (pool ??= createWorkPool(whole('PASSWORD_HASH_CONCURRENCY', 2, 1), whole('PASSWORD_HASH_QUEUE', 32, 0)));

/** Seconds a client is told to wait when the pool is full: the queue drains in well under that. */
const BUSY_RETRY_SECONDS = 2;

async function scrypt(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> {
  try {
    return await hashPool().run(() => rawScrypt(password, salt, keylen, options));
  } catch (error) {
    if (error instanceof PoolFullError)
      throw new ApiError(503, USER_MESSAGES.hashBusy, undefined, { retry_after: BUSY_RETRY_SECONDS });
    throw error;
  }
}

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
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

// A fixed hash to compare against when the account is unknown, so a sign-in costs the same time
// whether or not the account exists.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}
