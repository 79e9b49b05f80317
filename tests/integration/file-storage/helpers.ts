// What the file storage tests share: images made with sharp, the calls, and the platform's
// derived secrets (read from the test platform's data folder) to make tokens and links it would
// make itself, e.g. already expired ones.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { server } from '../harness';
import type { Shopper } from '../user-helpers';

export const ASSETS = '/service/application/assets';
export const start = (shopper: Shopper, namespace: string, body: unknown) =>
  shopper.post(`${ASSETS}/v2.0/namespaces/${namespace}/upload/start`, body);
export const complete = (shopper: Shopper, namespace: string, body: unknown) =>
  shopper.post(`${ASSETS}/v2.0/namespaces/${namespace}/upload/complete`, body);

export async function image(format: 'png' | 'jpeg' | 'webp', colour = '#c0392b', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

export async function put(
  url: string,
  bytes: Uint8Array | ReadableStream<Uint8Array>,
  contentType: string | undefined,
  headers: Record<string, string> = {},
) {
  const streamed = bytes instanceof ReadableStream;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...headers },
    body: streamed ? bytes : Uint8Array.from(bytes),
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

/** A body sent chunked (no Content-Length), `total` bytes in chunks of 64 KiB. */
export function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(65536, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(7));
    },
  });
}

/** derivedSecret(purpose) of the test platform (platform/secrets.ts). */
export function platformSecret(purpose: string): string {
  const { dataDir } = server() as unknown as { dataDir: string };
  const sessionSecret =
    process.env.SESSION_SECRET ??
    (JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { sessionSecret: string })
      .sessionSecret;
  return crypto.createHmac('sha256', sessionSecret).update(`derived:${purpose}`).digest('base64url');
}

/** Whether two images show the same picture: same format and size, and pixels within `tolerance` on average (an upload is stored re-encoded). */
export async function samePicture(a: Uint8Array, b: Uint8Array, tolerance = 2): Promise<boolean> {
  const [x, y] = await Promise.all(
    [a, b].map(async (bytes) => ({
      format: (await sharp(bytes).metadata()).format,
      ...(await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
    })),
  );
  if (
    x.format !== y.format ||
    x.info.width !== y.info.width ||
    x.info.height !== y.info.height ||
    x.data.length !== y.data.length
  )
    return false;
  let difference = 0;
  for (let i = 0; i < x.data.length; i++) difference += Math.abs(x.data[i] - y.data[i]);
  return difference / x.data.length <= tolerance;
}
