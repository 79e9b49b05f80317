// Free gifts reach the order (platform/checkout/gifts.ts): a product's gift is a line of its own at
// no cost, its pieces taken with the bought ones; the order's total and shares are the bag's; a
// gift with too few pieces left is left out and the order still placed.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, expectAddsUp, type Article } from '../cart/helpers';
import { ORDER, buyer, checkout, stockOf } from './helpers';
import { statusUpdate } from '../order/helpers';

/** A product with a free gift (the demo seed gives every 17th one) and its gift's article. */
async function giverAndGift(): Promise<{ giver: Article; gift: Article; giftQuantity: number }> {
  const [giver] = await articles(({ uid }) => uid % 17 === 2, 3);
  const jar = new Jar();
  await jar.post(`${C}/detail`, { items: [{ article_id: giver.articleId, quantity: 1 }] });
  const promo = (await jar.get(`${C}/detail`)).json.items[0].promotions_applied.find(
    (p: any) => p.promotion_type === 'free_gift_items',
  );
  const [{ article_id, quantity }] = promo.applied_free_articles;
  const [item] = (await jar.get(`${C}/available-promotions?slug=${giver.slug}`)).json.available_promotions[0]
    .free_gift_items;
  return {
    giver,
    gift: { ...giver, slug: item.item_slug, size: item.size, articleId: article_id },
    giftQuantity: quantity,
  };
}

async function order(jar: Jar, items: { article_id: string; quantity: number }[], addressId: string) {
  await jar.post(`${C}/detail`, { items });
  const cart = (await jar.get(`${C}/detail`)).json;
  const placed = await checkout(jar, { payment_mode: 'COD', address_id: addressId });
  expect(placed.status).toBe(200);
  const read = (await jar.get(`${ORDER}/orders/${placed.json.order_id}`)).json.order;
  return { jar, cart, placed, order: read, bags: read.shipments.flatMap((s: any) => s.bags) };
}

/** Cancels every shipment of the orders (all still placed): their pieces go back on the shelf. */
async function cancelAll(orders: { jar: Jar; order: any }[]) {
  for (const { jar, order: o } of orders) {
    for (const s of o.shipments)
      expect(
        (
          await jar.put(
            `${ORDER}/orders/shipments/${s.shipment_id}/status`,
            statusUpdate(s.shipment_id, 'cancelled_customer', { reasonId: 1 }),
          )
        ).status,
      ).toBe(200);
  }
}

describe('free gifts in the order', () => {
  it('the gift is a line of its own at no cost, its pieces taken; the total and the shares are the bag’s', async () => {
    const { giver, gift, giftQuantity } = await giverAndGift();
    const { jar, addressId } = await buyer();
    const before = { giver: await stockOf(giver), gift: await stockOf(gift) };
    const made = await order(jar, [{ article_id: giver.articleId, quantity: 2 }], addressId);
    const { cart, placed, order: o, bags } = made;
    expectAddsUp(cart.breakup_values);
    expect(placed.json.data.amount).toBe(cart.breakup_values.raw.total);
    const given = bags.find((b: any) => b.article.uid === gift.articleId);
    expect(given).toMatchObject({
      quantity: giftQuantity,
      item: { slug_key: gift.slug, size: gift.size },
      prices: { price_marked: 0, price_effective: 0, amount_paid: 0 },
    });
    expect(bags.find((b: any) => b.article.uid === giver.articleId).quantity).toBe(2);
    // What the shipments charged adds up to the order's total, the gift's share nothing.
    const paid = o.shipments.reduce((n: number, s: any) => n + Math.round(s.prices.amount_paid * 100), 0);
    expect(paid).toBe(Math.round(o.breakup_values.find((r: any) => r.name === 'total').value * 100));
    expect(await stockOf(giver)).toBe(before.giver - 2);
    expect(await stockOf(gift)).toBe(before.gift - giftQuantity);
    await cancelAll([made]);
    expect(await stockOf(gift)).toBe(before.gift);
  });

  it('a gift with too few pieces left is left out, and the order is still placed', async () => {
    const { giver, gift } = await giverAndGift();
    // Other shoppers buy the gift until at most a bag's worth is left, then this one buys the rest
    // of it beside the giver: nothing is left to give.
    const start = await stockOf(gift);
    const placed = [];
    for (let left = start; left > 10; left = await stockOf(gift)) {
      const { jar, addressId } = await buyer();
      placed.push(await order(jar, [{ article_id: gift.articleId, quantity: 10 }], addressId));
    }
    const left = await stockOf(gift);
    expect(left).toBeGreaterThan(0);
    const { jar, addressId } = await buyer();
    const last = await order(
      jar,
      [
        { article_id: giver.articleId, quantity: 1 },
        { article_id: gift.articleId, quantity: left },
      ],
      addressId,
    );
    expect(last.bags.map((b: any) => [b.article.uid, b.quantity, b.prices.price_effective > 0]).sort()).toEqual(
      [
        [giver.articleId, 1, true],
        [gift.articleId, left, true],
      ].sort(),
    );
    expect(await stockOf(gift)).toBe(0);
    // The shop's one gift article is every gift's (the demo seed): the other tests find it as it was.
    await cancelAll([...placed, last]);
    expect(await stockOf(gift)).toBe(start);
  });
});
