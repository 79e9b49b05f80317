// The one-view notice a plain form's action leaves for the next page (a shopper without
// JavaScript, after the action's redirect): the platform's words, ok or not, and what the form
// kept of its fields. One writer and one reader for every domain's forms.
import 'server-only';
import { cookies } from 'next/headers';
import { requestCookieSecure } from '@/lib/shared/cookie-secure';
import {
  FORM_NOTICE_COOKIE,
  FORM_NOTICE_MAX_AGE_SECONDS,
  FORM_NOTICE_MAX_BYTES,
  FORM_NOTICE_VALUE_MAX,
} from './constants';

/** The cookie's value as the browser receives it (Next encodes it as a URI component). */
const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * `kept`: what the form's fields held, to be shown again (never a password). Browsers drop a
 * cookie past 4 kB without a word, and proxies refuse large headers: each kept value is cut to
 * FORM_NOTICE_VALUE_MAX characters, and when the whole is still past FORM_NOTICE_MAX_BYTES the
 * kept values go (the fields' messages first stay) before the message is cut.
 */
export async function writeFormNotice(ok: boolean, message: string, kept?: Record<string, string>): Promise<void> {
  const cut = kept && Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, v.slice(0, FORM_NOTICE_VALUE_MAX)]));
  const candidates = [
    { ok, message, kept: cut },
    {
      ok,
      message,
      kept: cut && Object.fromEntries(Object.entries(cut).filter(([k]) => k === 'form' || k.startsWith('error.'))),
    },
    { ok, message, kept: cut?.form ? { form: cut.form } : undefined },
  ];
  let notice = candidates.find((c) => encoded(c).length <= FORM_NOTICE_MAX_BYTES);
  notice ??= { ok, message: message.slice(0, 200), kept: cut?.form ? { form: cut.form.slice(0, 40) } : undefined };
  (await cookies()).set(FORM_NOTICE_COOKIE, JSON.stringify(notice), {
    maxAge: FORM_NOTICE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: await requestCookieSecure(),
  });
}

/** Drops a notice an earlier answer left: an action that succeeds quietly must not show a stale refusal. */
export async function clearFormNotice(): Promise<void> {
  const jar = await cookies();
  if (jar.has(FORM_NOTICE_COOKIE)) jar.delete({ name: FORM_NOTICE_COOKIE, path: '/' });
}

/**
 * The notice a form action left for a shopper without JavaScript (after its redirect), with what
 * the form kept of their input (`kept`: short texts by field name, never a secret).
 */
/** The one-view notice; `notFrom`: a form whose notices this page does not show (another page's). */
export async function readFormNotice(
  notFrom?: string,
): Promise<{ ok: boolean; message: string; kept: Record<string, string> } | undefined> {
  const raw = (await cookies()).get(FORM_NOTICE_COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { ok?: unknown; message?: unknown; kept?: unknown };
    if (typeof value.message !== 'string') return undefined;
    const kept: Record<string, string> = {};
    if (value.kept && typeof value.kept === 'object')
      for (const [k, v] of Object.entries(value.kept)) if (typeof v === 'string') kept[k] = v.slice(0, 300);
    if (notFrom !== undefined && kept.form === notFrom) return undefined;
    return { ok: value.ok === true, message: value.message.slice(0, 300), kept };
  } catch {
    return undefined;
  }
}
