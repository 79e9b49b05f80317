import type { MiddlewareHandler } from 'hono';
import { LruCache } from '../../common/lru-cache';
import { applicationById } from '../configuration';
import type { Application, PlatformEnv } from '../http/env';
import { readBodyText } from '../http/body-limit';
import { ApiError } from '../http/errors';
import { readCredentials, sameSecret } from './credentials';
import { AUTH_MESSAGES } from './messages';
import { checkSignatureHeaders, verifySignature } from './signature';

// Applications change rarely; a short cache keeps the credential check off the hot path. It is
// bounded and remembers unknown ids too, so made-up ids neither grow it nor each cost a query.
const CACHE_MS = 30_000;
const CACHE_ENTRIES = 1_000;
const cache = new LruCache<string, Application | undefined>(CACHE_ENTRIES, CACHE_MS);
/** Longer than any id we issue: refused without a query or a cache entry. */
const MAX_APPLICATION_ID = 128;

async function findApplication(
  c: Parameters<MiddlewareHandler<PlatformEnv>>[0],
  id: string,
): Promise<Application | undefined> {
  if (id.length > MAX_APPLICATION_ID) return undefined;
  if (cache.has(id)) return cache.get(id);
  const { db } = c.get('database');
  const app = await applicationById(db, id);
  cache.set(id, app);
  return app;
}

/**
 * Everything the headers decide (credentials, signature present, date fresh, application known)
 * is checked before the body is read: a stranger's request costs no body read and no hash. Only
 * then is the body read, within the size limit, and the signature over it checked.
 */
export const requireSignedApplication: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  // A refusal before the body was read closes the connection rather than drain what is left.
  const unreadBody =
    c.req.raw.headers.has('transfer-encoding') || Number(c.req.raw.headers.get('content-length') ?? 0) > 0;
  if (unreadBody) c.header('connection', 'close');
  const credentials = readCredentials(c.req.header('authorization'));
  if (!credentials) throw new ApiError(401, AUTH_MESSAGES.missingCredentials);
  const fresh = checkSignatureHeaders(c.req.raw.headers);
  if (!fresh.ok) throw new ApiError(401, fresh.message);

  const app = await findApplication(c, credentials.applicationId);
  if (!app || !sameSecret(app.token, credentials.applicationToken))
    throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);

  const body = await readBodyText(c);
  if (unreadBody) c.header('connection', undefined);
  const verdict = verifySignature({ method: c.req.method, url: c.req.url, headers: c.req.raw.headers, body });
  if (!verdict.ok) throw new ApiError(401, verdict.message);
  c.set('application', app);
  await next();
};
