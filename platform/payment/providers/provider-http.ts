// Calls to a payment provider's API: bounded in time, JSON answers, and a failure that says who
// failed without echoing secrets.
import crypto from 'node:crypto';
import { ProviderError } from './provider';

export const PROVIDER_TIMEOUT_MS = 10_000;

export async function providerCall<T>(provider: string, url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`${provider} unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => undefined)) as
    (T & { error?: { message?: string; description?: string } }) | undefined;
  if (!response.ok || !body)
    throw new ProviderError(
      `${provider} answered ${response.status}: ${body?.error?.message ?? body?.error?.description ?? 'no body'}`,
    );
  return body;
}

/** application/x-www-form-urlencoded with Stripe's bracket nesting (metadata[order_id]=...). */
export function formEncode(value: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof v === 'object') parts.push(formEncode(v as Record<string, unknown>, name));
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`);
  }
  return parts.filter(Boolean).join('&');
}

export const hmacHex = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

/** Two strings (signatures, secrets) compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** JSON for a <script> block: '<' never closes it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
