// Wire shapes of file storage (assets/v2.0 upload start and complete, assets/v1.0
// sign-urls), in the official SDK's names (FileUploadStart, FileUpload, FileUploadComplete, SignUrl,
// SignUrlResult), and the upload rules the storefront and the platform apply alike.

/** Where a shopper's upload goes: 'order-qc' for the photos of a return's quality check, 'misc' for anything else. */
export const UPLOAD_NAMESPACES = ['order-qc', 'misc'] as const;
export type UploadNamespace = (typeof UPLOAD_NAMESPACES)[number];

/** The image types a shopper may upload, with the extension the stored file is served under. */
export const UPLOAD_CONTENT_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

export const UPLOAD_RULES = {
  /** Bytes a file may have (5 MiB), declared at start and counted as the PUT is read. */
  maxBytes: 5 * 1024 * 1024,
  /** Seconds a signed URL lives unless the call asks otherwise. */
  signedUrlExpirySeconds: 300,
} as const;

export const isUploadContentType = (value: string): value is UploadContentType =>
  Object.hasOwn(UPLOAD_CONTENT_TYPES, value);

const mib = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;

/** Words the platform answers and the storefront's upload helper shows before asking it. */
export const UPLOAD_MESSAGES = {
  failed: 'Failed to upload file',
  onlyImages: 'Only JPEG, PNG and WebP images can be uploaded',
  tooLarge: `The file is too large: at most ${mib(UPLOAD_RULES.maxBytes)}`,
  empty: 'The file is empty',
} as const;

/** POST assets/v2.0/namespaces/{namespace}/upload/start */
export type UploadStartRequest = {
  file_name: string;
  content_type: string;
  size: number;
  tags?: string[];
  params?: Record<string, unknown>;
};

export type UploadCdn = { url: string; absolute_url: string; relative_url: string };

/** The start answer: PUT the file to upload.url (Content-Type as declared, no credentials), then send this back to complete. */
export type UploadStartResponse = {
  file_name: string;
  file_path: string;
  content_type: string;
  method: 'PUT';
  namespace: string;
  operation: 'putObject';
  size: number;
  /** expiry: seconds the upload URL stays valid. */
  upload: { expiry: number; url: string };
  cdn: UploadCdn;
  tags: string[];
};

/** POST assets/v2.0/namespaces/{namespace}/upload/complete */
export type UploadCompleteResponse = Omit<UploadStartResponse, 'method'> & {
  _id: string;
  success: true;
  created_on: string;
  modified_on: string;
};

/** POST assets/v1.0/sign-urls */
export type SignUrlsRequest = { urls: string[]; expiry?: number };
export type SignUrlsResponse = { urls: Array<{ url: string; signed_url: string; expiry: number }> };
