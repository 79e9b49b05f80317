// The free gifts a cart line brings (its free_gift_items promotion), named when the platform names
// them: shown with the line in the bag and in the order summary, so nothing arrives unannounced.
import type { CartItem } from '@/contract/types/cart';

export type LineGift = { name: string; quantity: number };

export function lineGifts(item: Pick<CartItem, 'promotions_applied'>): LineGift[] {
  return (item.promotions_applied ?? []).flatMap((p) =>
    p.promotion_type === 'free_gift_items'
      ? (p.applied_free_articles ?? []).flatMap((a) => {
          const name = a.free_gift_item_details?.item_name;
          return typeof name === 'string' && name ? [{ name, quantity: a.quantity || 1 }] : [];
        })
      : [],
  );
}
