// Which analytics events a cart change emits ("Cart quantity update",
// analytics events and data-layer events). Pure, so what is emitted is testable; the islands
// pass the result to track() (lib/analytics/shop-events.ts).
import type { ShopEvent } from '../analytics/shop-events';
import type { CartDetail, CartItem } from '@/contract/types/cart';

type Line = { item_id: number; item_size: string; name?: string; price?: number };

/** Analytics prices are rounded to whole numbers. */
const rupees = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));

function payload(line: Line, quantity: number) {
  return { item_id: line.item_id, size: line.item_size, name: line.name, price: rupees(line.price), quantity };
}

/** Added `quantity` of a line; `after` is the line's quantity in the cart the platform answered. */
export function addEvents(line: Line, quantity: number, after: number | undefined): ShopEvent[] {
  const first = after === undefined || after <= quantity;
  const data = payload(line, quantity);
  return first
    ? [
        { name: 'add_to_bag', payload: data },
        { name: 'cart.newProduct', payload: data },
      ]
    : [
        { name: 'quantity_add', payload: data },
        { name: 'cart.update', payload: { ...data, quantity: after } },
      ];
}

/** A line went from `current` to `next` pieces: higher is an increment, lower a decrement, 0 a removal. */
export function quantityEvents(line: Line, current: number, next: number): ShopEvent[] {
  if (next === current) return [];
  if (next <= 0)
    return [
      { name: 'article_remove', payload: payload(line, current) },
      { name: 'cart.remove', payload: payload(line, current) },
    ];
  const name = next > current ? 'quantity_add' : 'quantity_remove';
  return [
    { name, payload: payload(line, Math.abs(next - current)) },
    { name: 'cart.update', payload: payload(line, next) },
  ];
}

export function couponEvents(code: string, outcome: 'applied' | 'denied' | 'removed', message?: string): ShopEvent[] {
  return [{ name: `coupon_${outcome}`, payload: { coupon_code: code, message } }];
}

export function viewEvents(cart: Pick<CartDetail, 'id' | 'items' | 'breakup_values'>): ShopEvent[] {
  const quantity = cart.items.reduce((n, item) => n + item.quantity, 0);
  return [
    {
      name: 'cart.view',
      payload: { cart_id: cart.id, items: cart.items.length, quantity, total: rupees(cart.breakup_values?.raw?.total) },
    },
  ];
}

export function lineOf(item: CartItem): Line {
  return {
    item_id: item.product.uid,
    item_size: item.article.size,
    name: item.product.name,
    price: item.price_per_unit?.converted?.effective,
  };
}
