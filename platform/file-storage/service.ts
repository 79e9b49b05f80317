// File storage: start answers a short-lived upload URL on this platform, the PUT to
// it stores the checked image in the media table (platform/media) under an id derived from the
// URL's token, and complete answers where the stored file is served. No table of its own: the
// token carries what start promised, signed.
import sharp from 'sharp';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { insertMediaOnce, mediaCreatedAt, storedMediaData } from '../media';
import { consume } from '../user';
import { derivedSecret } from '../secrets';
import {
  UPLOAD_CONTENT_TYPES,
  type UploadCdn,
  type UploadCompleteResponse,
  type UploadContentType,
  type UploadNamespace,
  type UploadStartResponse,
} from '../../contract/types/file-storage';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  REENCODE_QUALITY,
  SHARP_FORMATS,
  UPLOAD_PATH_PREFIX,
  UPLOAD_STARTS_LIMIT,
  UPLOAD_URL_TTL_SECONDS,
} from './constants';
import { FILE_STORAGE_MESSAGES as M } from './messages';
import { cleanFileName } from './names';
import type { completeBody, startBody } from './schemas';
import { newNonce, ownerTag, readUploadToken, signUploadToken, uploadMediaId, type UploadClaims } from './token';

export const uploadSecret = () => derivedSecret('file-storage-upload');

const fileOf = (claims: UploadClaims) => `${uploadMediaId(claims)}.${UPLOAD_CONTENT_TYPES[claims.contentType]}`;

function cdnOf(claims: UploadClaims, origin: string): UploadCdn {
  const relative = `/media/${fileOf(claims)}`;
  return { url: `${origin}${relative}`, absolute_url: `${origin}${relative}`, relative_url: relative };
}

function described(
  claims: UploadClaims,
  origin: string,
  token: string,
  now: number,
  tags: string[],
): UploadStartResponse {
  return {
    file_name: claims.fileName,
    file_path: `${claims.namespace}/${uploadMediaId(claims)}/${claims.fileName}`,
    content_type: claims.contentType,
    method: 'PUT',
    namespace: claims.namespace,
    operation: 'putObject',
    size: claims.size,
    upload: {
      expiry: Math.max(0, claims.expires - Math.floor(now / 1000)),
      url: `${origin}${UPLOAD_PATH_PREFIX}${token}`,
    },
    cdn: cdnOf(claims, origin),
    tags,
  };
}

/** Start: a signed-in shopper's upload URL (at most UPLOAD_STARTS_LIMIT an hour). */
export async function startUpload(
  database: Database,
  args: {
    userId: string;
    namespace: UploadNamespace;
    input: z.infer<typeof startBody>;
    origin: string;
    now?: number;
    secret?: string;
  },
): Promise<UploadStartResponse> {
  const { userId, namespace, input, origin, now = Date.now(), secret = uploadSecret() } = args;
  await consume(database, [[`upload-start:${userId}`, UPLOAD_STARTS_LIMIT]]);
  const contentType = input.content_type as UploadContentType;
  const claims: UploadClaims = {
    owner: ownerTag(secret, userId),
    namespace,
    contentType,
    size: input.size,
    fileName: cleanFileName(input.file_name, UPLOAD_CONTENT_TYPES[contentType]),
    expires: Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS,
    nonce: newNonce(),
  };
  return described(claims, origin, signUploadToken(claims, secret), now, input.tags ?? []);
}

/** The token of a PUT: its claims, or the 4xx that says why not. */
export function uploadClaims(token: string, now = Date.now(), secret = uploadSecret()): UploadClaims {
  const check = readUploadToken(token, secret, now);
  if (check.ok) return check.claims;
  throw new ApiError(
    check.reason === 'expired' ? 410 : 403,
    check.reason === 'expired' ? M.expiredUploadUrl : M.badUploadUrl,
  );
}

/** What sharp reads of the bytes: the format and size of the image, or undefined for bytes that are no image. */
async function imageFacts(bytes: Uint8Array): Promise<{ format: string; width: number; height: number } | undefined> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !meta.width || !meta.height) return undefined;
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/**
 * The image written again from its decoded pixels alone, upright, in its own format
 * (REENCODE_QUALITY): whatever else the file carried is gone. Pixels that do not decode whole are
 * a 415. The same bytes always give the same image.
 */
async function reencoded(
  bytes: Uint8Array,
  contentType: UploadContentType,
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const quality = REENCODE_QUALITY[contentType];
    const encoder =
      contentType === 'image/png'
        ? image.png()
        : contentType === 'image/webp'
          ? image.webp({ quality })
          : image.jpeg({ quality });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ApiError(415, M.unreadableImage(contentType));
  }
}

/**
 * The PUT's bytes (already read within the declared size): checked to be exactly the declared
 * size and really the declared image type, written again from its pixels (reencoded), then
 * stored once. A second PUT of the same bytes is a success; of other bytes a 409, so a served URL
 * never changes its image.
 */
export async function storeUpload(database: Database, claims: UploadClaims, bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength !== claims.size) throw new ApiError(400, M.sizeMismatch(bytes.byteLength, claims.size));
  const facts = await imageFacts(bytes);
  if (!facts || facts.format !== SHARP_FORMATS[claims.contentType])
    throw new ApiError(415, M.notThatImage(claims.contentType));
  if (facts.width > MAX_IMAGE_SIDE || facts.height > MAX_IMAGE_SIDE || facts.width * facts.height > MAX_IMAGE_PIXELS) {
    throw new ApiError(400, M.imageTooBig(MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS));
  }
  const id = uploadMediaId(claims);
  const { data, width, height } = await reencoded(bytes, claims.contentType);
  if (await insertMediaOnce(database.db, { id, contentType: claims.contentType, data, width, height })) return;
  const stored = await storedMediaData(database.db, id);
  if (!stored || !Buffer.from(stored).equals(data)) throw new ApiError(409, M.alreadyUploaded);
}

/** The path of an upload URL (absolute or not) when it is one of ours: its token. */
function tokenOfUploadUrl(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://upload.invalid').pathname;
  } catch {
    return undefined;
  }
  return path.startsWith(UPLOAD_PATH_PREFIX) ? path.slice(UPLOAD_PATH_PREFIX.length) : undefined;
}

/**
 * Complete: for the shopper who started it, in the namespace it was started in, once its file is
 * stored. An upload URL past its expiry still completes when the file arrived in time.
 */
export async function completeUpload(
  database: Database,
  args: {
    userId: string;
    namespace: UploadNamespace;
    input: z.infer<typeof completeBody>;
    origin: string;
    now?: number;
    secret?: string;
  },
): Promise<UploadCompleteResponse> {
  const { userId, namespace, input, origin, now = Date.now(), secret = uploadSecret() } = args;
  const token = tokenOfUploadUrl(input.upload.url);
  const check = token ? readUploadToken(token, secret, undefined) : undefined;
  if (!token || !check?.ok) throw new ApiError(400, M.badUploadUrl);
  const { claims } = check;
  // Someone else's upload is answered like one that does not exist.
  if (claims.owner !== ownerTag(secret, userId)) throw new ApiError(404, M.uploadNotFound);
  if (claims.namespace !== namespace) throw new ApiError(400, M.namespaceMismatch);
  const createdAt = await mediaCreatedAt(database.db, uploadMediaId(claims));
  if (!createdAt) throw new ApiError(400, M.notUploaded);
  const answer: Omit<UploadStartResponse, 'method'> & { method?: string } = described(
    claims,
    origin,
    token,
    now,
    input.tags ?? [],
  );
  delete answer.method;
  const at = createdAt.toISOString();
  return { ...answer, _id: uploadMediaId(claims), success: true, created_on: at, modified_on: at };
}
