// File storage over HTTP and through the official SDK's FileStorage client: start
// answers an upload URL on this platform, the PUT to it (no credentials) stores the checked image,
// complete answers where it is served, and sign-urls signs the shop's own /media URLs. Every bad
// input is a 4xx in words.
import crypto from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import fc from 'fast-check';
import { failure, officialClient, server } from '../harness';
import { registered, Shopper } from '../user-helpers';
import { ownerTag, signUploadToken, readUploadToken } from '@/platform/file-storage/token';
import { mediaSignatureQuery } from '@/platform/media/signed-url';
import { badBody, badText, FUZZ_SEED, internalIn } from '../../fuzz/arbitraries';
import { ASSETS, chunked, complete, image, platformSecret, put, samePicture, start } from './helpers';
import { MEDIA_POLICY } from '@/platform/media/routes';
import { expectQuietServerLog } from '../fixtures/quiet-server-log';

const MiB = 1024 * 1024;

expectQuietServerLog();

async function startedPng(shopper: Shopper, namespace = 'order-qc', bytes?: Buffer) {
  const file = bytes ?? (await image('png'));
  const started = await start(shopper, namespace, { file_name: 'damaged sole.png', content_type: 'image/png', size: file.length, tags: ['return'] });
  expect(started.status).toBe(200);
  return { file, started: started.json };
}

describe('upload over HTTP', () => {
  it('start → PUT → complete, then the image is served back, written again from its pixels', async () => {
    const { shopper } = await registered();
    const file = await image('png');
    const started = await start(shopper, 'order-qc', { file_name: '../IMG 2041<1>.PNG', content_type: 'image/png', size: file.length, tags: ['return'] });
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
      upload: { expiry: 900, url: expect.stringMatching(new RegExp(`^${url}/media/upload/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`)) },
      cdn: { relative_url: expect.stringMatching(/^\/media\/upload-[0-9a-f]{32}\.png$/) },
      tags: ['return'],
    });
    expect(started.json.cdn.url).toBe(`${url}${started.json.cdn.relative_url}`);
    expect(started.json.cdn.absolute_url).toBe(started.json.cdn.url);

    // Nothing stored yet: completing is refused in the spec's words, and the CDN URL is a 404.
    const early = await complete(shopper, 'order-qc', started.json);
    expect(early).toMatchObject({ status: 400, json: { success: false, message: 'Failed to upload file: nothing was uploaded to the upload URL' } });
    expect((await fetch(started.json.cdn.url)).status).toBe(404);

    // The PUT carries no credentials at all.
    expect(await put(started.json.upload.url, file, 'image/png')).toEqual({ status: 200, json: { success: true, message: 'File uploaded' } });
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
    for (const [format, type, ext] of [['jpeg', 'image/jpeg', 'jpg'], ['webp', 'image/webp', 'webp']] as const) {
      const file = await image(format, '#2980b9');
      const started = await start(shopper, 'misc', { file_name: `photo.${ext}`, content_type: type, size: file.length });
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
    expect(await start(anonymous, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: 10 })).toMatchObject({ status: 401, json: { success: false, code: 'USER_NOT_SIGNED_IN' } });
    expect((await complete(anonymous, 'order-qc', { upload: { url: 'x' } })).status).toBe(401);
    const { shopper } = await registered();
    const unknown = await start(shopper, 'products', { file_name: 'a.png', content_type: 'image/png', size: 10 });
    expect(unknown).toMatchObject({ status: 400, json: { success: false, message: 'Invalid path: namespace: Unknown upload namespace: use one of order-qc, misc' } });
  });

  it('refuses other types, empty and too large files at start', async () => {
    const { shopper } = await registered();
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', 'application/pdf']) {
      const answer = await start(shopper, 'order-qc', { file_name: 'a.svg', content_type: type, size: 10 });
      expect(answer).toMatchObject({ status: 400, json: { success: false, message: 'Invalid body: content_type: Only JPEG, PNG and WebP images can be uploaded' } });
    }
    expect((await start(shopper, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: 5 * MiB + 1 })).json.message).toBe('Invalid body: size: The file is too large: at most 5 MiB');
    expect((await start(shopper, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: 0 })).json.message).toBe('Invalid body: size: The file is empty');
    expect((await start(shopper, 'order-qc', { content_type: 'image/png', size: 10 })).status).toBe(400);
  });

  it('refuses a PUT of another content type, or none', async () => {
    const { shopper } = await registered();
    const { file, started } = await startedPng(shopper);
    for (const type of ['image/jpeg', 'application/octet-stream', undefined]) {
      expect(await put(started.upload.url, file, type)).toEqual({
        status: 415,
        json: { success: false, message: 'The file must be sent with Content-Type image/png, as declared when the upload started' },
      });
    }
    // Parameters of the same type are fine.
    expect((await put(started.upload.url, file, 'Image/PNG; charset=binary')).status).toBe(200);
  });

  it('refuses a body larger than declared (by Content-Length, or chunked as it streams) and one smaller', async () => {
    const { shopper } = await registered();
    const { file, started } = await startedPng(shopper);
    const bigger = Buffer.concat([file, Buffer.alloc(1)]);
    const larger = { status: 413, json: { success: false, message: `The file is larger than the ${file.length} bytes declared when the upload started` } };
    expect(await put(started.upload.url, bigger, 'image/png')).toEqual(larger);
    expect(await put(started.upload.url, chunked(8 * MiB), 'image/png')).toEqual(larger);
    expect(await put(started.upload.url, file.subarray(0, file.length - 1), 'image/png')).toEqual({
      status: 400,
      json: { success: false, message: `The file has ${file.length - 1} bytes, but ${file.length} were declared when the upload started` },
    });
    // Nothing was stored by those.
    expect((await complete(shopper, 'order-qc', started)).status).toBe(400);
  });

  it('refuses bytes that are not the declared image type', async () => {
    const { shopper } = await registered();
    const notImage = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(300, ' '));
    const started = await start(shopper, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: notImage.length });
    expect(await put(started.json.upload.url, notImage, 'image/png')).toEqual({ status: 415, json: { success: false, message: 'The file is not a image/png image' } });
    const jpeg = await image('jpeg');
    const asPng = await start(shopper, 'order-qc', { file_name: 'a.png', content_type: 'image/png', size: jpeg.length });
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
    const noise = await sharp(crypto.randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
    const cut = noise.subarray(0, Math.floor(noise.length / 2));
    const { started } = await startedPng(shopper, 'order-qc', cut);
    expect(await put(started.upload.url, cut, 'image/png')).toEqual({ status: 415, json: { success: false, message: 'The file could not be read as a image/png image' } });
    expect((await fetch(`${server().url}${started.cdn.relative_url}`)).status).toBe(404);
  });

  it('refuses an altered or expired upload URL', async () => {
    const { shopper } = await registered();
    const { file, started } = await startedPng(shopper);
    const url: string = started.upload.url;
    const at = url.lastIndexOf('/') + 5;
    const altered = url.slice(0, at) + (url[at] === 'A' ? 'B' : 'A') + url.slice(at + 1);
    const invalid = { status: 403, json: { success: false, message: 'This upload URL is not valid: start the upload again' } };
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
    expect(await put(started.upload.url, b, 'image/png')).toEqual({ status: 409, json: { success: false, message: 'This upload URL has already received a different file: start the upload again' } });
    const served = await fetch(`${server().url}${started.cdn.relative_url}`);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), red, 0)).toBe(true);
  });

  it('complete is the starting shopper’s, in the starting namespace, with a real upload URL', async () => {
    const owner = await registered();
    const other = await registered();
    const { file, started } = await startedPng(owner.shopper);
    expect((await put(started.upload.url, file, 'image/png')).status).toBe(200);
    expect(await complete(other.shopper, 'order-qc', started)).toMatchObject({ status: 404, json: { success: false, message: 'Upload not found' } });
    expect(await complete(owner.shopper, 'misc', started)).toMatchObject({ status: 400, json: { message: 'This upload was started in another namespace' } });
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
    expect(await start(shopper, 'misc', body)).toMatchObject({ status: 429, json: { success: false, code: expect.any(String), retry_after: expect.any(Number) } });
  });
});

describe('sign-urls', () => {
  const SIGN = `${ASSETS}/v1.0/sign-urls`;

  it('signs the shop’s own /media URLs for 300 seconds; the signed link is served until it expires', async () => {
    const { shopper } = await registered();
    const { file, started } = await startedPng(shopper);
    await put(started.upload.url, file, 'image/png');
    const relative: string = started.cdn.relative_url;
    const absolute: string = started.cdn.url;
    const answer = await shopper.post(SIGN, { urls: [relative, absolute] });
    expect(answer.status).toBe(200);
    expect(answer.json.urls).toEqual([
      { url: relative, signed_url: expect.stringMatching(new RegExp(`^${relative.replace('.', '\\.')}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`)), expiry: 300 },
      { url: absolute, signed_url: expect.stringMatching(new RegExp(`^${absolute.replace(/\./g, '\\.')}\\?expires=\\d+&signature=`)), expiry: 300 },
    ]);
    const expires = Number(new URL(answer.json.urls[0].signed_url, server().url).searchParams.get('expires'));
    expect(Math.abs(expires - Date.now() / 1000 - 300)).toBeLessThan(5);

    const served = await fetch(answer.json.urls[1].signed_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=(29\d|300)$/);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), file)).toBe(true);

    // Seeded catalogue images are the shop's too; an expiry may be asked for.
    const custom = await shopper.post(SIGN, { urls: [relative], expiry: 60 });
    expect(custom.json.urls[0].expiry).toBe(60);

    // An altered or expired signature is a 403, never the image.
    const tampered = answer.json.urls[1].signed_url.replace(/signature=./, (s: string) => (s.endsWith('A') ? 'signature=B' : 'signature=A'));
    expect((await fetch(tampered)).status).toBe(403);
    const file_ = relative.slice('/media/'.length);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await fetch(`${server().url}${relative}?${mediaSignatureQuery(file_, past, platformSecret('media-url'))}`);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ success: false, message: 'This signed link has expired' });
    expect((await fetch(`${server().url}${relative}?expires=${past}`)).status).toBe(403);
  });

  it('refuses foreign URLs, other paths and out-of-range expiries', async () => {
    const anyone = new Shopper();
    const foreign = await anyone.post(SIGN, { urls: ['/media/a.png', 'https://cdn.example.com/a.png'] });
    expect(foreign).toMatchObject({ status: 400, json: { success: false, message: "Only this shop's /media URLs can be signed: https://cdn.example.com/a.png" } });
    for (const url of ['/service/application/catalog/v1.0/products', '//evil.example/media/a.png', '/media/a.html']) {
      expect((await anyone.post(SIGN, { urls: [url] })).status).toBe(400);
    }
    for (const expiry of [0, 3601, 'soon']) expect((await anyone.post(SIGN, { urls: ['/media/a.png'], expiry })).status).toBe(400);
    expect((await anyone.post(SIGN, {})).status).toBe(400);
    expect((await anyone.post(SIGN, { urls: Array(51).fill('/media/a.png') })).status).toBe(400);
  });
});

describe('through the official SDK', () => {
  it('FileStorage.upload (start, PUT, complete) and signUrls', async () => {
    const { shopper } = await registered();
    const sdk = officialClient({ cookie: shopper.cookie });
    const file = await image('jpeg', '#27ae60');
    const done = await sdk.fileStorage.upload({ data: file, file_name: 'scuff.jpg', content_type: 'image/jpeg', namespace: 'order-qc', size: file.length, tags: ['qc'] as never });
    expect(done).toMatchObject({ success: true, content_type: 'image/jpeg', namespace: 'order-qc', cdn: { relative_url: expect.stringMatching(/^\/media\/upload-[0-9a-f]{32}\.jpg$/) } });
    const served = await fetch((done as { cdn: { url: string } }).cdn.url);
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), file)).toBe(true);

    const signed = await sdk.fileStorage.signUrls({ body: { urls: [(done as { cdn: { url: string } }).cdn.url], expiry: 300 } });
    expect(signed.urls[0]).toMatchObject({ expiry: 300, signed_url: expect.stringContaining('signature=') });
    expect((await fetch(signed.urls[0].signed_url)).status).toBe(200);
  });

  it('startUpload and completeUpload one by one; refusals reach the SDK as errors', async () => {
    const { shopper } = await registered();
    const sdk = officialClient({ cookie: shopper.cookie });
    const file = await image('webp');
    const started = await sdk.fileStorage.startUpload({ namespace: 'misc', body: { file_name: 'x.webp', content_type: 'image/webp', size: file.length } });
    expect(await failure(() => sdk.fileStorage.completeUpload({ namespace: 'misc', body: started as never }))).toMatchObject({ code: 400, message: 'Failed to upload file: nothing was uploaded to the upload URL' });
    expect((await put((started as { upload: { url: string } }).upload.url, file, 'image/webp')).status).toBe(200);
    expect(await sdk.fileStorage.completeUpload({ namespace: 'misc', body: started as never })).toMatchObject({ success: true });
    expect(await failure(() => sdk.fileStorage.startUpload({ namespace: 'misc', body: { file_name: 'x.gif', content_type: 'image/gif', size: 10 } }))).toMatchObject({ code: 400 });
    expect(await failure(() => officialClient().fileStorage.startUpload({ namespace: 'misc', body: { file_name: 'x.png', content_type: 'image/png', size: 10 } }))).toMatchObject({ code: 401 });
  });
});

describe('under bad input', () => {
  it('answers every file storage call and the PUT with a 4xx in JSON, signed in or not (fuzz)', async () => {
    const { shopper } = await registered();
    const { started } = await startedPng(shopper);
    const routes = [
      { method: 'POST', path: (p: string) => `${ASSETS}/v2.0/namespaces/${p}/upload/start` },
      { method: 'POST', path: (p: string) => `${ASSETS}/v2.0/namespaces/${p}/upload/complete` },
      { method: 'POST', path: () => `${ASSETS}/v1.0/sign-urls` },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.constantFrom('order-qc', 'misc', '%00', '..', 'x'.repeat(300)), badBody, fc.boolean(), async (route, segment, raw, signedIn) => {
        const who = signedIn ? shopper : new Shopper();
        const text = typeof raw === 'string' ? raw : Buffer.from(raw).toString('latin1');
        let json: string;
        try {
          JSON.parse(text);
          json = text;
        } catch {
          json = JSON.stringify(text);
        }
        const answer = await who.call(route.path(segment), { method: route.method, json });
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(500);
        expect(internalIn(JSON.stringify(answer.json ?? ''))).toBeUndefined();
      }),
      { seed: FUZZ_SEED, numRuns: 150, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(badText, badBody, fc.constantFrom('image/png', 'text/plain', ''), async (segment, raw, type) => {
        for (const url of [`${server().url}/media/upload/${encodeURIComponent(segment)}`, started.upload.url]) {
          const answer = await put(url, typeof raw === 'string' ? Buffer.from(raw) : raw, type || undefined);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(answer.json).toMatchObject({ success: false });
        }
      }),
      { seed: FUZZ_SEED, numRuns: 100, endOnFailure: true },
    );
  }, 120_000);
});
