/**
 * @jest-environment jsdom
 */
// The analytics events a cart change emits,
// and that they reach window.storefrontEvents and the 'storefront:event' DOM event.
import { describe, expect, it } from '@jest/globals';
import { addEvents, couponEvents, quantityEvents, viewEvents } from '@/lib/cart/events';
import { track, type ShopEvent } from '@/lib/analytics/shop-events';

const shorts = { item_id: 250, item_size: 'M', name: 'Pull-On Cotton Twill Shorts', price: 899.5 };
const names = (events: ShopEvent[]) => events.map((e) => e.name);

describe('adding to the bag', () => {
  it('the first add of a line is add_to_bag and cart.newProduct, with the price rounded to rupees', () => {
    const events = addEvents(shorts, 1, 1);
    expect(names(events)).toEqual(['add_to_bag', 'cart.newProduct']);
    expect(events[0].payload).toEqual({
      item_id: 250,
      size: 'M',
      name: 'Pull-On Cotton Twill Shorts',
      price: 900,
      quantity: 1,
    });
  });

  it('adding a line the bag holds already is quantity_add and cart.update with the new quantity', () => {
    const events = addEvents(shorts, 1, 3);
    expect(names(events)).toEqual(['quantity_add', 'cart.update']);
    expect(events[1].payload?.quantity).toBe(3);
  });
});

describe('changing a quantity', () => {
  it('higher is an increment, lower a decrement (by the difference), 0 a removal, the same nothing', () => {
    expect(names(quantityEvents(shorts, 1, 3))).toEqual(['quantity_add', 'cart.update']);
    expect(quantityEvents(shorts, 1, 3)[0].payload?.quantity).toBe(2);
    expect(names(quantityEvents(shorts, 3, 2))).toEqual(['quantity_remove', 'cart.update']);
    expect(quantityEvents(shorts, 3, 2)[1].payload?.quantity).toBe(2);
    expect(names(quantityEvents(shorts, 2, 0))).toEqual(['article_remove', 'cart.remove']);
    expect(quantityEvents(shorts, 2, 0)[0].payload?.quantity).toBe(2);
    expect(quantityEvents(shorts, 2, 2)).toEqual([]);
  });
});

describe('coupons and the bag view', () => {
  it('names the coupon outcome as the data layer does', () => {
    expect(couponEvents('SAVE10', 'applied')).toEqual([
      { name: 'coupon_applied', payload: { coupon_code: 'SAVE10', message: undefined } },
    ]);
    expect(couponEvents('NOPE', 'denied', 'Coupon not found')[0]).toEqual({
      name: 'coupon_denied',
      payload: { coupon_code: 'NOPE', message: 'Coupon not found' },
    });
    expect(names(couponEvents('SAVE10', 'removed'))).toEqual(['coupon_removed']);
  });

  it('cart.view counts lines and pieces and rounds the total', () => {
    const cart = {
      id: 'c1',
      items: [{ quantity: 2 }, { quantity: 1 }],
      breakup_values: { raw: { total: 1846.4 } },
    } as unknown as Parameters<typeof viewEvents>[0];
    expect(viewEvents(cart)).toEqual([
      { name: 'cart.view', payload: { cart_id: 'c1', items: 2, quantity: 3, total: 1846 } },
    ]);
  });
});

describe('what a listener sees', () => {
  it('each event is queued on window.storefrontEvents and dispatched as storefront:event', () => {
    const heard: unknown[] = [];
    window.addEventListener('storefront:event', (e) => heard.push((e as CustomEvent).detail));
    for (const event of addEvents(shorts, 1, 1)) track(event);
    expect(window.storefrontEvents?.map((e) => e.name)).toEqual(['add_to_bag', 'cart.newProduct']);
    expect(heard).toEqual(window.storefrontEvents);
    expect(typeof window.storefrontEvents?.[0].at).toBe('number');
  });
});
