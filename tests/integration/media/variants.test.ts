// The media route draws a stored image narrower on request (?w=), from a fixed list of widths,
// cached like the image itself; any other width is a 400.
import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { MEDIA_WIDTHS } from '@/contract/media';
import { api, server } from '../harness';

let image: string; // a product's first picture, /media/<id>.webp

beforeAll(async () => {
  const r = await api('/service/application/catalog/v1.0/products/?page_size=1');
  image = r.json.items[0].medias[0].url;
  expect(image).toMatch(/^\/media\/[a-z0-9-]+\.webp$/);
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server().url}${path}`, { headers });

describe('media widths', () => {
  it('serves a variant decoded at the width asked, cached for good', async () => {
    const full = await sharp(Buffer.from(await (await get(image)).arrayBuffer())).metadata();
    for (const width of [320, 480]) {
      const response = await get(`${image}?w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
      // The ratio of the whole image is kept.
      expect(meta.height).toBe(Math.round((full.height! * width) / full.width!));
    }
  });

  it('answers the same bytes again, and a 304 to its own etag', async () => {
    const first = await get(`${image}?w=160`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/-w160"$/);
    const again = await get(`${image}?w=160`);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect((await get(`${image}?w=160`, { 'if-none-match': etag })).status).toBe(304);
    // The whole image's etag is not the variant's.
    expect((await get(image, { 'if-none-match': etag })).status).toBe(200);
  });

  it('serves the whole image for a width it is not wider than', async () => {
    const response = await get(`${image}?w=${MEDIA_WIDTHS.at(-1)}`);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(800);
  });

  it('refuses a width outside the list with a 400, never a 500', async () => {
    for (const bad of ['333', '0', '-320', '320.5', 'wide', '1e9', '']) {
      const response = await get(`${image}?w=${encodeURIComponent(bad)}`);
      expect([bad, response.status]).toEqual([bad, 400]);
      const body = (await response.json()) as { message: string };
      expect(body.message).toContain('width must be one of 160, 320, 480, 640, 800, 1200');
    }
    expect((await get(`${image}?w=320&w=480`)).status).toBe(400);
  });
});
