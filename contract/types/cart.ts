// Cart API answers (001 section 7 "Cart"), as far as the storefront reads them.

export type OfferPrice = { marked: number; effective: number; bulk_effective: number; currency_code: string; currency_symbol: string };
export type BulkOfferItem = { quantity: number; auto_applied: boolean; type: string; margin: number; price: OfferPrice; total: number; best: boolean };
export type BulkPriceOffer = { seller: { uid: number; name: string }; offers: BulkOfferItem[] };
/** GET cart/v1.0/bulk-price */
export type BulkPriceResult = { data: BulkPriceOffer[] };

export type LadderPrice = { effective: number; marked: number; offer_price: number; currency_code: string; currency_symbol: string };
export type LadderOfferItem = { min_quantity: number; max_quantity: number | null; margin: { value: number; type: string }; type: string; price: LadderPrice };
export type LadderPriceOffer = {
  id: string;
  promotion_group: string;
  offer_text: string;
  description: string;
  valid_till: string | null;
  calculate_on: string;
  free_gift_items: unknown[];
  offer_prices: LadderOfferItem[];
};
/** GET cart/v1.0/available-ladder-prices */
export type LadderPriceOffers = { available_offers: LadderPriceOffer[]; currency: { code: string; symbol: string } };
