// What other domains (file storage) use of media: the stored files and their signed URLs.
export { MEDIA_FILE } from './service';
export { mediaSignatureQuery } from './signed-url';
