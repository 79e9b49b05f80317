// Product listings over HTTP: paging, sorting, filters and their disjunctive counts, and bad input.
// Slugs and filter values are discovered from the answers; the seed guarantees only its shape.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api } from '../harness';

const BASE = '/service/application/catalog/v1.0';
type Value = {
  value: string;
  display: string;
  count: number;
  is_selected: boolean;
  min?: number;
  max?: number;
  selected_min?: number;
  selected_max?: number;
};
type Filter = { key: { name: string; kind: string; display: string }; values: Value[] };
type Item = {
  uid: number;
  slug: string;
  name: string;
  brand: { slug: string; name: string };
  categories: { uid: number; slug: string }[];
  category_map: { l1?: { slug: string }; l2?: { slug: string }; l3?: { slug: string } };
  price: { effective: { min: number; max: number; currency_code: string }; marked: { min: number; max: number } };
  discount: string;
  rating: number;
  sizes: string[];
  attributes: { primary_color: string };
  product_online_date: string;
  action: { type: string; page: { type: string; params: { slug: string[] } } };
};
type Listing = {
  items: Item[];
  filters: Filter[];
  sort_on: { value: string; is_selected: boolean }[];
  page: {
    type: string;
    current: number;
    size: number;
    item_total: number;
    has_next: boolean;
    has_previous: boolean;
    next_id?: string;
  };
};

async function list(query = ''): Promise<Listing> {
  const r = await api(`${BASE}/products/${query ? `?${query}` : ''}`);
  expect(r.status).toBe(200);
  return r.json as Listing;
}
const facet = (l: Listing, name: string) => l.filters.find((f) => f.key.name === name);
const values = (l: Listing, name: string) => facet(l, name)?.values ?? [];
const f = (text: string) => `f=${encodeURIComponent(text)}`;
const percent = (d: string) => (d ? Number(/(\d+)%/.exec(d)?.[1]) : 0);

let all: Listing;
beforeAll(async () => {
  all = await list('page_size=100');
});

describe('products listing', () => {
  it('answers items, facets, sorts and a numbered page', () => {
    expect(all.page).toMatchObject({ type: 'number', current: 1, size: 100, has_previous: false, has_next: true });
    expect(all.page.item_total).toBeGreaterThanOrEqual(300);
    expect(all.items).toHaveLength(100);
    for (const item of all.items) {
      expect(item.slug).toEqual(expect.any(String));
      expect(item.action.page.params.slug).toEqual([item.slug]);
      expect(item.action.page.type).toBe('product');
      expect(item.brand.name).toEqual(expect.any(String));
      expect(item.price.effective.min).toBeLessThanOrEqual(item.price.effective.max);
      expect(item.price.effective.min).toBeLessThanOrEqual(item.price.marked.min);
      expect(item.price.effective.currency_code).toBe('INR');
      expect(item.attributes.primary_color).toEqual(expect.any(String));
      expect(item.categories.length).toBeGreaterThan(0);
    }
    expect(new Set(all.items.map((i) => i.uid)).size).toBe(100);
    expect(all.sort_on.map((s) => s.value).sort()).toEqual([
      'discount_asc',
      'discount_dsc',
      'latest',
      'popular',
      'price_asc',
      'price_dsc',
      'rating_dsc',
    ]);
    for (const name of ['brand', 'category', 'sizes', 'primary_color', 'min_price_effective', 'discount'])
      expect(facet(all, name)).toBeDefined();
    expect(facet(all, 'min_price_effective')?.key.kind).toBe('range');
    expect(facet(all, 'brand')?.key.kind).toBe('multivalued');
    // Without filters, a facet's counts add up to the total (one brand per product).
    expect(values(all, 'brand').reduce((n, v) => n + v.count, 0)).toBe(all.page.item_total);
  });

  it('defaults to 12 per page and serves the path with or without a trailing slash', async () => {
    const a = await list();
    expect(a.items).toHaveLength(12);
    const b = await api(`${BASE}/products?page_size=12`);
    expect(b.status).toBe(200);
    expect(b.json.page.item_total).toBe(a.page.item_total);
    expect(b.json.items.map((i: Item) => i.uid)).toEqual(a.items.map((i) => i.uid));
  });

  it('pages by number without overlap and ends with has_next false', async () => {
    const one = await list('page_size=10&page_no=1');
    const two = await list('page_size=10&page_no=2');
    expect(two.page).toMatchObject({ current: 2, has_previous: true });
    const seen = new Set(one.items.map((i) => i.uid));
    expect(two.items.some((i) => seen.has(i.uid))).toBe(false);
    const last = Math.ceil(one.page.item_total / 10);
    const end = await list(`page_size=10&page_no=${last}`);
    expect(end.page.has_next).toBe(false);
    expect(end.items.length).toBe(one.page.item_total - (last - 1) * 10);
    const beyond = await list(`page_size=10&page_no=${last + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.page.has_next).toBe(false);
  });

  it('pages by cursor: next_id leads to the next page', async () => {
    const first = await list('page_type=cursor&page_size=7');
    expect(first.page.type).toBe('cursor');
    expect(first.page.next_id).toEqual(expect.any(String));
    const second = await list(`page_type=cursor&page_size=7&page_id=${first.page.next_id}`);
    const numbered = await list('page_size=7&page_no=2');
    expect(second.items.map((i) => i.uid)).toEqual(numbered.items.map((i) => i.uid));
    const star = await list('page_type=cursor&page_size=7&page_id=*');
    expect(star.items.map((i) => i.uid)).toEqual(first.items.map((i) => i.uid));
  });

  it.each([
    ['price_asc', (a: Item, b: Item) => a.price.effective.min <= b.price.effective.min],
    ['price_dsc', (a: Item, b: Item) => a.price.effective.min >= b.price.effective.min],
    ['discount_asc', (a: Item, b: Item) => percent(a.discount) <= percent(b.discount)],
    ['discount_dsc', (a: Item, b: Item) => percent(a.discount) >= percent(b.discount)],
    ['rating_dsc', (a: Item, b: Item) => a.rating >= b.rating],
    ['latest', (a: Item, b: Item) => a.product_online_date >= b.product_online_date],
  ])('sorts by %s and marks it selected', async (sort, ordered) => {
    const l = await list(`sort_on=${sort}&page_size=50`);
    for (let i = 1; i < l.items.length; i++) expect(ordered(l.items[i - 1], l.items[i])).toBe(true);
    expect(l.sort_on.filter((s) => s.is_selected).map((s) => s.value)).toEqual([sort]);
    expect(l.page.item_total).toBe(all.page.item_total);
  });

  it('sorts across pages too (page 2 continues page 1)', async () => {
    const one = await list('sort_on=price_asc&page_size=20');
    const two = await list('sort_on=price_asc&page_size=20&page_no=2');
    expect(one.items[one.items.length - 1].price.effective.min).toBeLessThanOrEqual(two.items[0].price.effective.min);
  });
});

describe('filters', () => {
  it('filters by one brand; the count is the facet count and the value is selected', async () => {
    const brand = values(all, 'brand')[0];
    const l = await list(`${f(`brand:${brand.value}`)}&page_size=100`);
    expect(l.page.item_total).toBe(brand.count);
    expect(l.items.every((i) => i.brand.slug === brand.value)).toBe(true);
    const shown = values(l, 'brand');
    expect(shown.find((v) => v.value === brand.value)?.is_selected).toBe(true);
    // Disjunctive: the other brands keep the counts they had without the brand filter.
    for (const v of shown) expect(v.count).toBe(values(all, 'brand').find((x) => x.value === v.value)?.count);
    // Other facets narrow to the brand: sizes count only this brand's products.
    expect(Math.max(...values(l, 'sizes').map((v) => v.count))).toBeLessThanOrEqual(brand.count);
  });

  it('ORs values of one key and ANDs different keys', async () => {
    const [a, b] = values(all, 'brand');
    const both = await list(f(`brand:${a.value}||${b.value}`));
    expect(both.page.item_total).toBe(a.count + b.count);

    const withA = await list(`${f(`brand:${a.value}`)}&page_size=100`);
    const size = values(withA, 'sizes').find((v) => v.count < a.count && v.count > 0) ?? values(withA, 'sizes')[0];
    const narrowed = await list(`${f(`brand:${a.value}:::sizes:${size.value}`)}&page_size=100`);
    expect(narrowed.page.item_total).toBe(size.count);
    expect(narrowed.items.every((i) => i.brand.slug === a.value && i.sizes.includes(size.value))).toBe(true);
    expect(values(narrowed, 'sizes').find((v) => v.value === size.value)?.is_selected).toBe(true);
    // The brand facet is now counted within that size, and still offers other brands.
    const brandCounts = values(narrowed, 'brand');
    expect(brandCounts.find((v) => v.value === a.value)?.count).toBe(size.count);
    expect(brandCounts.length).toBeGreaterThan(1);
  });

  it('accepts filters as their own query parameters', async () => {
    const brand = values(all, 'brand')[1];
    const size = values(all, 'sizes')[0];
    const viaF = await list(f(`brand:${brand.value}:::sizes:${size.value}`));
    const viaKeys = await list(`brand=${encodeURIComponent(brand.value)}&sizes=${encodeURIComponent(size.value)}`);
    expect(viaKeys.page.item_total).toBe(viaF.page.item_total);
    expect(viaKeys.items.map((i) => i.uid)).toEqual(viaF.items.map((i) => i.uid));
  });

  it('filters by category at level 3 and by a level-1 category slug', async () => {
    const category = values(all, 'category')[0];
    const l3 = await list(`${f(`category:${category.value}`)}&page_size=100`);
    expect(l3.page.item_total).toBe(category.count);
    expect(l3.items.every((i) => i.categories[0].slug === category.value)).toBe(true);
    const l1 = all.items[0].category_map.l1!.slug;
    const top = await list(`${f(`category:${l1}`)}&page_size=100`);
    expect(top.page.item_total).toBeGreaterThanOrEqual(1);
    expect(top.items.every((i) => i.category_map.l1?.slug === l1)).toBe(true);
    const viaKey = await list(f(`l1_category:${l1}`));
    expect(viaKey.page.item_total).toBe(top.page.item_total);
  });

  it('names every category value apart: a name two categories share carries the department', async () => {
    const displays = values(all, 'category').map((v) => v.display);
    expect(new Set(displays).size).toBe(displays.length);
    // The demo shop has kurtas (and more) for both women and men.
    const qualified = displays.filter((d) => / \(.+\)$/.test(d));
    expect(qualified.length).toBeGreaterThanOrEqual(2);
    for (const d of qualified) {
      const name = d.replace(/ \(.+\)$/, '');
      expect(qualified.filter((o) => o.startsWith(`${name} (`)).length).toBeGreaterThanOrEqual(2);
    }
    const women = await list(`${f('department:women')}&page_size=1`);
    expect(values(women, 'category').some((v) => / \(Women\)$/.test(v.display))).toBe(true);
  });

  it('filters by colour', async () => {
    const colour = values(all, 'primary_color')[0];
    const l = await list(`${f(`primary_color:${colour.value}`)}&page_size=100`);
    expect(l.page.item_total).toBe(colour.count);
    expect(l.items.every((i) => i.attributes.primary_color === colour.value)).toBe(true);
  });

  it('filters by a price range and reports the selection', async () => {
    const range = values(all, 'min_price_effective')[0];
    expect(range.min).toBeLessThan(range.max!);
    const mid = Math.round((range.min! + range.max!) / 2);
    const l = await list(`${f(`min_price_effective:[${range.min} TO ${mid}]`)}&page_size=100`);
    expect(l.page.item_total).toBeGreaterThan(0);
    expect(l.page.item_total).toBeLessThan(all.page.item_total);
    expect(l.items.every((i) => i.price.effective.min >= range.min! && i.price.effective.min <= mid)).toBe(true);
    const shown = values(l, 'min_price_effective')[0];
    expect(shown).toMatchObject({
      is_selected: true,
      selected_min: range.min,
      selected_max: mid,
      min: range.min,
      max: range.max,
    });
  });

  it('answers the price as a range facet over the whole result set, in the currency of its prices', async () => {
    const price = facet(all, 'min_price_effective')!;
    expect(price.key).toMatchObject({ kind: 'range', display: 'Price' });
    expect(price.values).toHaveLength(1);
    const [range] = price.values;
    const prices = all.items.map((i) => i.price.effective.min);
    expect(range).toMatchObject({
      is_selected: false,
      count: all.page.item_total,
      currency_code: all.items[0].price.effective.currency_code,
      selected_min: range.min,
      selected_max: range.max,
    });
    expect(range.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(range.max).toBeGreaterThanOrEqual(Math.max(...prices));
  });

  it('narrows the price range to the other filters, and a range that matches nothing stays removable', async () => {
    const brand = values(all, 'brand')[0];
    const l = await list(`${f(`brand:${brand.value}`)}&page_size=100`);
    const range = values(l, 'min_price_effective')[0];
    expect(l.items.every((i) => i.price.effective.min >= range.min! && i.price.effective.min <= range.max!)).toBe(true);
    const none = await list(f(`brand:${brand.value}:::min_price_effective:[0 TO 0]`));
    expect(none.page.item_total).toBe(0);
    expect(values(none, 'min_price_effective')[0]).toMatchObject({
      is_selected: true,
      selected_min: 0,
      selected_max: 0,
    });
  });

  it('filters by a discount bucket', async () => {
    const bucket = values(all, 'discount').find((v) => v.count > 0 && v.value !== '0-10')!;
    const [lo, hi] = bucket.value.split('-').map(Number);
    const l = await list(`${f(`discount:${bucket.value}`)}&page_size=100`);
    expect(l.page.item_total).toBe(bucket.count);
    expect(l.items.every((i) => percent(i.discount) >= lo && percent(i.discount) <= hi)).toBe(true);
  });

  it('keeps a selected value that matches nothing, so it can be unselected', async () => {
    const l = await list(f('brand:no-such-brand'));
    expect(l.page.item_total).toBe(0);
    expect(l.items).toEqual([]);
    expect(values(l, 'brand').find((v) => v.value === 'no-such-brand')).toMatchObject({ is_selected: true, count: 0 });
  });

  it('leaves facets out with filters=false but keeps the total', async () => {
    const brand = values(all, 'brand')[0];
    const l = await list(`${f(`brand:${brand.value}`)}&filters=false`);
    expect(l.filters).toEqual([]);
    expect(l.page.item_total).toBe(brand.count);
  });
});

describe('bad listing input', () => {
  it.each([
    ['sort_on=cheapest', 'sort_on'],
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page_size=ten', 'page_size'],
    ['page_no=0', 'page_no'],
    ['page_type=scroll', 'page_type'],
    ['page_type=cursor&page_id=abc', 'page_id'],
    ['filters=maybe', 'filters'],
    [f('gender:men'), "Unknown filter 'gender'"],
    [f('min_price_effective:cheap'), 'Invalid range'],
    [f('min_price_effective:[abc TO 500]'), 'Use [min TO max]'],
    [f('min_price_effective:[-100 TO 500]'), 'a price cannot be negative'],
    [f('min_price_effective:[900 TO 100]'), 'min is above max'],
    [f('min_price_effective:[0 TO 1e300]'), 'a price is at most'],
    [f('price:[0 TO 99999999999]'), 'a price is at most'],
    [f('discount:lots'), 'Invalid discount'],
  ])('%s is a 400 naming the problem', async (query, words) => {
    const r = await api(`${BASE}/products/?${query}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ success: false });
    expect(r.json.message).toContain(words);
  });
});

describe('a listing asked again', () => {
  it('shows a price changed in the database at once: the answers kept for a repeated URL follow the change feed', async () => {
    const query = `${f('sizes:' + values(all, 'sizes')[0].value)}&sort_on=price_dsc&page_size=5`;
    const before = await list(query);
    expect((await list(query)).items).toEqual(before.items);
    const [first] = before.items;
    const price = first.price.effective.max * 100 + 123_400;
    const changed = await api(`/dev/catalog/products/${first.slug}`, {
      method: 'POST',
      body: { price_effective: price },
    });
    expect(changed.status).toBe(200);
    // The platform server follows the database's change feed: within a second or two, never 15 s.
    const shown = async () => (await list(query)).items.find((i) => i.slug === first.slug)?.price.effective.min;
    const deadline = Date.now() + 2000;
    let seen = await shown();
    while (seen !== price / 100 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await shown();
    }
    expect(seen).toBe(price / 100);
  });
});
