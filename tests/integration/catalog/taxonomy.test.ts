// Departments, brands, categories, collections (and their items) and stores over HTTP.
import { describe, expect, it } from '@jest/globals';
import { api } from '../harness';

const V1 = '/service/application/catalog/v1.0';
type Node = {
  uid: number;
  slug: string;
  name: string;
  level: number;
  childs: Node[];
  action: { page: { type: string; params: { slug: string[] } } };
};
type Item = {
  slug: string;
  brand: { slug: string };
  discount: string;
  price: { effective: { min: number } };
  category_map: { l1?: { slug: string }; l2?: { slug: string }; l3?: { slug: string } };
  department?: { slug: string };
};

const get = async (path: string) => {
  const r = await api(`${V1}${path}`);
  return r;
};

describe('departments', () => {
  it('lists departments with slug, name and a products action', async () => {
    const r = await get('/departments/');
    expect(r.status).toBe(200);
    expect(r.json.items.length).toBeGreaterThan(0);
    for (const d of r.json.items) {
      expect(d).toMatchObject({ uid: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
      expect(d.action.page.query.department).toEqual([d.slug]);
    }
  });
});

describe('brands', () => {
  it('lists at least 10 brands and pages them', async () => {
    const all = (await get('/brands/?page_size=100')).json;
    expect(all.page.item_total).toBeGreaterThanOrEqual(10);
    expect(all.items).toHaveLength(all.page.item_total);
    const two = (await get('/brands/?page_size=2&page_no=2')).json;
    expect(two.items.map((b: { slug: string }) => b.slug)).toEqual(
      all.items.slice(2, 4).map((b: { slug: string }) => b.slug),
    );
    expect(two.page).toMatchObject({ current: 2, size: 2, has_previous: true, has_next: true });
  });

  it('filters brands by department', async () => {
    const dept = (await get('/departments/')).json.items[0].slug;
    const r = (await get(`/brands/?department=${dept}&page_size=100`)).json;
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.items.every((b: { departments: string[] }) => b.departments.includes(dept))).toBe(true);
    const none = (await get('/brands/?department=no-such-department')).json;
    expect(none.items).toEqual([]);
  });

  it('answers one brand by slug, or 404', async () => {
    const first = (await get('/brands/?page_size=1')).json.items[0];
    const r = await get(`/brands/${first.slug}/`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ uid: first.uid, name: first.name, slug: first.slug });
    expect(r.json.logo.url).toEqual(expect.any(String));
    const missing = await get('/brands/no-such-brand/');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Brand not found');
  });

  it('rejects a bad page size', async () => {
    const r = await get('/brands/?page_size=1000');
    expect(r.status).toBe(400);
  });
});

describe('categories', () => {
  it('answers a three-level tree per department', async () => {
    const r = await get('/categories/');
    expect(r.status).toBe(200);
    const departments = r.json.departments.map((d: { slug: string }) => d.slug);
    expect(r.json.data.length).toBeGreaterThan(0);
    let leaves = 0;
    for (const tree of r.json.data) {
      expect(departments).toContain(tree.department);
      for (const l1 of tree.items as Node[]) {
        expect(l1.level).toBe(1);
        for (const l2 of l1.childs) {
          expect(l2.level).toBe(2);
          for (const l3 of l2.childs) {
            expect(l3.level).toBe(3);
            expect(l3.action.page).toEqual({ type: 'category', params: { slug: [l3.slug] } });
            leaves++;
          }
        }
      }
    }
    expect(leaves).toBeGreaterThan(0);
  });

  it('narrows the tree to one department', async () => {
    const dept = (await get('/departments/')).json.items[0].slug;
    const r = (await get(`/categories/?department=${dept}`)).json;
    expect(r.data.map((t: { department: string }) => t.department)).toEqual([dept]);
  });

  it('answers one category by slug at any level, or 404', async () => {
    const tree = (await get('/categories/')).json.data[0].items as Node[];
    const l3 = tree[0].childs[0].childs[0];
    const r = await get(`/categories/${l3.slug}/`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ uid: l3.uid, name: l3.name, level: 3 });
    const top = await get(`/categories/${tree[0].slug}/`);
    expect(top.json.level).toBe(1);
    const missing = await get('/categories/no-such-category/');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Category not found');
  });

  it('a category filter on the listing matches the tree', async () => {
    const tree = (await get('/categories/')).json.data[0].items as Node[];
    const l2 = tree[0].childs[0];
    const listing = (await get(`/products/?f=${encodeURIComponent(`category:${l2.slug}`)}&page_size=50`)).json;
    expect(listing.page.item_total).toBeGreaterThan(0);
    expect(listing.items.every((i: Item) => i.category_map.l2?.slug === l2.slug)).toBe(true);
    const leaves = l2.childs.map((c) => c.slug);
    expect(listing.items.every((i: Item) => leaves.includes(i.category_map.l3!.slug))).toBe(true);
  });

  it('a category given with one under it narrows to that one; two side by side are alternatives', async () => {
    const tree = (await get('/categories/')).json.data[0].items as Node[];
    const l2 = tree[0].childs.find((c) => c.childs.length > 1)!;
    const [a, b] = l2.childs;
    const total = async (f: string) =>
      (await get(`/products/?f=${encodeURIComponent(f)}&page_size=1`)).json.page.item_total as number;
    const [parent, one, other] = await Promise.all([
      total(`category:${l2.slug}`),
      total(`category:${a.slug}`),
      total(`category:${b.slug}`),
    ]);
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan(parent);
    expect(await total(`category:${l2.slug}||${a.slug}`)).toBe(one);
    expect(await total(`category:${tree[0].slug}||${l2.slug}||${a.slug}||${b.slug}`)).toBe(one + other);
  });

  it("a brand's listing offers only the categories in its results", async () => {
    const brand = (await get('/brands/?page_size=1')).json.items[0].slug as string;
    const listing = (await get(`/products/?f=${encodeURIComponent(`brand:${brand}`)}&page_size=100`)).json;
    type Value = { value: string; count: number };
    const categories = (listing.filters as { key: { name: string }; values: Value[] }[]).find(
      (f) => f.key.name === 'category',
    )!.values;
    const inResults = new Set(listing.items.map((i: Item) => i.category_map.l3!.slug));
    expect(categories.every((c) => c.count > 0 && inResults.has(c.value))).toBe(true);
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(listing.page.item_total);
  });
});

type Collection = {
  uid: string;
  slug: string;
  name: string;
  type: string;
  tags: string[];
  query: { attribute: string; op: string; value: (string | number)[] }[];
  action: { page: { type: string; params: { slug: string[] } } };
};

describe('collections', () => {
  it('lists at least 8 collections with tags and type filters', async () => {
    const r = (await get('/collections/?page_size=100')).json;
    expect(r.page.item_total).toBeGreaterThanOrEqual(8);
    for (const c of r.items as Collection[])
      expect(c.action.page).toEqual({ type: 'collection', params: { slug: [c.slug] } });
    expect(r.filters.tags.length).toBeGreaterThan(0);
    const tag = r.filters.tags[0].name;
    const tagged = (await get(`/collections/?tag=${encodeURIComponent(tag)}&page_size=100`)).json;
    expect(tagged.items.length).toBeGreaterThan(0);
    expect(tagged.items.every((c: Collection) => c.tags.includes(tag))).toBe(true);
    expect(tagged.filters.tags.find((t: { name: string }) => t.name === tag).is_selected).toBe(true);
    const word = (r.items[0] as Collection).name.split(' ').find((w) => w.length > 3)!;
    const searched = (await get(`/collections/?q=${encodeURIComponent(word)}`)).json;
    expect(searched.items.some((c: Collection) => c.slug === r.items[0].slug)).toBe(true);
    expect(
      searched.items.every((c: Collection & { description: string }) =>
        `${c.name} ${c.slug} ${c.description}`.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
    expect(searched.page.item_total).toBeLessThanOrEqual(r.page.item_total);
  });

  it('answers one collection by slug, or 404', async () => {
    const first = (await get('/collections/?page_size=1')).json.items[0] as Collection;
    const r = await get(`/collections/${first.slug}/`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ uid: first.uid, slug: first.slug, name: first.name });
    const missing = await get('/collections/no-such-collection/');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Collection not found');
    const items = await get('/collections/no-such-collection/items/');
    expect(items.status).toBe(404);
  });

  it("lists each collection's items, honouring its saved query", async () => {
    const all = (await get('/collections/?page_size=100')).json.items as Collection[];
    let nonEmpty = 0;
    for (const c of all) {
      const r = await get(`/collections/${c.slug}/items/?page_size=50`);
      expect(r.status).toBe(200);
      const items = r.json.items as Item[];
      if (items.length) nonEmpty++;
      for (const cond of c.query) {
        if (cond.attribute === 'brand') expect(items.every((i) => cond.value.includes(i.brand.slug))).toBe(true);
        if (cond.attribute === 'department')
          expect(items.every((i) => cond.value.includes(i.department!.slug))).toBe(true);
        if (cond.attribute === 'discount' && cond.op === 'gte')
          expect(items.every((i) => Number(/(\d+)%/.exec(i.discount)?.[1] ?? 0) >= Number(cond.value[0]))).toBe(true);
        if (cond.attribute === 'min_price_effective' && cond.op === 'lte')
          expect(items.every((i) => i.price.effective.min <= Number(cond.value[0]))).toBe(true);
        if (cond.attribute === 'category') {
          expect(
            items.every((i) =>
              [i.category_map.l1?.slug, i.category_map.l2?.slug, i.category_map.l3?.slug].some((s) =>
                cond.value.includes(s!),
              ),
            ),
          ).toBe(true);
        }
      }
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(Math.min(all.length, 4));
  });

  it('filters and sorts a collection like the products listing', async () => {
    const all = (await get('/collections/?page_size=100')).json.items as Collection[];
    let checked = false;
    for (const c of all) {
      const base = (await get(`/collections/${c.slug}/items/?page_size=50`)).json;
      const brand = base.filters
        .find((f: { key: { name: string } }) => f.key.name === 'brand')
        ?.values.find((v: { count: number }) => v.count < base.page.item_total);
      if (!brand) continue;
      const narrowed = (
        await get(
          `/collections/${c.slug}/items/?f=${encodeURIComponent(`brand:${brand.value}`)}&sort_on=price_asc&page_size=50`,
        )
      ).json;
      expect(narrowed.page.item_total).toBe(brand.count);
      const prices = narrowed.items.map((i: Item) => i.price.effective.min);
      expect([...prices].sort((x: number, y: number) => x - y)).toEqual(prices);
      checked = true;
      break;
    }
    expect(checked).toBe(true);
  });
});

describe('stores', () => {
  it.each(['v1.0', 'v2.0'])('%s lists stores with paging, one store by id, and 404 for an unknown one', async (v) => {
    const r = await api(`/service/application/catalog/${v}/locations/?page_size=3`);
    expect(r.status).toBe(200);
    expect(r.json.items.length).toBeGreaterThan(0);
    expect(r.json.page.size).toBe(3);
    const store = r.json.items[0];
    expect(store.lat_long.coordinates).toHaveLength(2);
    const one = await api(`/service/application/catalog/${v}/locations/${store.uid}/`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ uid: store.uid, name: store.name, store_code: store.store_code });
    expect(one.json.address.city).toBe(store.city);
    const missing = await api(`/service/application/catalog/${v}/locations/999999/`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Store not found');
  });

  it('orders stores nearest first around a point, within a range, and by city', async () => {
    const all = (await get('/locations/?page_size=500')).json.items;
    const [lng, lat] = all[0].lat_long.coordinates;
    const near = (await get(`/locations/?latitude=${lat}&longitude=${lng}&page_size=500`)).json.items;
    expect(near[0].uid).toBe(all[0].uid);
    for (let i = 1; i < near.length; i++) expect(near[i - 1].distance_km).toBeLessThanOrEqual(near[i].distance_km);
    const ranged = (await get(`/locations/?latitude=${lat}&longitude=${lng}&range=1&page_size=500`)).json.items;
    expect(ranged.every((s: { distance_km: number }) => s.distance_km <= 0.001 + 0.05)).toBe(true);
    const city = all[0].city;
    const inCity = (await get(`/locations/?city=${encodeURIComponent(city)}&page_size=500`)).json.items;
    expect(inCity.every((s: { city: string }) => s.city === city)).toBe(true);
    const bad = await get('/locations/?latitude=200&longitude=0');
    expect(bad.status).toBe(400);
  });

  it('lists stores that hold stock', async () => {
    const r = await api('/service/application/catalog/v2.0/in-stock/locations/?page_size=5');
    expect(r.status).toBe(200);
    expect(r.json.items.length).toBeGreaterThan(0);
    expect(r.json.items[0].address.city).toEqual(expect.any(String));
  });
});
