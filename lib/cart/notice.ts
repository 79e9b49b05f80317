// The one-view notice a plain form's action leaves for the next page (readCartNotice in
// lib/cart/data.ts reads it): the platform's words, ok or not. One writer for every action.
import 'server-only';
import { cookies } from 'next/headers';
import { CART_FLASH_COOKIE, CART_FLASH_MAX_AGE_SECONDS } from './constants';

/** `kept`: what the form's fields held, to be shown again (never a password). */
export async function writeCartNotice(ok: boolean, message: string, kept?: Record<string, string>): Promise<void> {
  (await cookies()).set(CART_FLASH_COOKIE, JSON.stringify({ ok, message, kept }), { maxAge: CART_FLASH_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', path: '/' });
}

/** Drops a notice an earlier answer left: an action that succeeds quietly must not show a stale refusal. */
export async function clearCartNotice(): Promise<void> {
  const jar = await cookies();
  if (jar.has(CART_FLASH_COOKIE)) jar.delete({ name: CART_FLASH_COOKIE, path: '/' });
}
