// The shop's one pricing module: how an amount is written and the one shape every
// price display reads, whichever answer the price came from (a listing, a size, an offer).
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@/lib/shared/constants';
import type { ProductListingPrice, StockPrice } from '@/contract/types/catalog';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(DEFAULT_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** ₹1,23,456 for whole amounts, ₹1,234.50 otherwise (Indian digit grouping). */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100) && Math.round(amount * 100) % 100 === 0;
  return formatter(currency || DEFAULT_CURRENCY, whole ? 0 : 2).format(amount);
}

/** ₹1,234.00: always with paise (a tax invoice's columns). */
export function formatPriceWithPaise(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return formatter(currency || DEFAULT_CURRENCY, 2).format(amount);
}

/** A price as it is shown: the selling price, the marked price and whether the selling price is a "from" price. */
export type ShownPrice = {
  effective: { amount: number; currency: string };
  marked: { amount: number; currency: string };
  /** The selling price is the lowest of several (sizes priced apart). */
  ranged: boolean;
};

/** A listing's or product's price range, shown from its lowest. */
export function fromRange(price: ProductListingPrice): ShownPrice {
  return {
    effective: { amount: price.effective.min, currency: price.effective.currency_code },
    marked: { amount: price.marked.min, currency: price.marked.currency_code },
    ranged: price.effective.max > price.effective.min,
  };
}

/** One size's price from a seller's offer. */
export function fromStock(price: StockPrice): ShownPrice {
  return {
    effective: { amount: price.effective, currency: price.currency_code },
    marked: { amount: price.marked, currency: price.currency_code },
    ranged: false,
  };
}

/** The marked price is shown (struck through) only when the selling price is below it. */
export const isMarkedDown = (price: ShownPrice): boolean => price.marked.amount > price.effective.amount;

/**
 * The discount label beside a shown price, or undefined when it is not marked down. A product's
 * discount is the largest over its sizes, while a "from" price is its cheapest size's: when the
 * two prices shown give another percentage, the label says "Up to 20% OFF", so what a shopper
 * reads adds up.
 */
export function discountLabel(price: ShownPrice, discount: string | undefined): string | undefined {
  if (!discount || !isMarkedDown(price)) return undefined;
  const stated = /^\s*(\d+)\s*%/.exec(discount);
  if (!price.ranged || !stated) return discount;
  const shown = Math.round((1 - price.effective.amount / price.marked.amount) * 100);
  return shown === Number(stated[1]) ? discount : `Up to ${discount}`;
}

/** The product page's price: the picked size's offer, else the price over its sizes, else the product's. */
export function productPagePrice(page: {
  offer?: { price: StockPrice };
  sizes: { price?: ProductListingPrice };
  product: { price: ProductListingPrice };
}): ShownPrice {
  return page.offer ? fromStock(page.offer.price) : fromRange(page.sizes.price ?? page.product.price);
}
