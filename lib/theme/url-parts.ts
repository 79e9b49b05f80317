// Small URL helpers shared by the theme engine's link, slug and predicate modules.

/** A path on this site: starts with '/', but not '//' or '/\\' (browsers read both as another host). */
export function isSitePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\');
}

/** An absolute URL (a protocol-relative one is read as https), or undefined. */
export function parseAbsolute(text: string): URL | undefined {
  const candidate = text.startsWith('//') ? `https:${text}` : text;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(candidate)) return undefined;
  try {
    return new URL(candidate);
  } catch {
    return undefined;
  }
}

export function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** Text split at the first separator; the second part is undefined when there is none. */
export function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** Query values by key, repeated keys as lists. */
export function parseQuery(search: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) (out[key] ??= []).push(value);
  return out;
}

/** Percent-decoding that leaves malformed text as it is instead of throwing. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
