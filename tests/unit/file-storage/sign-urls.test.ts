// sign-urls (platform/file-storage/sign-urls.ts) and the media route's check of a signed link
// (platform/media/signed-url.ts).
import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@/platform/http/errors';
import { ownMediaUrl, signUrls } from '@/platform/file-storage/sign-urls';
import { MEDIA_SIGNATURE_MESSAGES, mediaSignatureProblem, mediaSignatureQuery } from '@/platform/media/signed-url';

const SECRET = 'unit-test-secret';
const NOW = Date.UTC(2026, 0, 1);
const SHOP = new Set(['https://shop.example', 'http://localhost:3000']);
const FILE = 'upload-0123456789abcdef0123456789abcdef.png';

describe('own media URLs', () => {
  it('are /media/<file> paths, or absolute on one of the shop origins', () => {
    expect(ownMediaUrl(`/media/${FILE}`, SHOP)).toEqual({ origin: '', file: FILE });
    expect(ownMediaUrl(`https://shop.example/media/${FILE}?expires=1&signature=x#top`, SHOP)).toEqual({
      origin: 'https://shop.example',
      file: FILE,
    });
    expect(ownMediaUrl(`http://localhost:3000/media/${FILE}`, SHOP)).toEqual({
      origin: 'http://localhost:3000',
      file: FILE,
    });
  });

  it('are not other hosts, other paths or other names', () => {
    for (const url of [
      `https://evil.example/media/${FILE}`,
      `//evil.example/media/${FILE}`,
      `/\\evil.example/media/${FILE}`,
      `http://shop.example/media/${FILE}`,
      '/service/application/catalog/v1.0/products',
      '/media/../secrets.json',
      '/media/a/b.png',
      '/media/UPPER.png',
      '/media/file.html',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(ownMediaUrl(url, SHOP)).toBeUndefined();
    }
  });
});

describe('signUrls', () => {
  it('signs each URL for 300 seconds unless asked otherwise, keeping relative ones relative', () => {
    const answer = signUrls({ urls: [`/media/${FILE}`, `https://shop.example/media/${FILE}`] }, SHOP, NOW, SECRET);
    const expires = NOW / 1000 + 300;
    expect(answer.urls).toEqual([
      {
        url: `/media/${FILE}`,
        signed_url: `/media/${FILE}?${mediaSignatureQuery(FILE, expires, SECRET)}`,
        expiry: 300,
      },
      {
        url: `https://shop.example/media/${FILE}`,
        signed_url: `https://shop.example/media/${FILE}?${mediaSignatureQuery(FILE, expires, SECRET)}`,
        expiry: 300,
      },
    ]);
    expect(signUrls({ urls: [`/media/${FILE}`], expiry: 60 }, SHOP, NOW, SECRET).urls[0].expiry).toBe(60);
  });

  it('refuses the call when a URL is not the shop’s, naming it', () => {
    expect(() => signUrls({ urls: [`/media/${FILE}`, 'https://cdn.example/x.png'] }, SHOP, NOW, SECRET)).toThrow(
      new ApiError(400, "Only this shop's /media URLs can be signed: https://cdn.example/x.png"),
    );
  });
});

describe('signed media links', () => {
  const expires = NOW / 1000 + 300;
  const query = new URLSearchParams(mediaSignatureQuery(FILE, expires, SECRET));
  const check = (file: string, e: string | undefined, s: string | undefined, now = NOW) =>
    mediaSignatureProblem(file, e, s, now, SECRET);

  it('pass while valid; a plain link needs no signature', () => {
    expect(check(FILE, query.get('expires')!, query.get('signature')!)).toBeUndefined();
    expect(check(FILE, undefined, undefined)).toBeUndefined();
  });

  it('fail when expired, altered, for another file or incomplete', () => {
    expect(check(FILE, query.get('expires')!, query.get('signature')!, (expires + 1) * 1000)).toBe(
      MEDIA_SIGNATURE_MESSAGES.expired,
    );
    expect(check(FILE, String(expires + 1000), query.get('signature')!)).toBe(MEDIA_SIGNATURE_MESSAGES.invalid);
    expect(check('other.png', query.get('expires')!, query.get('signature')!)).toBe(MEDIA_SIGNATURE_MESSAGES.invalid);
    expect(check(FILE, query.get('expires')!, 'A'.repeat(43))).toBe(MEDIA_SIGNATURE_MESSAGES.invalid);
    expect(check(FILE, '1e9', query.get('signature')!)).toBe(MEDIA_SIGNATURE_MESSAGES.invalid);
    expect(check(FILE, query.get('expires')!, undefined)).toBe(MEDIA_SIGNATURE_MESSAGES.incomplete);
    expect(check(FILE, undefined, query.get('signature')!)).toBe(MEDIA_SIGNATURE_MESSAGES.incomplete);
  });
});
