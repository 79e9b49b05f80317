// Shoppers for the cart tests: a cookie jar (f.cart for an anonymous cart, f.session once signed
// in) with its own client address, and in-stock articles found through the catalogue API.
import { expect } from '@jest/globals';
import { api } from '../harness';
import { AUTH, PASSWORD, randomIp, registered } from '../user-helpers';

export const C = '/service/application/cart/v1.0';
type Answer = { status: number; headers: Headers; json: any };

export class Jar {
  readonly cookies = new Map<string, string>();
  readonly ip = randomIp();
  /** The account's email once signIn() registered one. */
  email = '';

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; base?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookie;
    const res = await api(path, { method: init.method, body: init.body, headers, base: init.base });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get = (path: string) => this.call(path);
  head = (path: string) => this.call(path, { method: 'HEAD' });
  post = (path: string, body: unknown = {}) => this.call(path, { method: 'POST', body });
  put = (path: string, body: unknown = {}) => this.call(path, { method: 'PUT', body });
  delete = (path: string) => this.call(path, { method: 'DELETE' });
}

/** A signed-in jar: registers an account, then signs in with this jar (so its cart cookie rides along). */
export async function signIn(jar: Jar = new Jar()): Promise<{ jar: Jar; userId: string }> {
  const account = await registered();
  jar.email = account.email;
  const res = await jar.post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { jar, userId: account.userId };
}

/** Signs the jar in again with its account's password. */
export async function signInAgain(jar: Jar): Promise<number> {
  return (await jar.post(`${AUTH}/login/password`, { username: jar.email, password: PASSWORD })).status;
}

export type Article = {
  uid: number;
  slug: string;
  size: string;
  articleId: string;
  stock: number;
  effective: number;
  marked: number;
  brandUid: number;
  brandName: string;
  categoryUid: number;
  /** The store that ships it: an order's shipments are one per store. */
  storeUid: number;
};

type Item = { uid: number; slug: string; brand: { uid: number }; categories?: { uid: number }[] };

const found: Article[] = [];
let loaded = false;

/** In-stock articles (stock ≥ minStock) matching a test, from the first 100 products. */
export async function articles(
  test: (a: Article) => boolean = () => true,
  minStock = 3,
  count = 1,
  /** Each from a different store, so an order of them has one shipment per article. */
  separateStores = false,
): Promise<Article[]> {
  if (!loaded) {
    loaded = true;
    const listing = await api('/service/application/catalog/v1.0/products/?page_size=100');
    for (const item of listing.json.items as Item[]) {
      const sizes = await api(`/service/application/catalog/v1.0/products/${item.slug}/sizes/`);
      const size = (sizes.json.sizes as { value: string; quantity: number; is_available: boolean }[]).find(
        (s) => s.is_available && s.quantity >= 3,
      );
      if (!size) continue;
      const price = await api(
        `/service/application/catalog/v1.0/products/${item.slug}/sizes/${encodeURIComponent(size.value)}/price/`,
      );
      if (price.status !== 200) continue;
      const detail = await api(`/service/application/catalog/v1.0/products/${item.slug}/`);
      found.push({
        uid: item.uid,
        slug: item.slug,
        size: size.value,
        articleId: price.json.article_id,
        stock: price.json.quantity ?? size.quantity,
        effective: price.json.price.effective,
        marked: price.json.price.marked,
        brandUid: detail.json.brand?.uid ?? item.brand?.uid,
        brandName: detail.json.brand?.name ?? '',
        categoryUid: (detail.json.categories ?? item.categories ?? []).at(-1)?.uid ?? 0,
        storeUid: price.json.store?.uid ?? 0,
      });
    }
  }
  // Other tests (orders, held payments) use stock up: each candidate's stock is read again now.
  const out: Article[] = [];
  for (const a of found.filter((x) => test(x) && x.stock >= minStock)) {
    if (separateStores && out.some((o) => o.storeUid === a.storeUid)) continue;
    const price = await api(
      `/service/application/catalog/v1.0/products/${a.slug}/sizes/${encodeURIComponent(a.size)}/price/`,
    );
    const live = price.status === 200 ? (price.json.quantity ?? 0) : 0;
    a.stock = live;
    if (live >= minStock) out.push(a);
    if (out.length === count) return out;
  }
  throw new Error('not enough in-stock articles matched');
}

export const paise = (rupees: number) => Math.round(rupees * 100);

/** The breakup adds up: raw and display agree on the total (in paise). */
export function expectAddsUp(breakup: any): void {
  const r = breakup.raw;
  expect(paise(r.total)).toBe(
    paise(r.mrp_total) - paise(r.discount) - paise(r.coupon) - paise(r.loyalty_points) + paise(r.delivery_charge),
  );
  const total = breakup.display.at(-1);
  expect(total).toMatchObject({ key: 'total', display: 'Total' });
  expect(paise(total.value)).toBe(paise(r.total));
  expect(breakup.display.slice(0, -1).reduce((s: number, d: { value: number }) => s + paise(d.value), 0)).toBe(
    paise(total.value),
  );
}
