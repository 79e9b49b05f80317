// A price as the shop shows it (./price-view.tsx draws it): cards, the product page and the
// comparison differ only in their classes and labels.
import { discountLabel, formatPrice, isMarkedDown, type ShownPrice } from '@/lib/catalog/price';
import { PriceView, type PriceClasses, type WrittenPrice } from './price-view';

export type { PriceClasses } from './price-view';

type PriceProps = {
  price: ShownPrice;
  discount?: string;
  size?: 'md' | 'lg';
  className?: string;
  /** The marked price says "MRP" aloud and on screen (else a "was" for screen readers only). */
  mrpLabel?: boolean;
  /** A "From" shown before a ranged price (else a "from" for screen readers only). */
  showFrom?: boolean;
  /** The caller's own classes instead of the card style. */
  classes?: PriceClasses;
};

/** The price written out for a reader: what PriceView draws. */
export function writtenPrice(price: ShownPrice, discount: string | undefined): WrittenPrice {
  const markedDown = isMarkedDown(price);
  return {
    effective: formatPrice(price.effective.amount, price.effective.currency),
    ...(markedDown ? { marked: formatPrice(price.marked.amount, price.marked.currency) } : {}),
    ...(markedDown && discountLabel(price, discount) ? { label: discountLabel(price, discount) } : {}),
    ...(price.ranged ? { ranged: true } : {}),
  };
}

export function Price({ price, discount, ...props }: PriceProps) {
  return <PriceView price={writtenPrice(price, discount)} {...props} />;
}
