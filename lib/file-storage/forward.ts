// The upload PUT arriving at the Next server (next dev, next start; `npm start` hands /media/ to
// the platform before Next). In process the request goes to the platform as it came, which reads
// the body within the size its token declared. To a remote platform (PLATFORM_URL) the body is
// read here first, within the upload limit rather than the API's 1 MiB.
import 'server-only';
import { forwardToPlatform, platformConnection } from '@/lib/sdk/transport';
import { BodyTooLargeError, bodyTooLargeMessage, readBytesWithin } from '@/common/bounded-body';
import { UPLOAD_MESSAGES, UPLOAD_RULES } from '@/contract/types/file-storage';

export async function forwardUpload(request: Request): Promise<Response> {
  if (!process.env.PLATFORM_URL) return forwardToPlatform(request);
  const { transport, config } = await platformConnection();
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBytesWithin(request.body, request.headers, UPLOAD_RULES.maxBytes);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError;
    return Response.json(
      { success: false, message: tooLarge ? bodyTooLargeMessage(UPLOAD_RULES.maxBytes) : UPLOAD_MESSAGES.failed },
      { status: tooLarge ? 413 : 400 },
    );
  }
  const { pathname, search } = new URL(request.url);
  return transport(
    new Request(new URL(pathname + search, config.domain), { method: request.method, headers: request.headers, body }),
  );
}
