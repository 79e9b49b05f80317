// Promotions a shopper can see (cart/v1.0/available-promotions, available-payment-offers):
// buy-X-get-Y, free gifts and ladders on a product, and payment offers, all from the promotions table.
import type { Database } from '../db/client';
import type { CartPaymentOffers, CartPromotion, CartPromotions } from '../../contract/types/cart';
import { ApiError } from '../http/errors';
import { articleProducts, productUidBySlug } from '../catalog';
import { OFFER_MESSAGES } from './messages';
import type { PromotionKind, PromotionRules, PromotionTier } from './schema';

type Row = {
  id: number;
  kind: PromotionKind;
  offer_text: string;
  description: string;
  tiers: PromotionTier[];
  rules: PromotionRules;
  valid_till: Date | null;
};
type Gift = {
  article_uid: string;
  product_uid: number;
  size: string;
  slug: string;
  name: string;
  brand_name: string;
  medias: { url: string }[];
};

const TYPE: Record<PromotionKind, string> = {
  ladder: 'ladder_price',
  bulk: 'bulk_price',
  bxgy: 'bogo',
  free_gift: 'free_gift_items',
  payment: 'payment_offer',
};
const LIVE = `active AND (valid_from IS NULL OR valid_from <= now()) AND (valid_till IS NULL OR valid_till > now())`;

async function gifts(database: Database, rows: Row[]): Promise<Map<string, Gift>> {
  const ids = rows.map((r) => r.rules.gift_article_id).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return new Map();
  const found = await articleProducts(database, ids);
  // An article whose product is gone names no gift.
  return new Map(
    found.flatMap((a) =>
      a.slug !== null && a.name !== null && a.brand_name !== null && a.medias !== null
        ? [
            [
              a.uid,
              {
                article_uid: a.uid,
                product_uid: a.product_uid,
                size: a.size,
                slug: a.slug,
                name: a.name,
                brand_name: a.brand_name,
                medias: a.medias,
              },
            ] as const,
          ]
        : [],
    ),
  );
}

function shape(row: Row, gift: Gift | undefined): CartPromotion {
  return {
    id: String(row.id),
    promotion_type: TYPE[row.kind],
    promotion_name: row.offer_text,
    promotion_group: row.kind === 'payment' ? 'payment' : 'product',
    offer_text: row.offer_text,
    description: row.description,
    valid_till: row.valid_till ? new Date(row.valid_till).toISOString() : null,
    buy_rules:
      row.kind === 'bxgy' ? { item_criteria: { cart_quantity: { greater_than_equals: row.rules.buy ?? 0 } } } : {},
    discount_rules:
      row.kind === 'bxgy'
        ? [{ discount_type: 'free_items', offer: { free_quantity: row.rules.get ?? 0 } }]
        : row.tiers.map((t) => ({ ...t })),
    free_gift_items: gift
      ? [
          {
            item_id: gift.product_uid,
            item_slug: gift.slug,
            item_name: gift.name,
            item_brand_name: gift.brand_name,
            size: gift.size,
            item_images_url: (gift.medias ?? []).map((m) => m.url),
          },
        ]
      : [],
  };
}

/** Promotions of a product (by slug), or of every product in a cart. */
export async function availablePromotions(
  database: Database,
  ref: { slug?: string; productUids?: number[]; pageSize?: number },
): Promise<CartPromotions> {
  let uids = ref.productUids ?? [];
  if (ref.slug) {
    const uid = await productUidBySlug(database, ref.slug);
    if (uid === undefined) throw new ApiError(404, OFFER_MESSAGES.productNotFound);
    uids = [uid];
  }
  if (uids.length === 0) return { available_promotions: [] };
  const rows = await database.query<Row>(
    `SELECT id, kind, offer_text, description, tiers, rules, valid_till FROM promotions WHERE product_uid = ANY($1::int[]) AND kind IN ('bxgy', 'free_gift', 'ladder') AND ${LIVE} ORDER BY id LIMIT $2`,
    [uids, ref.pageSize ?? 100],
  );
  const giftOf = await gifts(database, rows);
  return {
    available_promotions: rows.map((r) =>
      shape(r, r.rules.gift_article_id ? giftOf.get(r.rules.gift_article_id) : undefined),
    ),
  };
}

/** Payment offers the merchant keeps (kind 'payment'); product_uid 0 means any product. */
export async function paymentOffers(database: Database, productUids: number[]): Promise<CartPaymentOffers> {
  const rows = await database.query<Row>(
    `SELECT id, kind, offer_text, description, tiers, rules, valid_till FROM promotions WHERE kind = 'payment' AND (product_uid = 0 OR product_uid = ANY($1::int[])) AND ${LIVE} ORDER BY id`,
    [productUids],
  );
  return { success: true, promotions: rows.map((r) => shape(r, undefined)) };
}
