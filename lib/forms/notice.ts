// The one-view notice a plain form's action leaves for the next page (readCartNotice in
// lib/cart/data.ts reads it): the platform's words, ok or not, and what the form kept of its
// fields. One writer for every action.
import 'server-only';
import { cookies } from 'next/headers';
import { requestCookieSecure } from '@/lib/shared/cookie-secure';
import { CART_FLASH_COOKIE, CART_FLASH_MAX_AGE_SECONDS, CART_FLASH_MAX_BYTES, CART_FLASH_VALUE_MAX } from '../cart/constants';

/** The cookie's value as the browser receives it (Next encodes it as a URI component). */
const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * `kept`: what the form's fields held, to be shown again (never a password). Browsers drop a
 * cookie past 4 kB without a word, and proxies refuse large headers: each kept value is cut to
 * CART_FLASH_VALUE_MAX characters, and when the whole is still past CART_FLASH_MAX_BYTES the
 * kept values go (the fields' messages first stay) before the message is cut.
 */
export async function writeCartNotice(ok: boolean, message: string, kept?: Record<string, string>): Promise<void> {
  const cut = kept && Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, v.slice(0, CART_FLASH_VALUE_MAX)]));
  const candidates = [
    { ok, message, kept: cut },
    { ok, message, kept: cut && Object.fromEntries(Object.entries(cut).filter(([k]) => k === 'form' || k.startsWith('error.'))) },
    { ok, message, kept: cut?.form ? { form: cut.form } : undefined },
  ];
  let notice = candidates.find((c) => encoded(c).length <= CART_FLASH_MAX_BYTES);
  notice ??= { ok, message: message.slice(0, 200), kept: cut?.form ? { form: cut.form.slice(0, 40) } : undefined };
  (await cookies()).set(CART_FLASH_COOKIE, JSON.stringify(notice), { maxAge: CART_FLASH_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', path: '/', secure: await requestCookieSecure() });
}

/** Drops a notice an earlier answer left: an action that succeeds quietly must not show a stale refusal. */
export async function clearCartNotice(): Promise<void> {
  const jar = await cookies();
  if (jar.has(CART_FLASH_COOKIE)) jar.delete({ name: CART_FLASH_COOKIE, path: '/' });
}
