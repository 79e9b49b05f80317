// File storage's messages, one place each.
import { UPLOAD_MESSAGES } from '../../contract/types/file-storage';

export const FILE_STORAGE_MESSAGES = {
  unknownNamespace: (allowed: readonly string[]) => `Unknown upload namespace: use one of ${allowed.join(', ')}`,
  onlyImages: UPLOAD_MESSAGES.onlyImages,
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  emptyFile: UPLOAD_MESSAGES.empty,
  badUploadUrl: 'This upload URL is not valid: start the upload again',
  expiredUploadUrl: 'This upload URL has expired: start the upload again',
  wrongContentType: (declared: string) =>
    `The file must be sent with Content-Type ${declared}, as declared when the upload started`,
  largerThanDeclared: (size: number) => `The file is larger than the ${size} bytes declared when the upload started`,
  interrupted: 'The upload was interrupted before the whole file arrived',
  sizeMismatch: (sent: number, declared: number) =>
    `The file has ${sent} bytes, but ${declared} were declared when the upload started`,
  notThatImage: (declared: string) => `The file is not a ${declared} image`,
  unreadableImage: (declared: string) => `The file could not be read as a ${declared} image`,
  imageTooBig: (side: number, pixels: number) =>
    `The image is too large: at most ${side} pixels a side and ${pixels / 1_000_000} megapixels`,
  alreadyUploaded: 'This upload URL has already received a different file: start the upload again',
  uploaded: 'File uploaded',
  notUploaded: `${UPLOAD_MESSAGES.failed}: nothing was uploaded to the upload URL`,
  namespaceMismatch: 'This upload was started in another namespace',
  uploadNotFound: 'Upload not found',
  foreignUrl: (url: string) =>
    `Only this shop's /media URLs can be signed: ${url.length > 200 ? `${url.slice(0, 200)}…` : url}`,
} as const;
