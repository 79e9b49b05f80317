// The anonymous cart's cookie: an iron-session seal (platform/http/iron-seal.ts) of { cartId } with the session secret,
// httpOnly, SameSite=Lax, Secure as secureCookie() says. Holding the seal is what lets a browser
// use its cart; the id alone (in a query or body) is honoured only when it matches.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sealData, sealedFieldReader } from '../http/iron-seal';
import { secureCookie } from '../http/secure-cookie';
import { loadSecrets } from '../secrets';
import { CART_COOKIE } from './constants';

const readCartId = sealedFieldReader('cartId');

const options = (c: Context) => ({ path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: secureCookie(c) });

export async function readCartCookie(c: Context): Promise<string | undefined> {
  const seal = getCookie(c, CART_COOKIE.name);
  if (!seal) return undefined;
  return readCartId(seal, loadSecrets().sessionSecret);
}

export async function writeCartCookie(c: Context, cartId: string): Promise<void> {
  const seal = sealData({ cartId }, { password: loadSecrets().sessionSecret, ttl: CART_COOKIE.maxAgeSeconds });
  setCookie(c, CART_COOKIE.name, seal, { ...options(c), maxAge: CART_COOKIE.maxAgeSeconds });
}

export function clearCartCookie(c: Context): void {
  if (getCookie(c, CART_COOKIE.name)) deleteCookie(c, CART_COOKIE.name, options(c));
}
