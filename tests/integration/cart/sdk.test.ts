// The official SDK's Cart client against our platform, unchanged: a signed-in shopper's cookie
// set on the client, and every cart call it makes answering the shapes it documents.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { articles, expectAddsUp, signIn } from './helpers';

describe('official SDK Cart client', () => {
  it('adds, reads, updates, removes, counts and archives a cart', async () => {
    const [a, b] = await articles(() => true, 3, 2);
    const { jar } = await signIn();
    const cart = officialClient({ cookie: jar.cookie }).cart;

    const added: any = await cart.addItems({
      body: { items: [{ item_id: a.uid, item_size: a.size, article_id: a.articleId, quantity: 2 }] },
    });
    expect(added).toMatchObject({ success: true, cart: { items: [{ quantity: 2, product: { uid: a.uid } }] } });
    const id = added.cart.id;
    expectAddsUp(added.cart.breakup_values);

    const read: any = await cart.getCart({ id, i: true, b: true });
    expect(read).toMatchObject({ id, is_valid: true, checkout_mode: 'self' });
    expect(await cart.getItemCount({ id })).toEqual({ user_cart_items_count: 1 });
    const head: any = await cart.getCartLastModified({ id });
    expect(Date.parse(head['last-modified'])).toBeGreaterThan(0);

    const key = read.items[0].key;
    const updated: any = await cart.updateCart({
      id,
      body: {
        operation: 'update_item',
        items: [
          { identifiers: { identifier: key }, quantity: 1, article_id: a.articleId, item_id: a.uid, item_size: a.size },
        ],
      },
    });
    expect(updated.cart.items[0].quantity).toBe(1);
    await cart.addItems({ id, body: { items: [{ article_id: b.articleId, quantity: 1 }] } });
    const removed: any = await cart.updateCart({
      id,
      body: { operation: 'remove_item', items: [{ identifiers: { identifier: key } }] },
    });
    expect(removed.cart.items.map((i: any) => i.article.uid)).toEqual([b.articleId]);

    expect(await cart.updateCartMeta({ id, body: { checkout_mode: 'other' } })).toEqual({
      is_valid: true,
      message: 'cart meta updated',
    });

    const coupons: any = await cart.getCoupons({ id });
    expect(coupons.available_coupon_list.length).toBeGreaterThan(0);
    expect(await failure(() => cart.applyCoupon({ id, body: { coupon_code: 'EXPIRED50' } }))).toMatchObject({
      code: 400,
      message: 'This coupon has expired',
    });
    const withoutCoupon: any = await cart.removeCoupon({ id });
    expect(withoutCoupon.id).toBe(id);

    const link: any = await cart.getCartShareLink({ body: { id } });
    expect(link.share_url).toContain(link.token);
    const shared: any = await cart.getCartSharedItems({ token: link.token });
    expect(shared.cart.items).toHaveLength(1);
    const copied: any = await cart.updateCartWithSharedItems({ token: link.token, action: 'merge' });
    expect(copied.cart.id).toBe(id);

    expect(await cart.getPromotionOffers({ slug: a.slug })).toHaveProperty('available_promotions');
    expect(await cart.getPromotionPaymentOffers({ id })).toEqual({ success: true, promotions: [] });

    expect(await failure(() => cart.getCart({ id: 'someone-elses-cart-id-000' }))).toMatchObject({
      code: 404,
      message: 'Cart not found',
    });
    expect(await cart.deleteCart({ id })).toEqual({ success: true, message: 'Cart archived' });
    const fresh: any = await cart.getCart({});
    expect(fresh.items).toEqual([]);
  });
});
