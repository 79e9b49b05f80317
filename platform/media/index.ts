// What other domains (file storage) use of media: the stored files (an upload stored once, its
// bytes and its time) and their signed URLs.
export { MEDIA_FILE, insertMediaOnce, mediaCreatedAt, storedMediaData, storedMediaIds } from './service';
export { mediaSignatureQuery } from './signed-url';
