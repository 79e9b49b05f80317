// File storage over HTTP: start answers an upload URL on this platform, the PUT to it (no
// credentials) stores the checked image, complete answers where it is served. Every bad input is a
// 4xx in words.
import crypto from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { server } from '../harness';
import { registered, Shopper } from '../user-helpers';
import { ownerTag, signUploadToken, readUploadToken } from '@/platform/file-storage/token';
import { chunked, complete, image, platformSecret, put, samePicture, start } from './helpers';
import { MEDIA_POLICY } from '@/platform/media/routes';
import { expectQuietServerLog } from '../fixtures/quiet-server-log';
import { startedPng } from './upload-helpers';

const MiB = 1024 * 1024;

expectQuietServerLog();

describe('upload over HTTP', () => {
  it('start → PUT → complete, then the image is served back, written again from its pixels', async () => {
    const { shopper } = await registered();
    const file = await image('png');
    const started = await start(shopper, 'order-qc', {
      file_name: '../IMG 2041<1>.PNG',
      content_type: 'image/png',
      size: file.length,
      tags: ['return'],
    });
    expect(started.status).toBe(200);
    expect(started.headers.get('cache-control')).toBe('private, no-store');
    const { url } = server();
    expect(started.json).toMatchObject({
      file_name: 'IMG 2041-1.png',
      content_type: 'image/png',
      method: 'PUT',
      namespace: 'order-qc',
      operation: 'putObject',
      size: file.length,
      upload: {
        expiry: 900,
        url: expect.stringMatching(new RegExp(`^${url}/media/upload/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`)),
      },
      cdn: { relative_url: expect.stringMatching(/^\/media\/upload-[0-9a-f]{32}\.png$/) },
      tags: ['return'],
    });
    expect(started.json.cdn.url).toBe(`${url}${started.json.cdn.relative_url}`);
    expect(started.json.cdn.absolute_url).toBe(started.json.cdn.url);

    // Nothing stored yet: completing is refused in the spec's words, and the CDN URL is a 404.
    const early = await complete(shopper, 'order-qc', started.json);
    expect(early).toMatchObject({
      status: 400,
      json: { success: false, message: 'Failed to upload file: nothing was uploaded to the upload URL' },
    });
    expect((await fetch(started.json.cdn.url)).status).toBe(404);

    // The PUT carries no credentials at all.
    expect(await put(started.json.upload.url, file, 'image/png')).toEqual({
      status: 200,
      json: { success: true, message: 'File uploaded' },
    });
    // Again with the same bytes: idempotent.
    expect((await put(started.json.upload.url, file, 'image/png')).status).toBe(200);

    const done = await complete(shopper, 'order-qc', started.json);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      _id: expect.stringMatching(/^upload-[0-9a-f]{32}$/),
      success: true,
      file_name: 'IMG 2041-1.png',
      namespace: 'order-qc',
      content_type: 'image/png',
      size: file.length,
      cdn: started.json.cdn,
      created_on: expect.any(String),
      modified_on: expect.any(String),
    });
    expect(done.json.method).toBeUndefined();

    const served = await fetch(done.json.cdn.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(MEDIA_POLICY);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), file)).toBe(true);
  });

  it('takes JPEG and WebP too, served under their own extension', async () => {
    const { shopper } = await registered();
    for (const [format, type, ext] of [
      ['jpeg', 'image/jpeg', 'jpg'],
      ['webp', 'image/webp', 'webp'],
    ] as const) {
      const file = await image(format, '#2980b9');
      const started = await start(shopper, 'misc', {
        file_name: `photo.${ext}`,
        content_type: type,
        size: file.length,
      });
      expect(started.json.cdn.relative_url).toMatch(new RegExp(`\\.${ext}$`));
      expect((await put(started.json.upload.url, file, type)).status).toBe(200);
      const done = await complete(shopper, 'misc', started.json);
      expect(done.status).toBe(200);
      const served = await fetch(`${server().url}${done.json.cdn.relative_url}`);
      expect(served.headers.get('content-type')).toBe(type);
      expect(await samePicture(Buffer.from(await served.arrayBuffer()), file)).toBe(true);
    }
  });

  it('refuses an anonymous start with 401, and unknown namespaces', async () => {
    const anonymous = new Shopper();
    expect(
      await start(anonymous, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: 10 }),
    ).toMatchObject({ status: 401, json: { success: false, code: 'USER_NOT_SIGNED_IN' } });
    expect((await complete(anonymous, 'order-qc', { upload: { url: 'x' } })).status).toBe(401);
    const { shopper } = await registered();
    const unknown = await start(shopper, 'products', { file_name: 'a.png', content_type: 'image/png', size: 10 });
    expect(unknown).toMatchObject({
      status: 400,
      json: { success: false, message: 'Invalid path: namespace: Unknown upload namespace: use one of order-qc, misc' },
    });
  });

  it('refuses other types, empty and too large files at start', async () => {
    const { shopper } = await registered();
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', 'application/pdf']) {
      const answer = await start(shopper, 'order-qc', { file_name: 'a.svg', content_type: type, size: 10 });
      expect(answer).toMatchObject({
        status: 400,
        json: { success: false, message: 'Invalid body: content_type: Only JPEG, PNG and WebP images can be uploaded' },
      });
    }
    expect(
      (await start(shopper, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: 5 * MiB + 1 })).json
        .message,
    ).toBe('Invalid body: size: The file is too large: at most 5 MiB');
    expect(
      (await start(shopper, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: 0 })).json.message,
    ).toBe('Invalid body: size: The file is empty');
    expect((await start(shopper, 'order-qc', { content_type: 'image/png', size: 10 })).status).toBe(400);
  });

  it('refuses a PUT of another content type, or none', async () => {
    const { shopper } = await registered();
    const { file, started } = await startedPng(shopper);
    for (const type of ['image/jpeg', 'application/octet-stream', undefined]) {
      expect(await put(started.upload.url, file, type)).toEqual({
        status: 415,
        json: {
          success: false,
          message: 'The file must be sent with Content-Type image/png, as declared when the upload started',
        },
      });
    }
    // Parameters of the same type are fine.
    expect((await put(started.upload.url, file, 'Image/PNG; charset=binary')).status).toBe(200);
  });

  it('refuses a body larger than declared (by Content-Length, or chunked as it streams) and one smaller', async () => {
    const { shopper } = await registered();
    const { file, started } = await startedPng(shopper);
    const bigger = Buffer.concat([file, Buffer.alloc(1)]);
    const larger = {
      status: 413,
      json: {
        success: false,
        message: `The file is larger than the ${file.length} bytes declared when the upload started`,
      },
    };
    expect(await put(started.upload.url, bigger, 'image/png')).toEqual(larger);
    expect(await put(started.upload.url, chunked(8 * MiB), 'image/png')).toEqual(larger);
    expect(await put(started.upload.url, file.subarray(0, file.length - 1), 'image/png')).toEqual({
      status: 400,
      json: {
        success: false,
        message: `The file has ${file.length - 1} bytes, but ${file.length} were declared when the upload started`,
      },
    });
    // Nothing was stored by those.
    expect((await complete(shopper, 'order-qc', started)).status).toBe(400);
  });

  it('refuses bytes that are not the declared image type', async () => {
    const { shopper } = await registered();
    const notImage = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(300, ' '));
    const started = await start(shopper, 'order-qc', {
      file_name: 'a.png',
      content_type: 'image/png',
      size: notImage.length,
    });
    expect(await put(started.json.upload.url, notImage, 'image/png')).toEqual({
      status: 415,
      json: { success: false, message: 'The file is not a image/png image' },
    });
    const jpeg = await image('jpeg');
    const asPng = await start(shopper, 'order-qc', {
      file_name: 'a.png',
      content_type: 'image/png',
      size: jpeg.length,
    });
    expect((await put(asPng.json.upload.url, jpeg, 'image/png')).status).toBe(415);
  });

  it('stores and serves an image written again from its pixels: HTML appended to a PNG is never stored or served', async () => {
    const { shopper } = await registered();
    const picture = await image('png', '#16a085');
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([picture, Buffer.from(html)]);
    const { started } = await startedPng(shopper, 'order-qc', polyglot);
    expect((await put(started.upload.url, polyglot, 'image/png')).status).toBe(200);
    // The same bytes again are still the same upload.
    expect((await put(started.upload.url, polyglot, 'image/png')).status).toBe(200);
    const served = await fetch(`${server().url}${started.cdn.relative_url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('<html')).toBe(false);
    expect(bytes.equals(polyglot)).toBe(false);
    expect(await samePicture(bytes, picture, 0)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });

  it('refuses an image whose pixels do not decode whole (a cut file), in words', async () => {
    const { shopper } = await registered();
    const noise = await sharp(crypto.randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const cut = noise.subarray(0, Math.floor(noise.length / 2));
    const { started } = await startedPng(shopper, 'order-qc', cut);
    expect(await put(started.upload.url, cut, 'image/png')).toEqual({
      status: 415,
      json: { success: false, message: 'The file could not be read as a image/png image' },
    });
    expect((await fetch(`${server().url}${started.cdn.relative_url}`)).status).toBe(404);
  });

  it('refuses an altered or expired upload URL', async () => {
    const { shopper } = await registered();
    const { file, started } = await startedPng(shopper);
    const url: string = started.upload.url;
    const at = url.lastIndexOf('/') + 5;
    const altered = url.slice(0, at) + (url[at] === 'A' ? 'B' : 'A') + url.slice(at + 1);
    const invalid = {
      status: 403,
      json: { success: false, message: 'This upload URL is not valid: start the upload again' },
    };
    expect(await put(altered, file, 'image/png')).toEqual(invalid);
    expect(await put(`${url.slice(0, url.lastIndexOf('.'))}.${'A'.repeat(43)}`, file, 'image/png')).toEqual(invalid);
    expect((await put(`${server().url}/media/upload/not-a-token`, file, 'image/png')).status).toBe(400);

    // The same promise, signed by the platform's key but expired a minute ago.
    const secret = platformSecret('file-storage-upload');
    const token = url.slice(url.lastIndexOf('/') + 1);
    const check = readUploadToken(token, secret, undefined);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const expired = signUploadToken({ ...check.claims, expires: Math.floor(Date.now() / 1000) - 60 }, secret);
    expect(await put(`${server().url}/media/upload/${expired}`, file, 'image/png')).toEqual({
      status: 410,
      json: { success: false, message: 'This upload URL has expired: start the upload again' },
    });
  });

  it('a different file to a used upload URL is refused: a served URL never changes its bytes', async () => {
    const { shopper } = await registered();
    const red = await image('png', '#ff0000');
    const blue = await image('png', '#0000ff');
    // PNG readers stop at IEND, so padding makes both the same length.
    const length = Math.max(red.length, blue.length);
    const [a, b] = [red, blue].map((f) => Buffer.concat([f, Buffer.alloc(length - f.length)]));
    expect(a.equals(b)).toBe(false);
    const { started } = await startedPng(shopper, 'order-qc', a);
    expect((await put(started.upload.url, a, 'image/png')).status).toBe(200);
    expect(await put(started.upload.url, b, 'image/png')).toEqual({
      status: 409,
      json: {
        success: false,
        message: 'This upload URL has already received a different file: start the upload again',
      },
    });
    const served = await fetch(`${server().url}${started.cdn.relative_url}`);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), red, 0)).toBe(true);
  });

  it('complete is the starting shopper’s, in the starting namespace, with a real upload URL', async () => {
    const owner = await registered();
    const other = await registered();
    const { file, started } = await startedPng(owner.shopper);
    expect((await put(started.upload.url, file, 'image/png')).status).toBe(200);
    expect(await complete(other.shopper, 'order-qc', started)).toMatchObject({
      status: 404,
      json: { success: false, message: 'Upload not found' },
    });
    expect(await complete(owner.shopper, 'misc', started)).toMatchObject({
      status: 400,
      json: { message: 'This upload was started in another namespace' },
    });
    for (const upload of [{ url: 'https://example.com/elsewhere' }, { url: `${started.upload.url}x` }, {}]) {
      expect((await complete(owner.shopper, 'order-qc', { ...started, upload })).status).toBe(400);
    }
    // Complete carries only the start answer; a forged owner cannot be written into it.
    const secret = platformSecret('file-storage-upload');
    const token = started.upload.url.slice(started.upload.url.lastIndexOf('/') + 1);
    const check = readUploadToken(token, secret, undefined);
    if (!check.ok) throw new Error('token');
    expect(check.claims.owner).toBe(ownerTag(secret, owner.userId));
    expect((await complete(owner.shopper, 'order-qc', started)).status).toBe(200);
  });

  it('limits upload starts to 30 an hour per shopper', async () => {
    const { shopper } = await registered();
    const body = { file_name: 'a.png', content_type: 'image/png', size: 10 };
    for (let i = 0; i < 30; i++) expect((await start(shopper, 'misc', body)).status).toBe(200);
    expect(await start(shopper, 'misc', body)).toMatchObject({
      status: 429,
      json: { success: false, code: expect.any(String), retry_after: expect.any(Number) },
    });
  });
});
