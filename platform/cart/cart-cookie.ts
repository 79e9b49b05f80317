// The anonymous cart's cookie: an iron-session seal (platform/http/iron-seal.ts) of { cartId } with the session secret,
// httpOnly, SameSite=Lax, Secure as secureCookie() says. Holding the seal is what lets a browser
// use its cart; the id alone (in a query or body) is honoured only when it matches.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sealData, unsealData } from '../http/iron-seal';
import { secureCookie } from '../http/secure-cookie';
import { loadSecrets } from '../secrets';
import { TtlCache } from '../catalog/cache';
import { CART_COOKIE } from './constants';

// Unsealing costs key derivations and an HMAC on every cart call; a seal already verified is remembered
// for a minute (keyed by secret and seal, so only the exact cookie maps to its cart id).
const unsealed = new TtlCache<string>(10_000, 60_000);

const options = (c: Context) => ({ path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: secureCookie(c) });

export async function readCartCookie(c: Context): Promise<string | undefined> {
  const seal = getCookie(c, CART_COOKIE.name);
  if (!seal) return undefined;
  const password = loadSecrets().sessionSecret;
  const key = `${password}|${seal}`;
  const known = unsealed.get(key);
  if (known !== undefined) return known;
  try {
    const data = unsealData<{ cartId?: unknown }>(seal, { password });
    const cartId = typeof data.cartId === 'string' ? data.cartId : undefined;
    if (cartId) unsealed.set(key, cartId);
    return cartId;
  } catch {
    return undefined;
  }
}

export async function writeCartCookie(c: Context, cartId: string): Promise<void> {
  const seal = sealData({ cartId }, { password: loadSecrets().sessionSecret, ttl: CART_COOKIE.maxAgeSeconds });
  setCookie(c, CART_COOKIE.name, seal, { ...options(c), maxAge: CART_COOKIE.maxAgeSeconds });
}

export function clearCartCookie(c: Context): void {
  if (getCookie(c, CART_COOKIE.name)) deleteCookie(c, CART_COOKIE.name, options(c));
}
