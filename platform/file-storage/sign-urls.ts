// assets/v1.0/sign-urls: this shop's own /media URLs, signed to expire (platform/media/signed-url.ts).
// A URL is the shop's own when it is a path `/media/<file>` or an absolute URL on one of the shop's
// origins (file-storage/origin.ts). Any other URL refuses the whole call (400, naming it): a
// foreign URL answered unchanged would look signed and not be. A query or fragment the URL
// carried (an earlier signature) is replaced.
import { ApiError } from '../http/errors';
import { MEDIA_FILE, mediaSignatureQuery } from '../media';
import type { SignUrlsResponse } from '../../contract/types/file-storage';
import { SIGN_URL_RULES } from './constants';
import { FILE_STORAGE_MESSAGES as M } from './messages';

/** `url`'s origin ('' for a path) and media file, when it is one of this shop's /media URLs. */
export function ownMediaUrl(url: string, origins: ReadonlySet<string>): { origin: string; file: string } | undefined {
  const relative = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  let parsed: URL;
  try {
    parsed = relative ? new URL(url, 'http://relative.invalid') : new URL(url);
  } catch {
    return undefined;
  }
  if (!relative && !origins.has(parsed.origin)) return undefined;
  const match = /^\/media\/([^/]+)$/.exec(parsed.pathname);
  if (!match || !MEDIA_FILE.test(match[1])) return undefined;
  return { origin: relative ? '' : parsed.origin, file: match[1] };
}

export function signUrls(
  input: { urls: string[]; expiry?: number },
  origins: ReadonlySet<string>,
  now = Date.now(),
  secret?: string,
): SignUrlsResponse {
  const expiry = input.expiry ?? SIGN_URL_RULES.defaultExpirySeconds;
  const expires = Math.floor(now / 1000) + expiry;
  return {
    urls: input.urls.map((url) => {
      const own = ownMediaUrl(url, origins);
      if (!own) throw new ApiError(400, M.foreignUrl(url));
      return {
        url,
        signed_url: `${own.origin}/media/${own.file}?${mediaSignatureQuery(own.file, expires, secret)}`,
        expiry,
      };
    }),
  };
}
