// The demo catalogue generator: deterministic, believable, internally consistent.
import sharp from 'sharp';
import { ArtBook } from '@/platform/seed/art-jobs';
import { ProductFactory, type GeneratedProduct } from '@/platform/seed/products';
import { buildStructure } from '@/platform/seed/structure';
import { COLLECTIONS } from '@/platform/seed/collections';

const NOW = new Date(Date.UTC(2026, 5, 1));

function generate(count: number, images = true): { items: GeneratedProduct[]; art: ArtBook } {
  const art = new ArtBook(images);
  const structure = buildStructure(art);
  return { items: [...new ProductFactory(structure, art, NOW).products(count)], art };
}

describe('demo catalogue', () => {
  const { items, art } = generate(1500);
  const products = items.map((i) => i.product);

  it('is the same on every run', () => {
    const again = generate(1500).items;
    expect(JSON.stringify(again)).toBe(JSON.stringify(items));
  });

  it('makes product N the same whatever the catalogue size', () => {
    expect(JSON.stringify(generate(40).items)).toBe(JSON.stringify(items.slice(0, 40)));
  });

  it('never repeats a word in a product name', () => {
    const names = products.map((p) => String(p.name));
    expect(names.filter((n) => new Set(n.toLowerCase().split(' ')).size < n.split(' ').length)).toEqual([]);
    expect(names.some((n) => n.endsWith('Quilted Polyester Jacket'))).toBe(true);
  });

  it('gives unique slugs and item codes, lowercase and hyphenated', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.item_code)).size).toBe(products.length);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps product prices, discount, sizes and availability in line with its articles', () => {
    for (const { product: p, articles } of items) {
      expect(articles.length).toBeGreaterThan(0);
      const marked = articles.map((a) => a.price_marked as number);
      const effective = articles.map((a) => a.price_effective as number);
      expect(p.price_marked_min).toBe(Math.min(...marked));
      expect(p.price_marked_max).toBe(Math.max(...marked));
      expect(p.price_effective_min).toBe(Math.min(...effective));
      expect(p.price_effective_max).toBe(Math.max(...effective));
      expect(p.is_available).toBe(articles.some((a) => (a.quantity as number) > 0));
      expect(new Set(articles.map((a) => a.size))).toEqual(new Set(p.sizes as string[]));
      expect(p.discount as number).toBeGreaterThanOrEqual(0);
      expect(p.discount as number).toBeLessThanOrEqual(70);
      for (const a of articles) expect(a.price_effective as number).toBeLessThanOrEqual(a.price_marked as number);
    }
  });

  it('prices in paise at retail price points and rates between 3.2 and 4.9', () => {
    for (const p of products) {
      expect((p.price_marked_min as number) % 100).toBe(0);
      expect(String((p.price_marked_min as number) / 100)).toMatch(/9$/);
      expect(p.rating as number).toBeGreaterThanOrEqual(3.2);
      expect(p.rating as number).toBeLessThanOrEqual(4.9);
    }
  });

  it('uses sizes that fit the product type', () => {
    const byCategory = (name: string) => products.filter((p) => p.category_name === name);
    for (const p of byCategory('Mugs')) expect(p.sizes).toEqual(['OS']);
    for (const p of byCategory('Heels')) expect(p.sizes).toContain('UK 5');
    for (const p of byCategory('T-Shirts')) expect(p.sizes).toContain('M');
    expect(byCategory('Mugs').length + byCategory('Heels').length + byCategory('T-Shirts').length).toBeGreaterThan(0);
  });

  it('groups colours of one model as variants with distinct colours', () => {
    const groups = new Map<string, string[]>();
    for (const p of products)
      if (p.variant_group)
        groups.set(p.variant_group as string, [...(groups.get(p.variant_group as string) ?? []), p.color as string]);
    expect(groups.size).toBeGreaterThan(100);
    for (const colours of groups.values()) expect(new Set(colours).size).toBe(colours.length);
  });

  it('shows 2 to 4 generated images per product, a bounded number across products', () => {
    for (const p of products) {
      const medias = p.medias as Array<{ type: string; url: string; alt: string }>;
      expect(medias.length).toBeGreaterThanOrEqual(2);
      expect(medias.length).toBeLessThanOrEqual(4);
      for (const m of medias) expect(m.url).toMatch(/^\/media\/p-[a-f0-9]{20}\.webp$/);
    }
    // A few looks per kind, colour and fabric: most products differ, yet a big catalogue draws
    // fewer pictures than it shows.
    const productJobs = [...art.jobs.keys()].filter((id) => id.startsWith('p-'));
    const fronts = new Set(products.map((p) => (p.medias as Array<{ url: string }>)[0]!.url));
    expect(fronts.size).toBeGreaterThan(products.length / 4);
    expect(productJobs.length).toBeLessThan(products.length * 3);
  });

  it('has collections of both kinds', () => {
    expect(COLLECTIONS.filter((c) => c.type === 'query').length).toBeGreaterThanOrEqual(4);
    expect(COLLECTIONS.filter((c) => c.type === 'items').length).toBeGreaterThanOrEqual(2);
  });

  it('renders a product image as an 800x1000 WebP', async () => {
    const job = art.jobs.get(
      String(
        /p-[a-f0-9]+/.exec(products[0]?.medias ? (products[0].medias as Array<{ url: string }>)[0]!.url : '')?.[0],
      ),
    );
    expect(job).toBeDefined();
    const webp = await sharp(Buffer.from(job!.svg())).webp({ quality: 78 }).toBuffer();
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
  });
});
