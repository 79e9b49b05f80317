// Text the platform can never store or match (common/readable-text.ts) is refused at the edge with a
// 400, before authentication, so no service or query ever sees it.
import type { MiddlewareHandler } from 'hono';
import { JSON_MAX_DEPTH, rawTarget, validPath, validQuery } from '../../common/readable-text';
import type { PlatformEnv } from './env';
import { ApiError } from './errors';

export const INPUT_MESSAGES = {
  path: 'Invalid path: it must be valid UTF-8 percent-encoding without control characters',
  query: 'Invalid query: it must be valid UTF-8 percent-encoding without NUL characters',
  body: 'Invalid body: text must not contain NUL characters',
  bodyUnicode: 'Invalid body: text must be valid Unicode (no lone surrogate)',
  bodyDepth: `Invalid body: JSON may nest at most ${JSON_MAX_DEPTH} levels deep`,
  text: 'Invalid input: text must be valid UTF-8 without NUL characters',
} as const;

export const refuseUnreadableInput: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  // The raw URL as received: Hono's own decoding would hide a malformed escape.
  const { pathname, search } = rawTarget(c.req.url);
  if (!validPath(pathname)) throw new ApiError(400, INPUT_MESSAGES.path);
  if (!validQuery(search)) throw new ApiError(400, INPUT_MESSAGES.query);
  await next();
};
