// The direct PUT of an upload ('a direct PUT of the file to the returned upload
// URL, content type as given, no credentials'), mounted at /media/upload beside the images it
// stores. Unsigned by the application: the URL's token is the credential (token.ts). Checked in
// order, each before any more work: the token (403 altered, 410 expired), the Content-Type (415
// unless the one declared), the body read within the declared size (413 past it, never more
// held), then the bytes (service.ts: the declared size exactly, really that image type).
import { Hono } from 'hono';
import { BodyTooLargeError, readBytesWithin } from '../../common/bounded-body';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { params } from '../http/validate';
import { FILE_STORAGE_MESSAGES as M } from './messages';
import { tokenParams } from './schemas';
import { storeUpload, uploadClaims } from './service';

export const fileUploadRoutes = new Hono<PlatformEnv>();

/** The media type of a Content-Type header, without parameters, lower-cased. */
export const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();

fileUploadRoutes.put('/:token', async (c) => {
  const { token } = params(c, tokenParams);
  const claims = uploadClaims(token);
  if (mediaTypeOf(c.req.header('content-type')) !== claims.contentType)
    throw new ApiError(415, M.wrongContentType(claims.contentType));
  let bytes: Uint8Array;
  try {
    bytes = await readBytesWithin(c.req.raw.body, c.req.raw.headers, claims.size);
  } catch (error) {
    // A body cut off (the client went away) is the client's doing, not a server error.
    throw error instanceof BodyTooLargeError
      ? new ApiError(413, M.largerThanDeclared(claims.size))
      : new ApiError(400, M.interrupted);
  }
  await storeUpload(c.get('database'), claims, bytes);
  return c.json({ success: true, message: M.uploaded }, 200, { 'cache-control': 'no-store' });
});
