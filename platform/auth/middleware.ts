import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { applications } from '../db/schema';
import type { Application, PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readCredentials, sameSecret } from './credentials';
import { AUTH_MESSAGES } from './messages';
import { verifySignature } from './signature';

// Applications change rarely; a short cache keeps the credential check off the hot path.
const cache = new Map<string, { app: Application | undefined; at: number }>();
const CACHE_MS = 30_000;

export const requireSignedApplication: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  const credentials = readCredentials(c.req.header('authorization'));
  if (!credentials) throw new ApiError(401, AUTH_MESSAGES.missingCredentials);

  const body = ['GET', 'HEAD'].includes(c.req.method) ? '' : await c.req.text();
  const verdict = verifySignature({ method: c.req.method, url: c.req.url, headers: c.req.raw.headers, body });
  if (!verdict.ok) throw new ApiError(401, verdict.message);

  const hit = cache.get(credentials.applicationId);
  let app = hit && Date.now() - hit.at < CACHE_MS ? hit.app : undefined;
  if (!hit || Date.now() - hit.at >= CACHE_MS) {
    const { db } = c.get('database');
    [app] = await db.select().from(applications).where(eq(applications.id, credentials.applicationId)).limit(1);
    cache.set(credentials.applicationId, { app, at: Date.now() });
  }
  if (!app || !sameSecret(app.token, credentials.applicationToken)) throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
  c.set('application', app);
  await next();
};
