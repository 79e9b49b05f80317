// File storage sign-urls: signs the shop's own /media URLs for a while, refuses others.
import { describe, expect, it } from '@jest/globals';
import { server } from '../harness';
import { registered, Shopper } from '../user-helpers';
import { mediaSignatureQuery } from '@/platform/media/signed-url';
import { ASSETS, platformSecret, put, samePicture } from './helpers';
import { expectQuietServerLog } from '../fixtures/quiet-server-log';
import { startedPng } from './upload-helpers';

expectQuietServerLog();

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
      {
        url: relative,
        signed_url: expect.stringMatching(
          new RegExp(`^${relative.replace('.', '\\.')}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`),
        ),
        expiry: 300,
      },
      {
        url: absolute,
        signed_url: expect.stringMatching(new RegExp(`^${absolute.replace(/\./g, '\\.')}\\?expires=\\d+&signature=`)),
        expiry: 300,
      },
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
    const tampered = answer.json.urls[1].signed_url.replace(/signature=./, (s: string) =>
      s.endsWith('A') ? 'signature=B' : 'signature=A',
    );
    expect((await fetch(tampered)).status).toBe(403);
    const file_ = relative.slice('/media/'.length);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await fetch(
      `${server().url}${relative}?${mediaSignatureQuery(file_, past, platformSecret('media-url'))}`,
    );
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ success: false, message: 'This signed link has expired' });
    expect((await fetch(`${server().url}${relative}?expires=${past}`)).status).toBe(403);
  });

  it('refuses foreign URLs, other paths and out-of-range expiries', async () => {
    const anyone = new Shopper();
    const foreign = await anyone.post(SIGN, { urls: ['/media/a.png', 'https://cdn.example.com/a.png'] });
    expect(foreign).toMatchObject({
      status: 400,
      json: { success: false, message: "Only this shop's /media URLs can be signed: https://cdn.example.com/a.png" },
    });
    for (const url of ['/service/application/catalog/v1.0/products', '//evil.example/media/a.png', '/media/a.html']) {
      expect((await anyone.post(SIGN, { urls: [url] })).status).toBe(400);
    }
    for (const expiry of [0, 3601, 'soon'])
      expect((await anyone.post(SIGN, { urls: ['/media/a.png'], expiry })).status).toBe(400);
    expect((await anyone.post(SIGN, {})).status).toBe(400);
    expect((await anyone.post(SIGN, { urls: Array(51).fill('/media/a.png') })).status).toBe(400);
  });
});
