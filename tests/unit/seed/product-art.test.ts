// The demo's drawn product pictures: the kind decides the silhouette, the colour the palette, the
// pattern attribute the fabric and the product itself the details, the same on every run.
import sharp from 'sharp';
import { ArtBook } from '@/platform/seed/art-jobs';
import { fabricOf } from '@/platform/seed/art/fabric';
import { productSvg } from '@/platform/seed/art/product-art';

const svgOf = (book: ArtBook, url: string): string => {
  const id = /\/media\/([a-z0-9-]+)\.webp$/.exec(url)?.[1] ?? '';
  return book.jobs.get(id)!.svg();
};

describe('product art', () => {
  it('draws two products of one kind in different colours differently', () => {
    const book = new ArtBook(true);
    const blue = book.product('shirt', '#2f5d8a', 0, { pattern: 'Solid', key: 'acme-oxford-shirt-blue-1' });
    const red = book.product('shirt', '#9b2335', 0, { pattern: 'Solid', key: 'acme-oxford-shirt-red-2' });
    expect(blue).not.toBe(red);
    expect(svgOf(book, blue)).toContain('#2f5d8a');
    expect(svgOf(book, red)).toContain('#9b2335');
  });

  it('draws a product the same on every run', () => {
    const look = { pattern: 'Striped', key: 'acme-oxford-shirt-blue-1' };
    const first = new ArtBook(true);
    const again = new ArtBook(true);
    const url = first.product('shirt', '#2f5d8a', 2, look);
    expect(again.product('shirt', '#2f5d8a', 2, look)).toBe(url);
    expect(svgOf(again, url)).toBe(svgOf(first, url));
  });

  it('draws the pattern the product is described with', () => {
    expect(fabricOf('Striped')).toBe('stripes');
    expect(fabricOf('Checked')).toBe('checks');
    expect(fabricOf('Polka Dot')).toBe('dots');
    expect(fabricOf('Floral Print')).toBe('print');
    expect(fabricOf('Solid')).toBe('plain');
    expect(productSvg('shirt', '#2f5d8a', 0, 7, 'plain')).not.toContain('href="#fabric"');
    const striped = productSvg('shirt', '#2f5d8a', 0, 7, 'stripes');
    expect(striped).toContain('<g id="fabric"');
    expect(striped).toMatch(/<use href="#fabric" clip-path="url\(#cut[a-z0-9]+\)"\/>/);
  });

  it('gives products of one kind, colour and pattern a few different looks', () => {
    const book = new ArtBook(true);
    const urls = new Set(
      Array.from({ length: 12 }, (_, i) =>
        book.product('kurta', '#d8a531', 0, { pattern: 'Block Print', key: `kurta-${i}` }),
      ),
    );
    expect(urls.size).toBeGreaterThan(2);
  });

  it('renders a patterned picture as an 800x1000 image', async () => {
    const png = await sharp(Buffer.from(productSvg('dress', '#e8b4b8', 0, 11, 'dots')))
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1000]);
  });
});
