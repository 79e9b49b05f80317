// Quantity offers on a product (cart/v1.0/available-ladder-prices and bulk-price): the seeded
// ladder and bulk promotions, their prices worked out from the product's in-stock price, and
// clear errors for a missing or unknown product. Also through the official SDK's Cart client.
import { describe, expect, it } from '@jest/globals';
import { api, officialClient, failure } from '../harness';

const C = '/service/application/cart';
type Item = { uid: number; slug: string; sellable?: boolean };

async function productWhere(test: (uid: number) => boolean): Promise<{ slug: string; uid: number; effective: number }> {
  const listing = await api('/service/application/catalog/v1.0/products/?page_size=100');
  for (const item of listing.json.items as Item[]) {
    if (!test(item.uid)) continue;
    const sizes = await api(`/service/application/catalog/v1.0/products/${item.slug}/sizes/`);
    if (sizes.json.sellable) return { slug: item.slug, uid: item.uid, effective: sizes.json.price.effective.min };
  }
  throw new Error('no sellable product matched among the first 100');
}

describe('ladder offers', () => {
  it('lists the price of each quantity step, lower as the quantity grows', async () => {
    const product = await productWhere((uid) => uid % 7 === 0);
    const res = await api(`${C}/v1.0/available-ladder-prices?slug=${product.slug}`);
    expect(res.status).toBe(200);
    const [offer] = res.json.available_offers;
    expect(offer).toMatchObject({ offer_text: 'Buy more, save more', calculate_on: 'esp' });
    expect(res.json.currency).toEqual({ code: 'INR', symbol: '₹' });
    const steps = offer.offer_prices;
    expect(
      steps.map((s: { min_quantity: number; max_quantity: number | null }) => [s.min_quantity, s.max_quantity]),
    ).toEqual([
      [2, 3],
      [4, null],
    ]);
    expect(steps[0].margin).toEqual({ value: 5, type: 'percentage' });
    expect(steps[0].price.effective).toBe(product.effective);
    expect(steps[0].price.offer_price).toBeCloseTo(product.effective * 0.95, 0);
    expect(steps[1].price.offer_price).toBeLessThan(steps[0].price.offer_price);
  });

  it('answers an empty list for a product without one, and clear errors for a missing or unknown product', async () => {
    const plain = await productWhere((uid) => uid % 7 !== 0);
    expect((await api(`${C}/v1.0/available-ladder-prices?slug=${plain.slug}`)).json.available_offers).toEqual([]);
    const missing = await api(`${C}/v1.0/available-ladder-prices`);
    expect([missing.status, missing.json.message]).toEqual([
      400,
      'Missing or empty required parameter: slug (or item_id or uid)',
    ]);
    const unknown = await api(`${C}/v1.0/available-ladder-prices?slug=no-such-product`);
    expect([unknown.status, unknown.json.message]).toEqual([404, 'Product not found']);
    expect((await api(`${C}/v1.0/available-ladder-prices?slug=x&page_size=0`)).status).toBe(400);
  });
});

describe('bulk offers', () => {
  it('prices bundles per seller and marks the cheapest piece price best', async () => {
    const product = await productWhere((uid) => uid % 11 === 3);
    const res = await api(`${C}/v1.0/bulk-price?slug=${product.slug}`);
    expect(res.status).toBe(200);
    const [seller] = res.json.data;
    expect(seller.seller.name).toEqual(expect.any(String));
    expect(seller.offers.map((o: { quantity: number }) => o.quantity)).toEqual([2, 3, 6]);
    for (const o of seller.offers) expect(o.total).toBeCloseTo(o.price.bulk_effective * o.quantity, 1);
    expect(seller.offers.filter((o: { best: boolean }) => o.best)).toEqual([
      expect.objectContaining({ quantity: 6, margin: 15 }),
    ]);
    // By uid too, as the official client's item_id.
    const byUid = await officialClient().cart.getBulkDiscountOffers({ itemId: product.uid });
    expect(byUid.data[0].offers).toHaveLength(3);
  });

  it('answers no bundles for a product without them, and refuses a bad uid', async () => {
    const plain = await productWhere((uid) => uid % 11 !== 3);
    expect((await api(`${C}/v1.0/bulk-price?slug=${plain.slug}`)).json).toEqual({ data: [] });
    const bad = await api(`${C}/v1.0/bulk-price?uid=abc`);
    expect(bad.status).toBe(400);
    expect(await failure(() => officialClient().cart.getBulkDiscountOffers({ slug: 'no-such-product' }))).toMatchObject(
      { code: 404, message: 'Product not found' },
    );
  });
});
