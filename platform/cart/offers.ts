// Quantity offers on a product ("ladder or bulk offers"): a promotion row holds
// tiers {min_quantity, max_quantity?, type 'percentage' | 'amount', value}. A bulk offer prices
// bundles (buy 3 at X each) per seller; a ladder offer prices quantity ranges (2 to 3 at 5% off,
// 4 or more at 10% off). Prices are worked out from the product's in-stock articles, so an
// offer on a sold-out product answers nothing.
import type { Database } from '../db/client';
import {
  CURRENCY,
  toMajor,
  PRODUCT_PAGE_CACHE,
  TtlCache,
  databaseId,
  productExists,
  productUidBySlug,
  sellerPrices,
} from '../catalog';
import { ApiError } from '../http/errors';
import { OFFER_MESSAGES } from './messages';
import { tierPrice } from './pricing/line-price';

export { tierPrice };

export type OfferTier = {
  min_quantity: number;
  max_quantity?: number | null;
  type: 'percentage' | 'amount';
  value: number;
};
export type ProductRef = { slug?: string; uid?: number };

type PromotionRow = {
  id: number;
  kind: 'bulk' | 'ladder';
  offer_text: string;
  description: string;
  tiers: OfferTier[];
  valid_till: Date | string | null;
};

const productUids = new TtlCache<number>(5000, 60_000);

async function productUid(database: Database, ref: ProductRef): Promise<number> {
  if (ref.uid === undefined && !ref.slug) throw new ApiError(400, OFFER_MESSAGES.needsProduct);
  return productUids.getOrLoad(`${databaseId(database)}|${ref.uid ?? ''}|${ref.slug ?? ''}`, async () => {
    const uid =
      ref.uid !== undefined
        ? (await productExists(database, ref.uid))
          ? ref.uid
          : undefined
        : await productUidBySlug(database, ref.slug!);
    if (uid === undefined) throw new ApiError(404, OFFER_MESSAGES.productNotFound);
    return uid;
  });
}

// Promotions change rarely and every product page asks for both kinds: kept 15 s like product
// rows. The prices they apply to come from the articles on every call.
const promotionsOf = new TtlCache<PromotionRow[]>(5000, PRODUCT_PAGE_CACHE.ttlMs, PRODUCT_PAGE_CACHE.staleMs);

function livePromotions(
  database: Database,
  uid: number,
  kind: 'bulk' | 'ladder',
  promotionId?: number,
): Promise<PromotionRow[]> {
  return promotionsOf.getOrLoad(`${databaseId(database)}|${uid}|${kind}|${promotionId ?? ''}`, () =>
    queryPromotions(database, uid, kind, promotionId),
  );
}

async function queryPromotions(
  database: Database,
  uid: number,
  kind: 'bulk' | 'ladder',
  promotionId?: number,
): Promise<PromotionRow[]> {
  return database.query<PromotionRow>(
    `SELECT id, kind, offer_text, description, tiers, valid_till FROM promotions
      WHERE product_uid = $1 AND kind = $2 AND active
        AND (valid_from IS NULL OR valid_from <= now()) AND (valid_till IS NULL OR valid_till > now())
        ${promotionId !== undefined ? 'AND id = $3' : ''}
      ORDER BY id`,
    promotionId !== undefined ? [uid, kind, promotionId] : [uid, kind],
  );
}

function margin(tier: OfferTier): { value: number; type: string } {
  return { value: tier.value, type: tier.type };
}

const money = (paise: number) => toMajor(paise);

/** GET cart/v1.0/bulk-price: bundles per seller, the cheapest piece price marked best. */
export async function bulkPrices(database: Database, ref: ProductRef, seller: { name: string }) {
  const uid = await productUid(database, ref);
  // Promotions first (usually cached): most products have none, and then no price is read.
  const promotions = await livePromotions(database, uid, 'bulk');
  if (promotions.length === 0) return { data: [] };
  const prices = await sellerPrices(database, uid);
  if (prices.length === 0) return { data: [] };
  const tiers = promotions.flatMap((p) => p.tiers).sort((a, b) => a.min_quantity - b.min_quantity);
  return {
    data: prices.map((price) => {
      const offers = tiers.map((tier) => {
        const piece = tierPrice(price.effective, tier);
        return {
          quantity: tier.min_quantity,
          auto_applied: true,
          type: 'bundle',
          margin:
            tier.type === 'percentage'
              ? tier.value
              : Math.round(((price.effective - piece) / Math.max(price.effective, 1)) * 100),
          price: {
            marked: money(price.marked),
            effective: money(price.effective),
            bulk_effective: money(piece),
            currency_code: CURRENCY.code,
            currency_symbol: CURRENCY.symbol,
          },
          total: money(piece * tier.min_quantity),
          best: false,
        };
      });
      const cheapest = offers.reduce(
        (best, o, i) => (o.price.bulk_effective < offers[best].price.bulk_effective ? i : best),
        0,
      );
      if (offers[cheapest]) offers[cheapest].best = true;
      return { seller: { uid: price.seller_uid, name: seller.name }, offers };
    }),
  };
}

/** GET cart/v1.0/available-ladder-prices: the product's ladder promotions with a price per step. */
export async function ladderPrices(
  database: Database,
  ref: ProductRef & { storeId?: number; promotionId?: number; pageSize?: number },
) {
  const uid = await productUid(database, ref);
  const promotions = await livePromotions(database, uid, 'ladder', ref.promotionId);
  const prices = promotions.length > 0 ? await sellerPrices(database, uid, ref.storeId) : [];
  const best = prices[0];
  const offers = best
    ? promotions.slice(0, ref.pageSize ?? promotions.length).map((p) => ({
        id: String(p.id),
        promotion_group: 'product',
        offer_text: p.offer_text,
        description: p.description,
        valid_till: p.valid_till ? new Date(p.valid_till).toISOString() : null,
        calculate_on: 'esp',
        free_gift_items: [],
        offer_prices: [...p.tiers]
          .sort((a, b) => a.min_quantity - b.min_quantity)
          .map((tier) => ({
            min_quantity: tier.min_quantity,
            max_quantity: tier.max_quantity ?? null,
            margin: margin(tier),
            type: tier.type,
            price: {
              effective: money(best.effective),
              marked: money(best.marked),
              offer_price: money(tierPrice(best.effective, tier)),
              currency_code: CURRENCY.code,
              currency_symbol: CURRENCY.symbol,
            },
          })),
      }))
    : [];
  return { available_offers: offers, currency: { code: CURRENCY.code, symbol: CURRENCY.symbol } };
}
