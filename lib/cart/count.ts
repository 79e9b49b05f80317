// The bag count the header shows: lines in the cart, as GET cart/v1.0/basic counts them
// (user_cart_items_count), so the count after a change and the count on the next page agree.
import type { CartDetail } from '@/contract/types/cart';

export function itemCount(cart: Pick<CartDetail, 'items'>): number {
  return (cart.items ?? []).length;
}
