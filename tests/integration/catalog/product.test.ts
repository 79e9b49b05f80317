// One product over HTTP: detail, sizes, variants, price and sellers of a size, comparisons,
// stock status, and the home listing.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api } from '../harness';

const V1 = '/service/application/catalog/v1.0';
type Item = {
  uid: number;
  slug: string;
  name: string;
  has_variant: boolean;
  sizes: string[];
  sellable: boolean;
  categories: { uid: number }[];
  price: { effective: { min: number; max: number } };
};
type Size = { value: string; display: string; is_available: boolean; quantity: number };

let items: Item[] = [];
let product: Item; // a sellable product
beforeAll(async () => {
  const r = await api(`${V1}/products/?page_size=100`);
  items = r.json.items;
  product = items.find((i) => i.sellable)!;
});

async function sizesOf(slug: string): Promise<Size[]> {
  const r = await api(`${V1}/products/${slug}/sizes/`);
  expect(r.status).toBe(200);
  return r.json.sizes;
}

describe('product detail', () => {
  it('answers the product of the listing', async () => {
    const r = await api(`${V1}/products/${product.slug}/`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      uid: product.uid,
      slug: product.slug,
      name: product.name,
      type: 'product',
      action: { type: 'product', page: { type: 'product', params: { slug: [product.slug] } } },
    });
    expect(r.json.description).toEqual(expect.any(String));
    expect(r.json.medias.length).toBeGreaterThan(0);
    expect(r.json.brand.name).toEqual(expect.any(String));
    expect(r.json.grouped_attributes[0].details.length).toBeGreaterThan(0);
    // Read as a shopper reads them: no raw flags, a count in pieces.
    const details = new Map<string, string>(
      r.json.grouped_attributes[0].details.map((d: { key: string; value: string }) => [d.key, d.value]),
    );
    expect(details.has('essential')).toBe(false);
    expect([...details.values()].filter((v) => v === 'true' || v === 'false')).toEqual([]);
    expect(details.get('net_quantity')).toMatch(/^\d+ pieces?$/);
    expect(r.json.price.effective.min).toBe(product.price.effective.min);
    expect(r.json.attributes.primary_color).toEqual(expect.any(String));
  });

  it.each(['', 'sizes/', 'variants/', 'similar/compare/', 'similar/compared-frequently/'])(
    'a product that does not exist is a 404 (%s)',
    async (tail) => {
      const r = await api(`${V1}/products/no-such-product-slug/${tail}`);
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ success: false, message: 'Product not found' });
    },
  );
});

describe('sizes', () => {
  it('lists the sizes with stock, consistent with availability', async () => {
    const r = await api(`${V1}/products/${product.slug}/sizes/`);
    expect(r.status).toBe(200);
    const { sizes, sellable, stores, price } = r.json;
    expect(new Set(sizes.map((s: Size) => s.value))).toEqual(new Set(product.sizes));
    for (const s of sizes as Size[]) {
      expect(s.is_available).toBe(s.quantity > 0);
      expect(s.quantity).toBeGreaterThanOrEqual(0);
    }
    expect(sellable).toBe((sizes as Size[]).some((s) => s.is_available));
    expect(stores.count).toBeGreaterThan(0);
    expect(price.effective.min).toBeLessThanOrEqual(price.effective.max);
  });

  it('narrows stock to one store with store_id', async () => {
    const all = await sizesOf(product.slug);
    const stores = (await api(`${V1}/locations/?page_size=100`)).json.items as { uid: number }[];
    let some = false;
    for (const store of stores.slice(0, 10)) {
      const r = await api(`${V1}/products/${product.slug}/sizes/?store_id=${store.uid}`);
      expect(r.status).toBe(200);
      for (const s of r.json.sizes as Size[]) {
        expect(s.quantity).toBeLessThanOrEqual(all.find((a) => a.value === s.value)?.quantity ?? 0);
        if (s.quantity < (all.find((a) => a.value === s.value)?.quantity ?? 0)) some = true;
      }
    }
    expect(some).toBe(true);
  });

  it('rejects a store_id that is not a number', async () => {
    const r = await api(`${V1}/products/${product.slug}/sizes/?store_id=abc`);
    expect(r.status).toBe(400);
    expect(r.json.message).toContain('store_id');
  });
});

describe('variants', () => {
  it('lists the colours of a product that has variants, including itself', async () => {
    const withVariants = items.find((i) => i.has_variant)!;
    const r = await api(`${V1}/products/${withVariants.slug}/variants/`);
    expect(r.status).toBe(200);
    const group = r.json.variants[0];
    expect(group.key).toBe('color');
    expect(group.items.length).toBeGreaterThanOrEqual(2);
    expect(group.total).toBe(group.items.length);
    expect(group.items.map((v: { slug: string }) => v.slug)).toContain(withVariants.slug);
    for (const v of group.items) expect(v.action.page.params.slug).toEqual([v.slug]);
  });

  it('answers no variants for a product without any', async () => {
    const single = items.find((i) => !i.has_variant);
    if (!single) return; // every product of this page has colours: nothing to check
    const r = await api(`${V1}/products/${single.slug}/variants/`);
    expect(r.json).toEqual({ variants: [] });
  });
});

describe('price and sellers of a size', () => {
  let size: string;
  beforeAll(async () => {
    size = (await sizesOf(product.slug)).find((s) => s.is_available)!.value;
  });

  it.each(['v3.0', 'v4.0'])('%s answers the chosen article with its price', async (version) => {
    const r = await api(
      `/service/application/catalog/${version}/products/${product.slug}/sizes/${encodeURIComponent(size)}/price/`,
    );
    expect(r.status).toBe(200);
    expect(r.json.article_id).toEqual(expect.any(String));
    expect(r.json.item_id).toBe(product.uid);
    expect(r.json.size).toBe(size);
    expect(r.json.quantity).toBeGreaterThan(0);
    expect(r.json.price.effective).toBeGreaterThan(0);
    expect(r.json.price.effective).toBeLessThanOrEqual(r.json.price.marked);
    expect(r.json.price.currency_code).toBe('INR');
    expect(r.json.store.uid).toEqual(expect.any(Number));
    expect(r.json.seller.name).toEqual(expect.any(String));
  });

  it('uses the pincode (query or x-location-detail) and store_id', async () => {
    const pincode = String((await api(`${V1}/locations/?page_size=1`)).json.items[0].pincode);
    const q = await api(
      `/service/application/catalog/v3.0/products/${product.slug}/sizes/${encodeURIComponent(size)}/price/?pincode=${pincode}`,
    );
    expect(q.status).toBe(200);
    expect(q.json.pincode).toBe(Number(pincode));
    const header = await api(
      `/service/application/catalog/v4.0/products/${product.slug}/sizes/${encodeURIComponent(size)}/price/`,
      {
        headers: { 'x-location-detail': JSON.stringify({ pincode }) },
      },
    );
    expect(header.json.pincode).toBe(Number(pincode));
    const store = q.json.store.uid;
    const pinned = await api(
      `/service/application/catalog/v3.0/products/${product.slug}/sizes/${encodeURIComponent(size)}/price/?store_id=${store}`,
    );
    expect(pinned.json.store.uid).toBe(store);
  });

  it('a size the product does not have is a 404; a bad pincode is a 400', async () => {
    const missing = await api(`/service/application/catalog/v3.0/products/${product.slug}/sizes/NO-SIZE/price/`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Size not available for this product');
    const bad = await api(
      `/service/application/catalog/v3.0/products/${product.slug}/sizes/${encodeURIComponent(size)}/price/?pincode=%3Cscript%3E`,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('pincode');
    const gone = await api(`/service/application/catalog/v4.0/products/no-such-product-slug/sizes/M/price/`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('Product not found');
  });

  it('lists sellers by strategy, in-stock first, cheapest first for low-price', async () => {
    const r = await api(
      `/service/application/catalog/v3.0/products/${product.slug}/sizes/${encodeURIComponent(size)}/sellers/?strategy=low-price&page_size=50`,
    );
    expect(r.status).toBe(200);
    const rows = r.json.items as { quantity: number; price: { effective: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(r.json.page.item_total).toBe(rows.length);
    const inStock = rows.filter((x) => x.quantity > 0);
    expect(rows.slice(0, inStock.length).every((x) => x.quantity > 0)).toBe(true);
    for (let i = 1; i < inStock.length; i++)
      expect(inStock[i - 1].price.effective).toBeLessThanOrEqual(inStock[i].price.effective);
    expect(r.json.sort_on.find((s: { value: string; is_selected: boolean }) => s.is_selected).value).toBe('low-price');
    const v4 = await api(
      `/service/application/catalog/v4.0/products/${product.slug}/sizes/${encodeURIComponent(size)}/sellers/?page_size=1`,
    );
    expect(v4.json.items).toHaveLength(1);
    expect(v4.json.page.has_next).toBe(rows.length > 1);
    const bad = await api(
      `/service/application/catalog/v3.0/products/${product.slug}/sizes/${encodeURIComponent(size)}/sellers/?strategy=random`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('comparisons', () => {
  it('compares with similar products of the same category, the product first', async () => {
    const r = await api(`${V1}/products/${product.slug}/similar/compare/`);
    expect(r.status).toBe(200);
    expect(r.json.items[0].slug).toBe(product.slug);
    expect(r.json.items.length).toBeGreaterThan(1);
    for (const item of r.json.items) expect(item.categories[0].uid).toBe(product.categories[0].uid);
    expect(r.json.attributes_metadata[0].details.length).toBeGreaterThan(0);
  });

  it('lists frequently compared products', async () => {
    const r = await api(`${V1}/products/${product.slug}/similar/compared-frequently/`);
    expect(r.status).toBe(200);
    expect(r.json.similars.items[0].slug).toBe(product.slug);
    expect(new Set(r.json.similars.items.map((i: Item) => i.slug)).size).toBe(r.json.similars.items.length);
  });

  it('compares the slugs given, in their order, repeated or as a comma list', async () => {
    const [a, b] = [items[3].slug, items[1].slug];
    const repeated = await api(`${V1}/products/compare/?slug=${a}&slug=${b}`);
    expect(repeated.status).toBe(200);
    expect(repeated.json.items.map((i: Item) => i.slug)).toEqual([a, b]);
    const comma = await api(`${V1}/products/compare/?slug=${a},${b}`);
    expect(comma.json.items.map((i: Item) => i.slug)).toEqual([a, b]);
    expect(repeated.json.attributes_metadata.length).toBeGreaterThan(0);
  });

  it("without slugs answers 'No Product Slugs present'; unknown slugs are a 404", async () => {
    const none = await api(`${V1}/products/compare/`);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('No Product Slugs present');
    const unknown = await api(`${V1}/products/compare/?slug=nope-1&slug=nope-2`);
    expect(unknown.status).toBe(404);
  });
});

describe('product grouping', () => {
  it('answers no bundles for a known product and a 404 for an unknown one', async () => {
    const r = await api(`${V1}/product-grouping/?slug=${product.slug}`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ items: [] });
    const missing = await api(`${V1}/product-grouping/?slug=no-such-product-slug`);
    expect(missing.status).toBe(404);
  });
});

describe('stock status', () => {
  it('lists the articles of a product by item_id, and of an article by sku_code', async () => {
    const r = await api(`${V1}/products/stock-status/?item_id=${product.uid}`);
    expect(r.status).toBe(200);
    expect(r.json.items.length).toBeGreaterThan(0);
    expect(r.json.items.every((i: { item_id: number }) => i.item_id === product.uid)).toBe(true);
    const article = r.json.items[0];
    const one = await api(`${V1}/products/stock-status/?sku_code=${encodeURIComponent(article.uid)}`);
    expect(one.json.items.map((i: { uid: string }) => i.uid)).toEqual([article.uid]);
    expect(one.json.items[0].quantity).toBe(article.quantity);
  });

  it('needs an identifier and a numeric item_id', async () => {
    const none = await api(`${V1}/products/stock-status/`);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Provide one of item_id, alu, sku_code, ean or upc');
    const bad = await api(`${V1}/products/stock-status/?item_id=abc`);
    expect(bad.status).toBe(400);
  });
});

describe('home listing', () => {
  it('pages 20 products by cursor', async () => {
    const first = await api(`${V1}/home/listing/`);
    expect(first.status).toBe(200);
    expect(first.json.items).toHaveLength(20);
    expect(first.json.page).toMatchObject({ type: 'cursor', has_next: true, size: 20 });
    const second = await api(`${V1}/home/listing/?page_id=${first.json.page.next_id}`);
    const seen = new Set(first.json.items.map((i: Item) => i.uid));
    expect(second.json.items.some((i: Item) => seen.has(i.uid))).toBe(false);
    const small = await api(`${V1}/home/listing/?page_size=5&sort_on=price_asc`);
    expect(small.json.items).toHaveLength(5);
    const prices = small.json.items.map((i: Item) => i.price.effective.min);
    expect([...prices].sort((x, y) => x - y)).toEqual(prices);
    const bad = await api(`${V1}/home/listing/?page_size=0`);
    expect(bad.status).toBe(400);
  });
});
