// Search (q on listings, with typo tolerance) and auto-complete suggestions over HTTP.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api } from '../harness';

const BASE = '/service/application/catalog/v1.0';
type Item = { uid: number; slug: string; name: string; brand: { slug: string; name: string } };
type Listing = {
  items: Item[];
  page: { item_total: number };
  filters: { key: { name: string }; values: { value: string; count: number }[] }[];
};
type Suggestion = {
  display: string;
  type: string;
  logo?: { url: string };
  action: { type: string; page: { type: string; params?: Record<string, string[]>; query?: Record<string, string[]> } };
};

async function search(q: string, extra = ''): Promise<Listing> {
  const r = await api(`${BASE}/products/?q=${encodeURIComponent(q)}&page_size=50${extra}`);
  expect(r.status).toBe(200);
  return r.json as Listing;
}
async function suggest(q: string): Promise<Suggestion[]> {
  const r = await api(`${BASE}/auto-complete/?q=${encodeURIComponent(q)}`);
  expect(r.status).toBe(200);
  return r.json.items as Suggestion[];
}

/** The most common long word in product names: a real word of the catalogue to search for. */
let word = '';
let total = 0;
beforeAll(async () => {
  const r = await api(`${BASE}/products/?page_size=100`);
  total = r.json.page.item_total;
  const counts = new Map<string, number>();
  for (const item of r.json.items as Item[]) {
    for (const w of item.name.toLowerCase().match(/[a-z]{6,}/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  word = [...counts].sort((a, b) => b[1] - a[1])[0][0];
});

const named = (items: Item[], w: string) => items.filter((i) => i.name.toLowerCase().includes(w));

describe('search', () => {
  it('finds products by a word of their name, best matches first', async () => {
    const l = await search(word);
    expect(l.page.item_total).toBeGreaterThan(0);
    expect(l.page.item_total).toBeLessThan(total);
    expect(l.items[0].name.toLowerCase()).toContain(word);
    expect(named(l.items, word).length).toBeGreaterThan(0);
  });

  it('matches a prefix as it is typed', async () => {
    const l = await search(word.slice(0, 4));
    expect(named(l.items, word).length).toBeGreaterThan(0);
  });

  it('tolerates typos: a dropped letter, a doubled last letter, two swapped letters', async () => {
    const dropped = word.slice(0, 3) + word.slice(4); // e.g. sneakers -> snekers
    const doubled = word + word[word.length - 1]; // e.g. kurta -> kurtaa
    const swapped = word.slice(0, 2) + word[3] + word[2] + word.slice(4); // e.g. shirts -> shrits
    for (const typo of [dropped, doubled, swapped]) {
      const l = await search(typo);
      expect(l.page.item_total).toBeGreaterThan(0);
      expect(named(l.items, word).length).toBeGreaterThan(0);
    }
    // A typo next to a correct word narrows like the correct pair does.
    const pair = (await search(word)).items[0].name
      .toLowerCase()
      .match(/[a-z]{4,}/g)!
      .find((w) => w !== word)!;
    const both = await search(`${pair} ${swapped}`);
    expect(both.page.item_total).toBeGreaterThan(0);
    expect(both.page.item_total).toBeLessThanOrEqual((await search(swapped)).page.item_total);
  });

  it('finds products by brand name', async () => {
    const first = (await api(`${BASE}/products/?page_size=1`)).json.items[0] as Item;
    const l = await search(first.brand.name);
    expect(l.items.some((i) => i.brand.slug === first.brand.slug)).toBe(true);
  });

  it('finds nothing for nonsense, with an empty page', async () => {
    const l = await search('zqxjvwpk');
    expect(l.page.item_total).toBe(0);
    expect(l.items).toEqual([]);
  });

  it('combines search with filters and counts facets within the search', async () => {
    const l = await search(word);
    const brand = l.filters.find((f) => f.key.name === 'brand')!.values[0];
    const both = await search(word, `&f=${encodeURIComponent(`brand:${brand.value}`)}`);
    expect(both.page.item_total).toBe(brand.count);
    expect(both.items.every((i) => i.brand.slug === brand.value)).toBe(true);
  });

  it('rejects a search text over 200 characters', async () => {
    const r = await api(`${BASE}/products/?q=${'a'.repeat(201)}`);
    expect(r.status).toBe(400);
    expect(r.json.message).toContain('q');
  });
});

describe('auto-complete', () => {
  it('suggests products for a prefix, at most 5 per kind, and the query itself', async () => {
    const items = await suggest(word.slice(0, 4));
    const products = items.filter((i) => i.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(5);
    for (const p of products) {
      expect(p.action.page.type).toBe('product');
      expect(p.action.page.params?.slug?.[0]).toEqual(expect.any(String));
    }
    for (const kind of ['brand', 'category', 'collection'])
      expect(items.filter((i) => i.type === kind).length).toBeLessThanOrEqual(5);
    const query = items.find((i) => i.type === 'query');
    expect(query).toMatchObject({
      display: word.slice(0, 4),
      action: { page: { type: 'products', query: { q: [word.slice(0, 4)] } } },
    });
  });

  type Node = { name: string; childs?: Node[] };
  /** Every category name of the tree, and the departments each name is found in. */
  async function categoryNames() {
    const trees = (await api(`${BASE}/categories/`)).json.data as { department: string; items: Node[] }[];
    const walk = (items: Node[]): string[] => items.flatMap((c) => [c.name, ...walk(c.childs ?? [])]);
    const names = trees.flatMap((t) => walk(t.items));
    const departmentsOf = (name: string) => trees.filter((t) => walk(t.items).includes(name)).map((t) => t.department);
    return { names, departmentsOf };
  }

  it('suggests a brand, a category and a collection by their names', async () => {
    const brands = (await api(`${BASE}/brands/?page_size=1`)).json.items;
    const brandHits = await suggest(brands[0].name.slice(0, 5));
    expect(brandHits.find((i) => i.type === 'brand' && i.display === brands[0].name)?.action.page).toEqual({
      type: 'brand',
      params: { slug: [brands[0].slug] },
    });

    const { names, departmentsOf } = await categoryNames();
    const unique = names.find(
      (name) => departmentsOf(name).length === 1 && names.indexOf(name) === names.lastIndexOf(name),
    )!;
    const categoryHits = await suggest(unique);
    expect(categoryHits.some((i) => i.type === 'category' && i.display === unique)).toBe(true);

    const collections = (await api(`${BASE}/collections/?page_size=1`)).json.items;
    const firstWord = collections[0].name.match(/[A-Za-z]{3,}/)[0];
    const collectionHits = await suggest(firstWord);
    expect(collectionHits.some((i) => i.type === 'collection' && i.display === collections[0].name)).toBe(true);
  });

  it('names the department of categories that share a name, so no two suggestions read alike', async () => {
    const { names, departmentsOf } = await categoryNames();
    const shared = names.find((name) => departmentsOf(name).length > 1);
    expect(shared).toBeDefined();
    const labels = (await suggest(shared!)).filter((i) => i.type === 'category').map((i) => i.display);
    expect(new Set(labels).size).toBe(labels.length);
    const departments = (await api(`${BASE}/departments/`)).json.items as { slug: string; name: string }[];
    for (const slug of departmentsOf(shared!)) {
      const department = departments.find((d) => d.slug === slug)!;
      expect(labels).toContain(`${shared} (${department.name})`);
    }
  });

  it('tolerates a typo in a brand name', async () => {
    const brands = (await api(`${BASE}/brands/?page_size=100`)).json.items as { name: string }[];
    const long = brands.map((b) => b.name.split(' ')[0]).find((w) => w.length >= 6)!;
    const typo = (long.slice(0, 2) + long.slice(3)).toLowerCase();
    const hits = await suggest(typo);
    expect(hits.some((i) => i.type === 'brand' && i.display.startsWith(long))).toBe(true);
  });

  it('answers an empty list for an empty or symbol-only text', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('%%%')).toEqual([]);
  });
});
