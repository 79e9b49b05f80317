// Checkout's server-only loaders: the cart being checked out (the bag or the buy-now cart) and
// where it goes. Per shopper, per request: the /cart/delivery and /cart/payment-info pages only.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { unlessRefused } from '@/lib/sdk/errors';
import type { CartDetail } from '@/contract/types/cart';
import type { BagTarget } from '@/lib/payment/data';
import { CHECKOUT_PATHS } from './constants';

export type CheckoutTarget = BagTarget;

/** /cart/delivery takes id and buy_now=true. */
export function checkoutTarget(query: Record<string, string | string[] | undefined>): CheckoutTarget {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const id = first(query.id);
  return { buyNow: first(query.buy_now) === 'true', id: id && /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : undefined };
}

/** The query that keeps a checkout on the same cart from page to page. */
export function targetQuery(target: CheckoutTarget, addressId?: string): string {
  const q = new URLSearchParams();
  if (target.buyNow) q.set('buy_now', 'true');
  if (target.id) q.set('id', target.id);
  if (addressId) q.set('address_id', addressId);
  return q.size ? `?${q}` : '';
}

/**
 * Where 'Try again' goes after a payment failed: the platform put the lines back in the bag, so the
 * payment step of the bag with the order's address (the payment-info page sends the shopper to choose
 * again should the address be gone); the bag itself when no address is known.
 */
export function retryPath(addressId: string | undefined, bagPath: string): string {
  return addressId && /^[A-Za-z0-9_-]{1,100}$/.test(addressId)
    ? `${CHECKOUT_PATHS.payment}${targetQuery({ buyNow: false }, addressId)}`
    : bagPath;
}

/** The payment step's query with a choice the review step refused, to show it there, chosen, with the reason. */
export function refusedPaymentQuery(
  target: CheckoutTarget,
  addressId: string,
  mode: string,
  identifier?: string,
): string {
  const q = new URLSearchParams(targetQuery(target, addressId));
  q.set('payment_mode', mode);
  if (identifier) q.set('payment_identifier', identifier);
  return `?${q}`;
}

/** /cart/order-review's query: the cart, the addresses and the payment chosen. */
export function reviewQuery(target: CheckoutTarget, addressId: string, mode: string, identifier?: string): string {
  const q = new URLSearchParams();
  if (target.buyNow) q.set('buy_now', 'true');
  if (target.id) q.set('cart_id', target.id);
  q.set('address_id', addressId);
  q.set('billing_address_id', addressId);
  q.set('payment_mode', mode);
  if (identifier) q.set('payment_identifier', identifier);
  return `?${q}`;
}

export const loadCheckoutCart = cache(async (buyNow: boolean): Promise<CartDetail | undefined> => {
  return unlessRefused((await serverSdk()).cart.getCart({ buyNow }));
});
