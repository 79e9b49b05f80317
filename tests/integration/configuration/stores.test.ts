// Ordering (deployment) stores and the ordering-store cookie, over HTTP and through the official SDK.
import { describe, expect, it } from '@jest/globals';
import { api, officialClient, failure } from '../harness';

const C = '/service/application/configuration';
type Store = { uid: number; _id: string; name: string; store_code: string; address: { city: string } };

async function allStores(): Promise<Store[]> {
  const res = await api(`${C}/v2.0/ordering-store/stores?page_size=500`);
  expect(res.status).toBe(200);
  return res.json.items;
}

describe('ordering stores', () => {
  it('lists stores 12 to a page by default, with the deployment settings', async () => {
    const res = await api(`${C}/v1.0/ordering-store/stores`);
    expect(res.status).toBe(200);
    expect(res.json.page).toMatchObject({ type: 'number', current: 1, size: 12 });
    expect(res.json.items.length).toBeLessThanOrEqual(12);
    expect(res.json.items.length).toBeGreaterThan(0);
    expect(typeof res.json.all_stores).toBe('boolean');
    expect(Array.isArray(res.json.deployed_stores)).toBe(true);
    for (const store of res.json.items) {
      expect(store).toMatchObject({
        uid: expect.any(Number),
        _id: String(store.uid),
        name: expect.any(String),
        store_code: expect.any(String),
      });
      expect(store.address.lat_long.coordinates).toHaveLength(2);
    }
    if (!res.json.all_stores) for (const store of res.json.items) expect(res.json.deployed_stores).toContain(store.uid);
  });

  it('pages: page 2 continues page 1 without overlap', async () => {
    const all = await allStores();
    const p1 = await officialClient().configuration.getOrderingStores({ pageNo: 1, pageSize: 1 });
    expect(p1.page.item_total).toBe(all.length);
    expect(p1.items).toHaveLength(1);
    if (all.length > 1) {
      expect(p1.page.has_next).toBe(true);
      const p2 = await officialClient().configuration.getOrderingStores({ pageNo: 2, pageSize: 1 });
      expect(p2.items[0].uid).not.toBe(p1.items[0].uid);
      expect(p2.page.has_previous).toBe(true);
    }
  });

  it('searches by name, code and city', async () => {
    const [store] = await allStores();
    for (const q of [store.name, store.store_code, store.address.city]) {
      const res = await api(`${C}/v2.0/ordering-store/stores?q=${encodeURIComponent(q.toLowerCase())}&page_size=500`);
      expect(res.status).toBe(200);
      expect(res.json.items.map((s: Store) => s.uid)).toContain(store.uid);
    }
    const none = await api(`${C}/v2.0/ordering-store/stores?q=${encodeURIComponent('zz-no-such-store-zz')}`);
    expect(none.json.items).toEqual([]);
    expect(none.json.page.item_total).toBe(0);
  });

  it('rejects bad paging with 400', async () => {
    for (const query of ['page_no=0', 'page_size=0', 'page_size=501', 'page_no=x']) {
      const res = await api(`${C}/v2.0/ordering-store/stores?${query}`);
      expect(res.status).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toMatch(/^Invalid query: page_/);
    }
  });

  it('answers one store by id (getStoreDetailById), on v1.0 and v2.0', async () => {
    const [store] = await allStores();
    const viaSdk = await officialClient().configuration.getStoreDetailById({ storeId: store.uid });
    expect(viaSdk).toEqual(store);
    const v1 = await api(`${C}/v1.0/ordering-store/stores/${store.uid}`);
    expect(v1.status).toBe(200);
    expect(v1.json.uid).toBe(store.uid);
  });

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    const missing = await api(`${C}/v2.0/ordering-store/stores/2147483000`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: 'Store 2147483000 not found' });
    for (const id of ['abc', '-1', '0', '1.5']) {
      const bad = await api(`${C}/v2.0/ordering-store/stores/${id}`);
      expect(bad.status).toBe(400);
      expect(bad.json.message).toMatch(/^Invalid path: store_id/);
    }
  });
});

describe('ordering-store cookie', () => {
  it('POST select sets the ordering_store cookie to the store uid', async () => {
    const [store] = await allStores();
    const res = await api(`${C}/v1.0/ordering-store/select`, {
      method: 'POST',
      body: { ordering_store: { uid: store.uid } },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: `Ordering store set to ${store.name}` });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^ordering_store=${store.uid};`));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('works through the official SDK (getOrderingStoreCookie) with the cookie on the response', async () => {
    const [store] = await allStores();
    const [data, headers] = (await officialClient().configuration.getOrderingStoreCookie(
      { body: { ordering_store: { uid: store.uid } } },
      { responseHeaders: true },
    )) as unknown as [{ message: string }, Record<string, string[] | string>];
    expect(data.message).toBe(`Ordering store set to ${store.name}`);
    expect(String(headers['set-cookie'])).toContain(`ordering_store=${store.uid}`);
  });

  it('rejects a missing or malformed store with 400 and an unknown one with 404', async () => {
    for (const body of [
      {},
      { ordering_store: {} },
      { ordering_store: { uid: 'abc' } },
      { ordering_store: { uid: -3 } },
    ]) {
      const res = await api(`${C}/v1.0/ordering-store/select`, { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^Invalid body: ordering_store/);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const empty = await api(`${C}/v1.0/ordering-store/select`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain('Missing or empty required parameter: ordering_store.uid');
    const unknown = await api(`${C}/v1.0/ordering-store/select`, {
      method: 'POST',
      body: { ordering_store: { uid: 2147483000 } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Store 2147483000 not found');
    expect(
      await failure(() =>
        officialClient().configuration.getOrderingStoreCookie({ body: { ordering_store: { uid: 2147483000 } } }),
      ),
    ).toMatchObject({ code: 404 });
  });

  it('marks the cookie Secure, set or cleared, when the request came over https', async () => {
    const [store] = await allStores();
    const https = { 'x-forwarded-proto': 'https' };
    const plain = await api(`${C}/v1.0/ordering-store/select`, {
      method: 'POST',
      body: { ordering_store: { uid: store.uid } },
    });
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    const set = await api(`${C}/v1.0/ordering-store/select`, {
      method: 'POST',
      body: { ordering_store: { uid: store.uid } },
      headers: https,
    });
    expect(set.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const cleared = await api(`${C}/v1.0/ordering-store/select`, { method: 'DELETE', headers: https });
    expect(cleared.headers.get('set-cookie')).toMatch(/^ordering_store=;.*;\s*Secure/i);
  });

  it('DELETE select clears the cookie (removeOrderingStoreCookie)', async () => {
    const res = await api(`${C}/v1.0/ordering-store/select`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Ordering store removed' });
    expect(res.headers.get('set-cookie')).toMatch(/^ordering_store=;.*Max-Age=0/);
    const viaSdk = await officialClient().configuration.removeOrderingStoreCookie();
    expect(viaSdk.message).toBe('Ordering store removed');
  });
});
