// File storage's inputs, parsed at the edge (platform/http/validate.ts).
import { z } from 'zod';
import { isUploadContentType } from '../../contract/types/file-storage';
import {
  SIGN_URL_RULES,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  UPLOAD_NAMESPACES,
  UPLOAD_RULES,
  isUploadNamespace,
} from './constants';
import { FILE_STORAGE_MESSAGES as M } from './messages';
import { TOKEN_PATTERN } from './token';

export const namespaceParams = z.object({
  namespace: z.string().refine(isUploadNamespace, M.unknownNamespace(UPLOAD_NAMESPACES)),
});

const tags = z.array(z.string().trim().max(TAG_MAX_LENGTH)).max(TAGS_MAX);

export const startBody = z.object({
  file_name: z.string().trim().min(1, 'file_name is required').max(255),
  content_type: z.string().trim().toLowerCase().refine(isUploadContentType, M.onlyImages),
  size: z
    .number()
    .int('size must be a whole number of bytes')
    .min(1, M.emptyFile)
    .max(UPLOAD_RULES.maxBytes, M.tooLarge),
  tags: tags.optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** Complete takes back the start answer as the SDK sends it (its upload.url names the upload); the rest is ignored. */
export const completeBody = z.object({
  upload: z.object({ url: z.string().trim().min(1).max(4000) }),
  tags: tags.optional(),
});

export const tokenParams = z.object({ token: z.string().regex(TOKEN_PATTERN, M.badUploadUrl) });

export const signUrlsBody = z.object({
  urls: z
    .array(z.string().trim().min(1).max(SIGN_URL_RULES.maxUrlLength))
    .min(1, 'urls must name at least one URL')
    .max(SIGN_URL_RULES.maxUrls),
  expiry: z.number().int().min(SIGN_URL_RULES.minExpirySeconds).max(SIGN_URL_RULES.maxExpirySeconds).optional(),
});
