// Articles as other domains' lines need them (a free gift in the bag or the order, a refused
// change's reason, an offer's prices): read live, stock is never cached.
import type { Database } from '../db/client';

export type ArticleProduct = {
  uid: string;
  product_uid: number;
  size: string;
  store_uid: number;
  quantity: number;
  /** Null when the article's product is gone (so are name and brand_name). */
  slug: string | null;
  name: string | null;
  brand_name: string | null;
  /** The product is on sale (false when it is gone). */
  available: boolean;
  /** The product's media (null when it is gone), and its first image's URL. */
  medias: { url: string; type?: string }[] | null;
  image: string | null;
};

/** These articles (those that exist), each with its product's names and first image. */
export async function articleProducts(database: Pick<Database, 'query'>, uids: string[]): Promise<ArticleProduct[]> {
  if (!uids.length) return [];
  return database.query<ArticleProduct>(
    `SELECT a.uid, a.product_uid, a.size, a.store_uid, a.quantity, p.slug, p.name, p.brand_name,
            coalesce(p.is_available, false) AS available, p.medias,
            (SELECT m->>'url' FROM jsonb_array_elements(p.medias) m WHERE m->>'type' = 'image' LIMIT 1) AS image
       FROM articles a LEFT JOIN products p ON p.uid = a.product_uid WHERE a.uid = ANY($1::text[])`,
    [uids],
  );
}

/** The pieces each of these articles has left (a gone one: absent). */
export async function articleStock(database: Pick<Database, 'query'>, uids: string[]): Promise<Map<string, number>> {
  if (!uids.length) return new Map();
  const rows = await database.query<{ uid: string; quantity: number }>(
    'SELECT uid, quantity FROM articles WHERE uid = ANY($1::text[])',
    [uids],
  );
  return new Map(rows.map((r) => [r.uid, r.quantity]));
}

export type SellerPrice = { seller_uid: number; marked: number; effective: number };

/** Each seller's lowest in-stock price of the product (paise), cheapest first; of one store when given. */
export async function sellerPrices(database: Database, productUid: number, storeId?: number): Promise<SellerPrice[]> {
  return database.query<SellerPrice>(
    `SELECT seller_uid, min(price_marked)::int AS marked, min(price_effective)::int AS effective FROM articles
      WHERE product_uid = $1 AND quantity > 0 ${storeId !== undefined ? 'AND store_uid = $2' : ''}
      GROUP BY seller_uid ORDER BY min(price_effective), seller_uid`,
    storeId !== undefined ? [productUid, storeId] : [productUid],
  );
}
