// What an order's line shows beside it: its price after the catalogue's discounts, as the bag and
// the review showed it (the order's coupon, points and charges are rows of the breakup below it,
// which then add up), or "Free gift" for a gift, which has neither a price nor a share of the charge.
import type { OrderBag } from '@/contract/types/order';
import { formatPrice } from '@/lib/catalog/price';
import { ORDER_WORDS } from './constants';

export function bagPriceText(bag: Pick<OrderBag, 'prices'>): string {
  const { price_marked, price_effective } = bag.prices;
  return price_marked === 0 && price_effective === 0 ? ORDER_WORDS.freeGift : formatPrice(price_effective);
}
