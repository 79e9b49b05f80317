// Buyers for the checkout tests: a signed-in cookie jar with a saved address the shop delivers to.
import { expect } from '@jest/globals';
import { C, Jar, type Article } from '../cart/helpers';
import { api } from '../harness';
import { registered } from '../user-helpers';
import { HOME } from '../address/fixtures';

export const ORDER = '/service/application/order/v1.0';

export type Buyer = { jar: Jar; userId: string; addressId: string };

/** A registered shopper (its session in a cart jar) with one address, or none when asked. */
export async function buyer(options: { address?: boolean } = {}): Promise<Buyer> {
  const { shopper, userId } = await registered();
  const jar = new Jar();
  const [name, ...value] = shopper.cookie.split('=');
  jar.cookies.set(name, value.join('='));
  let addressId = '';
  if (options.address !== false) {
    const saved = await jar.post(`${C}/address`, HOME);
    expect(saved.status).toBe(200);
    addressId = saved.json.id;
  }
  return { jar, userId, addressId };
}

/** Checkout with a key (the storefront's way); the key may be left out with null. */
export function checkout(
  jar: Jar,
  body: Record<string, unknown>,
  key: string | null = `k-${Math.random().toString(36).slice(2)}`,
  base?: string,
) {
  return jar.call(`${C}/checkout`, {
    method: 'POST',
    body,
    base,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

/** What is left of one article (the sellers call lists each article of a size; a sold-out one may be gone). */
export async function stockOf(a: Article): Promise<number> {
  const sellers = await api(
    `/service/application/catalog/v3.0/products/${a.slug}/sizes/${encodeURIComponent(a.size)}/sellers/?page_size=100`,
  );
  expect(sellers.status).toBe(200);
  const row = (sellers.json.items as { article_id: string; quantity: number }[]).find(
    (i) => i.article_id === a.articleId,
  );
  return row?.quantity ?? 0;
}
