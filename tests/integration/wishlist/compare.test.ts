// The signed-in shopper's compare list kept on the server, our call under the
// catalogue: GET, POST ({ slug } or { slugs }), DELETE compare/{slug}/ and DELETE compare/.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { api } from '../harness';
import { PASSWORD, Shopper, AUTH, registered } from '../user-helpers';

const COMPARE = '/service/application/catalog/v1.0/compare/';
type Any = Record<string, any>;

let slugs: string[];
beforeAll(async () => {
  const listing = await api('/service/application/catalog/v1.0/products/?page_size=6&filters=false');
  slugs = listing.json.items.map((i: Any) => i.slug);
});

describe('compare list on the server', () => {
  it('adds in order, ignores repeats, removes, clears; another session of the same shopper sees it', async () => {
    const account = await registered();
    const { shopper } = account;
    expect((await shopper.get(COMPARE)).json).toEqual({ slugs: [] });
    expect((await shopper.post(COMPARE, { slug: slugs[0] })).json).toEqual({ slugs: [slugs[0]] });
    expect((await shopper.post(COMPARE, { slugs: [slugs[1], slugs[0]] })).json).toEqual({
      slugs: [slugs[0], slugs[1]],
    });

    // A second browser: sign in again elsewhere, same list.
    const other = new Shopper();
    await other.post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD });
    expect((await other.get(COMPARE)).json).toEqual({ slugs: [slugs[0], slugs[1]] });

    const removed = await other.delete(`${COMPARE}${slugs[0]}/`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ slugs: [slugs[1]] });
    // Added after a removal, it goes to the end.
    expect((await shopper.post(COMPARE, { slug: slugs[0] })).json).toEqual({ slugs: [slugs[1], slugs[0]] });
    expect((await shopper.call(COMPARE, { method: 'DELETE' })).json).toEqual({ slugs: [] });
    expect((await other.get(COMPARE)).json).toEqual({ slugs: [] });
  });

  it('holds 4 at most: a merge keeps what fits (the server list first), a single add to a full list is refused', async () => {
    const { shopper } = await registered();
    await shopper.post(COMPARE, { slugs: slugs.slice(0, 2) });
    const merged = await shopper.post(COMPARE, { slugs: [slugs[4], slugs[5], slugs[3]] });
    expect(merged.status).toBe(200);
    expect(merged.json).toEqual({ slugs: [slugs[0], slugs[1], slugs[4], slugs[5]] });
    const full = await shopper.post(COMPARE, { slug: slugs[2] });
    expect(full.status).toBe(400);
    expect(full.json.message).toBe('You can compare up to 4 products. Remove one to add another.');
    // One already there is not a refusal.
    expect((await shopper.post(COMPARE, { slug: slugs[0] })).status).toBe(200);
    expect((await shopper.get(COMPARE)).json.slugs).toHaveLength(4);
  });

  it("answers 'No Product Slugs present' when no slug is given, and refuses unknown or malformed slugs", async () => {
    const { shopper } = await registered();
    for (const body of [{}, { slug: '' }, { slug: '   ' }, { slugs: [] }, { slugs: ['', ' '] }]) {
      const res = await shopper.post(COMPARE, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('No Product Slugs present');
    }
    const unknown = await shopper.post(COMPARE, { slugs: [slugs[0], 'no-such-product-anywhere'] });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Product not found: no-such-product-anywhere');
    for (const body of [{ slug: '../etc' }, { slug: 42 }, { slugs: 'a-b' }, { slugs: Array(21).fill('a') }]) {
      const res = await shopper.post(COMPARE, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^Invalid body/);
    }
    expect((await shopper.get(COMPARE)).json).toEqual({ slugs: [] });
  });

  it('is signed-in only, and one shopper never reads or changes another one', async () => {
    const anonymous = new Shopper();
    for (const [method, path, body] of [
      ['GET', COMPARE, undefined],
      ['POST', COMPARE, { slug: slugs[0] }],
      ['DELETE', `${COMPARE}${slugs[0]}/`, undefined],
      ['DELETE', COMPARE, undefined],
    ] as const) {
      const res = await anonymous.call(path, { method, body });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('USER_NOT_SIGNED_IN');
    }
    const [a, b] = await Promise.all([registered(), registered()]);
    await a.shopper.post(COMPARE, { slugs: [slugs[0], slugs[1]] });
    expect((await b.shopper.get(COMPARE)).json).toEqual({ slugs: [] });
    await b.shopper.delete(`${COMPARE}${slugs[0]}/`);
    await b.shopper.call(COMPARE, { method: 'DELETE' });
    expect((await a.shopper.get(COMPARE)).json).toEqual({ slugs: [slugs[0], slugs[1]] });
  });

  it('PUT makes the list exactly the given slugs (the first 4); an empty list clears it', async () => {
    const { shopper } = await registered();
    await shopper.post(COMPARE, { slugs: [slugs[0], slugs[1]] });
    expect((await shopper.put(COMPARE, { slugs: [slugs[3], slugs[2]] })).json).toEqual({ slugs: [slugs[3], slugs[2]] });
    expect((await shopper.put(COMPARE, { slugs: slugs.slice(0, 6) })).json).toEqual({ slugs: slugs.slice(0, 4) });
    expect((await shopper.get(COMPARE)).json).toEqual({ slugs: slugs.slice(0, 4) });
    const unknown = await shopper.put(COMPARE, { slugs: ['no-such-product-anywhere'] });
    expect(unknown.status).toBe(404);
    expect((await shopper.get(COMPARE)).json.slugs).toHaveLength(4);
    expect((await shopper.put(COMPARE, { slugs: [] })).json).toEqual({ slugs: [] });
    expect((await new Shopper().put(COMPARE, { slugs: [slugs[0]] })).status).toBe(401);
  });

  it('parallel adds from two tabs never pass the limit', async () => {
    const { shopper } = await registered();
    const results = await Promise.all(slugs.map((slug) => shopper.post(COMPARE, { slug })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 400)).toHaveLength(2);
    expect((await shopper.get(COMPARE)).json.slugs).toHaveLength(4);
  });
});
