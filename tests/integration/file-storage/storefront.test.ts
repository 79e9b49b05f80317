// The storefront's side of uploads: lib/file-storage/upload.ts (start → PUT → complete for a File a
// server action received) and lib/file-storage/forward.ts (the PUT arriving at the Next server),
// here against the test platform as a remote platform (PLATFORM_URL).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { server } from '../harness';
import { registered } from '../user-helpers';
import { image, samePicture, start } from './helpers';

let cookie = '';
jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  cookies: async () => ({ toString: () => cookie }),
  headers: async () => new Headers(),
}));

const saved = { ...process.env };
beforeAll(() => {
  const { url, applicationId, applicationToken } = server();
  Object.assign(process.env, { PLATFORM_URL: url, APPLICATION_ID: applicationId, APPLICATION_TOKEN: applicationToken });
});
afterAll(() => {
  process.env = saved;
});

describe('uploadFile', () => {
  it('uploads a File as the signed-in shopper and answers the path it is served at', async () => {
    cookie = (await registered()).shopper.cookie;
    const { uploadFile } = await import('@/lib/file-storage/upload');
    const bytes = await image('png', '#8e44ad');
    const result = await uploadFile('order-qc', new File([Uint8Array.from(bytes)], 'sole.png', { type: 'image/png' }));
    expect(result).toEqual({ url: expect.stringMatching(/^\/media\/upload-[0-9a-f]{32}\.png$/) });
    const served = await fetch(`${server().url}${(result as { url: string }).url}`);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), bytes)).toBe(true);
  });

  it('answers the refusal in words', async () => {
    const { uploadFile } = await import('@/lib/file-storage/upload');
    cookie = (await registered()).shopper.cookie;
    expect(await uploadFile('order-qc', new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toEqual({
      error: 'Only JPEG, PNG and WebP images can be uploaded',
    });
    // Declared a PNG, but the bytes are not one.
    expect(await uploadFile('order-qc', new File(['not an image at all'], 'a.png', { type: 'image/png' }))).toEqual({
      error: 'The file is not a image/png image',
    });
    cookie = '';
    expect(
      await uploadFile('order-qc', new File([Uint8Array.from(await image('png'))], 'a.png', { type: 'image/png' })),
    ).toEqual({ error: 'Please sign in to continue' });
  });
});

describe('forwardUpload (the Next route of the PUT)', () => {
  it('passes an upload of more than the API body limit to a remote platform', async () => {
    const { forwardUpload } = await import('@/lib/file-storage/forward');
    const { shopper } = await registered();
    // A PNG over 1 MiB: noise does not compress.
    const sharp = (await import('sharp')).default;
    const noise = Buffer.alloc(700 * 700 * 3).map(() => Math.floor(Math.random() * 256));
    const big = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const started = await start(shopper, 'order-qc', {
      file_name: 'big.png',
      content_type: 'image/png',
      size: big.length,
    });
    const path = new URL(started.json.upload.url).pathname;
    const arrived = new Request(`http://shop.example${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Uint8Array.from(big),
    });
    const answer = await forwardUpload(arrived);
    expect(answer.status).toBe(200);
    // More than the upload limit is refused before the platform sees it.
    const huge = new Request(`http://shop.example${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(6 * 1024 * 1024),
    });
    expect((await forwardUpload(huge)).status).toBe(413);
    // What the platform answers is passed back.
    const wrongType = new Request(`http://shop.example${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: Uint8Array.from(big),
    });
    const refused = await forwardUpload(wrongType);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Content-Type image/png'),
    });
  });
});
