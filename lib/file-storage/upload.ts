// Uploading a file a server action received (e.g. a return's quality-check photos, posted as
// multipart): start → PUT → complete, as the signed-in shopper whose request this is. The PUT goes
// to the platform through the same connection as the SDK (in process, or PLATFORM_URL), so the
// upload URL's host is never fetched as given.
import 'server-only';
import { serverSdk } from '@/lib/sdk/server';
import { platformConnection } from '@/lib/sdk/transport';
import { fileStorageApi } from '@/lib/sdk/file-storage';
import { displayMessage } from '@/lib/sdk/errors';
import {
  UPLOAD_MESSAGES,
  UPLOAD_NAMESPACES,
  UPLOAD_RULES,
  isUploadContentType,
  type UploadNamespace,
} from '@/contract/types/file-storage';

export type UploadResult = { url: string } | { error: string };

/** What is wrong with a file before anything is sent, or undefined. */
export function uploadProblem(namespace: string, file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(UPLOAD_NAMESPACES as readonly string[]).includes(namespace)) return UPLOAD_MESSAGES.failed;
  if (!isUploadContentType(file.type)) return UPLOAD_MESSAGES.onlyImages;
  if (file.size <= 0) return UPLOAD_MESSAGES.empty;
  if (file.size > UPLOAD_RULES.maxBytes) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

/** The PUT of the file to the upload URL (its path and query, on the platform's connection). */
async function put(uploadUrl: string, file: File): Promise<string | undefined> {
  const { transport, config } = await platformConnection();
  const { pathname, search } = new URL(uploadUrl, config.domain);
  const response = await transport(
    new Request(new URL(pathname + search, config.domain), {
      method: 'PUT',
      headers: { 'content-type': file.type },
      body: file,
    }),
  );
  if (response.ok) return undefined;
  const answer = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  return answer?.message || UPLOAD_MESSAGES.failed;
}

/**
 * Uploads `file` to `namespace` and answers the path it is served at (`/media/<id>.<ext>`, the
 * complete answer's cdn.relative_url: stable whatever host the shop is reached by), or the
 * message to show.
 */
export async function uploadFile(namespace: UploadNamespace, file: File): Promise<UploadResult> {
  const problem = uploadProblem(namespace, file);
  if (problem) return { error: problem };
  try {
    const api = fileStorageApi((await serverSdk()).client);
    const started = await api.startUpload({
      namespace,
      body: { file_name: file.name || 'image', content_type: file.type, size: file.size },
    });
    if (!started.upload?.url) return { error: UPLOAD_MESSAGES.failed };
    const refused = await put(started.upload.url, file);
    if (refused) return { error: refused };
    const done = await api.completeUpload({ namespace, body: started });
    return { url: done.cdn.relative_url };
  } catch (error) {
    return { error: displayMessage(error, UPLOAD_MESSAGES.failed) };
  }
}
