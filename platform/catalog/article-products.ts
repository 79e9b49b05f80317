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

/** An article a bag line may take, and whether its product is on sale (products.is_available: the shop's switch). */
export type LineArticle = {
  uid: string;
  product_uid: number;
  size: string;
  quantity: number;
  seller_uid: number;
  store_uid: number;
  available: boolean;
};

// A line may only be added or raised while its product is on sale.
const ON_SALE = 'EXISTS (SELECT 1 FROM products p WHERE p.uid = a.product_uid AND p.is_available)';

/** The article a line names: by its uid (of that product, when given), or the product's size from the store that serves it. */
export async function lineArticle(
  database: Database,
  ref: { articleId?: string; itemId?: number; size?: string },
): Promise<LineArticle | undefined> {
  const select = `SELECT a.uid, a.product_uid, a.size, a.quantity, a.seller_uid, a.store_uid, ${ON_SALE} AS available FROM articles a`;
  if (ref.articleId) {
    const [row] = await database.query<LineArticle>(
      `${select} WHERE a.uid = $1`,
      [ref.articleId],
      'catalog_line_article_by_uid',
    );
    return row && (ref.itemId === undefined || row.product_uid === ref.itemId) ? row : undefined;
  }
  if (ref.itemId === undefined || !ref.size) return undefined;
  // By product and size: the store with the most stock (then the cheapest) serves it.
  const [row] = await database.query<LineArticle>(
    `${select} WHERE a.product_uid = $1 AND a.size = $2 ORDER BY a.quantity > 0 DESC, a.price_effective, a.quantity DESC LIMIT 1`,
    [ref.itemId, ref.size],
  );
  return row;
}
