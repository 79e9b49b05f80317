// File storage's rules, one place each. The namespaces, image types and size limit are the wire
// contract's (contract/types/file-storage.ts), shared with the storefront's upload helper:
//  - 'order-qc': photos a shopper attaches to a return for its quality check;
//  - 'misc': any other image a shopper sends.
// Both take the same rules: JPEG, PNG or WebP, at most 5 MiB.
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_NAMESPACES,
  UPLOAD_RULES,
  type UploadNamespace,
} from '../../contract/types/file-storage';
import type { Limit } from '../user';

export { UPLOAD_CONTENT_TYPES, UPLOAD_NAMESPACES, UPLOAD_RULES };

export const isUploadNamespace = (value: string): value is UploadNamespace =>
  (UPLOAD_NAMESPACES as readonly string[]).includes(value);

/** The sharp format each accepted content type must really be. */
export const SHARP_FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * How an upload is written again before it is stored: only the decoded pixels are kept (turned
 * upright by their EXIF orientation), so nothing appended to or hidden in the file (HTML, scripts,
 * metadata) is ever stored or served.
 */
export const REENCODE_QUALITY = { 'image/jpeg': 90, 'image/png': 100, 'image/webp': 90 } as const;

/** Seconds an upload URL accepts its PUT (upload.expiry of the start answer). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** Where the PUT goes, on this platform and unsigned by the application: `/media/upload/<token>`. */
export const UPLOAD_PATH_PREFIX = '/media/upload/';

/** Ids of uploaded files in the media table (platform/media): `upload-<32 hex>`, served as `/media/<id>.<ext>`. */
export const UPLOAD_ID_PREFIX = 'upload-';

/** Upload starts per shopper: 30 an hour (each may store up to UPLOAD_RULES.maxBytes). */
export const UPLOAD_STARTS_LIMIT: Limit = [30, 60 * 60];

/** Signed URLs: 300 s unless asked, at most an hour; up to 50 URLs a call. */
export const SIGN_URL_RULES = {
  defaultExpirySeconds: UPLOAD_RULES.signedUrlExpirySeconds,
  minExpirySeconds: 1,
  maxExpirySeconds: 60 * 60,
  maxUrls: 50,
  maxUrlLength: 2000,
} as const;

/** Widest image side and pixel count accepted (a decoder asked to expand more is a bomb, not a photo). */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Longest file name kept (in characters, before the extension); tags per file and their length. */
export const FILE_NAME_MAX = 80;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 50;
