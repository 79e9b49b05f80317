// The wishlist's follow calls over raw HTTP and through the official SDK: follow
// and unfollow are idempotent, ids and the listing are the shopper's own, the count is public,
// anonymous callers get the user domain's 401 and bad input a 400 that names the field.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api, failure, officialClient } from '../harness';
import { Shopper, registered } from '../user-helpers';

const CATALOG = '/service/application/catalog/v1.0';
const NOT_SIGNED_IN = { success: false, code: 'USER_NOT_SIGNED_IN', message: 'Please sign in to continue' };
type Any = Record<string, any>;

let items: Any[];
beforeAll(async () => {
  const listing = await api(`${CATALOG}/products/?page_size=20&filters=false`);
  items = listing.json.items;
  expect(items.length).toBe(20);
});

describe('follow and unfollow', () => {
  it('a signed-in shopper follows products; following twice keeps one; ids and listing show them newest first', async () => {
    const { shopper } = await registered();
    const [a, b] = items;
    const first = await shopper.post(`${CATALOG}/follow/products/${a.uid}/`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: 'Product added to wishlist', id: String(a.uid) });
    expect((await shopper.post(`${CATALOG}/follow/products/${a.uid}/`)).status).toBe(200);
    await shopper.post(`${CATALOG}/follow/products/${b.uid}/`);

    const ids = await shopper.get(`${CATALOG}/follow/ids/`);
    expect(ids.status).toBe(200);
    expect(ids.json).toEqual({ data: { products: [b.uid, a.uid] } });

    const listing = await shopper.get(`${CATALOG}/follow/products/`);
    expect(listing.status).toBe(200);
    expect(listing.json.items.map((i: Any) => i.slug)).toEqual([b.slug, a.slug]);
    expect(listing.json.items[0]).toMatchObject({ uid: b.uid, name: b.name, price: b.price, brand: b.brand });
    expect(listing.json.page).toMatchObject({ current: 1, size: 15, item_total: 2, has_next: false });

    const removed = await shopper.delete(`${CATALOG}/follow/products/${a.uid}/`);
    expect(removed.json).toEqual({ message: 'Product removed from wishlist', id: String(a.uid) });
    // Unfollowing again is not an error: a retried request changes nothing.
    expect((await shopper.delete(`${CATALOG}/follow/products/${a.uid}/`)).status).toBe(200);
    expect((await shopper.get(`${CATALOG}/follow/ids/`)).json.data.products).toEqual([b.uid]);
  });

  it('pages the followed listing 15 at a time by page_id', async () => {
    const { shopper } = await registered();
    for (const item of items.slice(0, 17))
      expect((await shopper.post(`${CATALOG}/follow/products/${item.uid}/`)).status).toBe(200);
    const one = await shopper.get(`${CATALOG}/follow/products/`);
    expect(one.json.items).toHaveLength(15);
    expect(one.json.page).toMatchObject({ type: 'cursor', item_total: 17, has_next: true, next_id: '2' });
    const two = await shopper.get(`${CATALOG}/follow/products/?page_id=${one.json.page.next_id}`);
    expect(two.json.items).toHaveLength(2);
    expect(two.json.page.has_next).toBe(false);
    const seen = [...one.json.items, ...two.json.items].map((i: Any) => i.uid).sort((x: number, y: number) => x - y);
    expect(seen).toEqual(
      items
        .slice(0, 17)
        .map((i) => i.uid)
        .sort((x, y) => x - y),
    );
    const small = await shopper.get(`${CATALOG}/follow/products/?page_size=5&page_id=4`);
    expect(small.json.items).toHaveLength(2);
  });

  it('counts followers of a product, for anyone', async () => {
    const product = items[19];
    const before = (await api(`${CATALOG}/follow/products/${product.uid}/count/`)).json.count as number;
    const [one, two] = await Promise.all([registered(), registered()]);
    await one.shopper.post(`${CATALOG}/follow/products/${product.uid}/`);
    await two.shopper.post(`${CATALOG}/follow/products/${product.uid}/`);
    await two.shopper.post(`${CATALOG}/follow/products/${product.uid}/`);
    const count = await api(`${CATALOG}/follow/products/${product.uid}/count/`);
    expect(count.status).toBe(200);
    expect(count.json).toEqual({ count: before + 2 });
  });
});

describe('who may call', () => {
  it('answers 401 USER_NOT_SIGNED_IN to anonymous callers, and changes nothing', async () => {
    const anonymous = new Shopper();
    const uid = items[0].uid;
    const before = (await api(`${CATALOG}/follow/products/${uid}/count/`)).json.count;
    for (const [method, path] of [
      ['POST', `/follow/products/${uid}/`],
      ['DELETE', `/follow/products/${uid}/`],
      ['GET', '/follow/ids/'],
      ['GET', '/follow/products/'],
    ]) {
      const res = await anonymous.call(`${CATALOG}${path}`, { method });
      expect(res.status).toBe(401);
      expect(res.json).toEqual(NOT_SIGNED_IN);
    }
    expect((await api(`${CATALOG}/follow/products/${uid}/count/`)).json.count).toBe(before);
  });

  it("shopper B never sees or changes shopper A's wishlist", async () => {
    const [a, b] = await Promise.all([registered(), registered()]);
    const [x, y] = items;
    await a.shopper.post(`${CATALOG}/follow/products/${x.uid}/`);
    expect((await b.shopper.get(`${CATALOG}/follow/ids/`)).json.data.products).toEqual([]);
    expect((await b.shopper.get(`${CATALOG}/follow/products/`)).json.items).toEqual([]);
    // B unfollowing A's product removes nothing of A's; B following adds to B's list only.
    await b.shopper.delete(`${CATALOG}/follow/products/${x.uid}/`);
    await b.shopper.post(`${CATALOG}/follow/products/${y.uid}/`);
    expect((await a.shopper.get(`${CATALOG}/follow/ids/`)).json.data.products).toEqual([x.uid]);
    expect((await b.shopper.get(`${CATALOG}/follow/ids/`)).json.data.products).toEqual([y.uid]);
    // The user id comes from the session only: a user_id in the query is ignored.
    const spoof = await b.shopper.get(`${CATALOG}/follow/ids/?user_id=${a.userId}`);
    expect(spoof.json.data.products).toEqual([y.uid]);
  });
});

describe('bad input', () => {
  it('refuses unknown collection types, ids that are not product ids, unknown products and bad paging', async () => {
    const { shopper } = await registered();
    const brands = await shopper.post(`${CATALOG}/follow/brands/1/`);
    expect(brands.status).toBe(400);
    expect(brands.json.message).toContain("Unsupported collection_type 'brands'. Use: products");
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await shopper.post(`${CATALOG}/follow/products/${id}/`);
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('collection_id must be a product id');
    }
    const missing = await shopper.post(`${CATALOG}/follow/products/2147483000/`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Product not found');
    expect((await api(`${CATALOG}/follow/products/2147483000/count/`)).status).toBe(404);
    for (const qs of ['page_size=0', 'page_size=101', 'page_id=abc', 'page_no=-1']) {
      const res = await shopper.get(`${CATALOG}/follow/products/?${qs}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^Invalid query: page_/);
    }
    expect((await shopper.get(`${CATALOG}/follow/ids/`)).json.data.products).toEqual([]);
  });
});

describe('official SDK', () => {
  it('followById, getFollowIds, getFollowedListing, getFollowerCountById, unfollowById', async () => {
    const { shopper } = await registered();
    const client = officialClient({ cookie: shopper.cookie }).catalog;
    const product = items[3];
    const followed = (await client.followById({
      collectionType: 'products',
      collectionId: String(product.uid),
    })) as Any;
    expect(followed).toEqual({ message: 'Product added to wishlist', id: String(product.uid) });
    expect(((await client.getFollowIds({})) as Any).data.products).toEqual([product.uid]);
    const listing = (await client.getFollowedListing({ collectionType: 'products', pageSize: 15 })) as Any;
    expect(listing.items.map((i: Any) => i.slug)).toEqual([product.slug]);
    const count = (await client.getFollowerCountById({
      collectionType: 'products',
      collectionId: String(product.uid),
    })) as Any;
    expect(count.count).toBeGreaterThanOrEqual(1);
    await client.unfollowById({ collectionType: 'products', collectionId: String(product.uid) });
    expect(((await client.getFollowIds({})) as Any).data.products).toEqual([]);
  });

  it('without a session the SDK call fails with the 401 message', async () => {
    const error = await failure(() =>
      officialClient().catalog.followById({ collectionType: 'products', collectionId: String(items[0].uid) }),
    );
    expect(error).toMatchObject({ name: 'FDKServerResponseError', code: 401, message: 'Please sign in to continue' });
  });
});
