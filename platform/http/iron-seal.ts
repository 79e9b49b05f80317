// iron-session's seals (Iron 'Fe26.2' with iron-session's '~2' suffix: AES-256-CBC and
// HMAC-SHA256 under keys derived with PBKDF2-SHA1 from the secret and a random salt), made and
// read with node:crypto. iron-session does the same through WebCrypto, whose key imports and
// transfers cost more than the cryptography: a cookie sealed for every new cart was a visible part
// of the server's CPU. The format is unchanged — iron-session reads these seals and these read
// its own (tests/unit/http/iron-seal.test.ts) — so cookies issued before keep working.
import crypto from 'node:crypto';
import { LruCache } from '../../common/lru-cache';

const PREFIX = 'Fe26.2';
const PASSWORD_ID = '1';
const VERSION = 2;
const SKEW_MS = 60_000;

const derive = (secret: string, salt: string) => crypto.pbkdf2Sync(secret, salt, 1, 32, 'sha1');
const salt = () => crypto.randomBytes(32).toString('hex');
const mac = (secret: string, hmacSalt: string, text: string) =>
  crypto.createHmac('sha256', derive(secret, hmacSalt)).update(text, 'utf8').digest('base64url');

/** Seals data as iron-session's sealData does: valid for ttlSeconds (0: no expiry). */
export function sealData(data: unknown, options: { password: string; ttl: number }): string {
  const encryptionSalt = salt();
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', derive(options.password, encryptionSalt), iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]).toString('base64url');
  const expiration = options.ttl ? String(Date.now() + options.ttl * 1000) : '';
  const base = `${PREFIX}*${PASSWORD_ID}*${encryptionSalt}*${iv.toString('base64url')}*${encrypted}*${expiration}`;
  const hmacSalt = salt();
  return `${base}*${hmacSalt}*${mac(options.password, hmacSalt, base)}~${VERSION}`;
}

/**
 * Reads a seal as iron-session's unsealData does: {} for one that is expired, altered, sealed with
 * another secret or not a seal at all; the data otherwise.
 */
export function unsealData<T = Record<string, unknown>>(seal: string, options: { password: string }): Partial<T> {
  const [sealed, version] = seal.split('~');
  const parts = sealed.split('*');
  if (parts.length !== 8) return {};
  const [prefix, passwordId, encryptionSalt, iv, encrypted, expiration, hmacSalt, digest] = parts;
  if (prefix !== PREFIX || (passwordId || 'default') !== PASSWORD_ID) return {};
  if (expiration && (!/^\d+$/.test(expiration) || Number.parseInt(expiration, 10) <= Date.now() - SKEW_MS)) return {};
  const base = `${prefix}*${passwordId}*${encryptionSalt}*${iv}*${encrypted}*${expiration}`;
  const expected = Buffer.from(mac(options.password, hmacSalt, base));
  const given = Buffer.from(digest);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return {};
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-cbc',
      derive(options.password, encryptionSalt),
      Buffer.from(iv, 'base64url'),
    );
    const text = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
    const data = text ? (JSON.parse(text) as T & { persistent?: Partial<T> }) : ({} as T & { persistent?: Partial<T> });
    return Number(version) === VERSION ? data : { ...data.persistent };
  } catch {
    return {};
  }
}

/**
 * A reader of one string field of a cookie's seal that remembers seals already verified for a
 * minute (at most 10,000; keyed by secret and seal, so only the exact cookie maps to its value):
 * a cookie sent with every call costs its key derivations and HMAC once.
 */
export function sealedFieldReader(field: string): (seal: string, password: string) => string | undefined {
  const verified = new LruCache<string, string>(10_000, 60_000);
  return (seal, password) => {
    const key = `${password}|${seal}`;
    const known = verified.get(key);
    if (known !== undefined) return known;
    const value = (unsealData<Record<string, unknown>>(seal, { password }) as Record<string, unknown>)[field];
    if (typeof value !== 'string') return undefined;
    verified.set(key, value);
    return value;
  };
}
