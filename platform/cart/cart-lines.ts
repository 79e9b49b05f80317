// A cart's lines as the catalogue has them now: the article's stock and prices, the product, and
// its live promotions. Nothing about price is read from the cart row.
import type { Database } from '../db/client';
import {
  type Media,
  ARTICLE_LINE_COLUMNS,
  PRODUCT_PAGE_CACHE,
  TtlCache,
  articleLineJoins,
  articleProducts,
  databaseId,
  getLookups,
  productsByUids,
} from '../catalog';
import type { LinePromotion } from './pricing';
import type { CartKind, PromotionRules, PromotionTier } from './schema';
import type { CartRow } from './cart-store';

export type LineRow = {
  identifier: string;
  quantity: number;
  meta: Record<string, unknown>;
  article_uid: string;
  product_uid: number;
  size: string | null;
  stock: number | null;
  seller_uid: number | null;
  store_uid: number | null;
  store_name: string | null;
  price_marked: number | null;
  price_effective: number | null;
  slug: string | null;
  name: string | null;
  item_code: string | null;
  brand_uid: number | null;
  brand_name: string | null;
  category_uid: number | null;
  category_name: string | null;
  medias: Media[] | null;
  sizes: string[] | null;
  /** The product is on sale (products.is_available); null when the product is gone. */
  available: boolean | null;
  /** The product's live promotions (ladder, bxgy, free gift), read with the line. */
  promotions: PromotionRow[];
};

export type PromotionRow = {
  id: number;
  kind: 'ladder' | 'bxgy' | 'free_gift';
  product_uid: number;
  offer_text: string;
  description: string;
  tiers: PromotionTier[];
  rules: PromotionRules;
  valid_till: string | null;
  gift_stock: number | null;
  gift_name?: string | null;
  gift_slug?: string | null;
};

// The hot path (every cart answer) reads only the lines, their articles (stock and prices, never
// cached) and whether the product is on sale; the product's catalogue columns and promotions are
// kept 15 s like product rows (PRODUCT_PAGE_CACHE, without serving stale), and a gift's stock is
// read live when there is one.
type ProductFacts = Pick<
  LineRow,
  | 'slug'
  | 'name'
  | 'item_code'
  | 'brand_uid'
  | 'brand_name'
  | 'category_uid'
  | 'category_name'
  | 'medias'
  | 'sizes'
  | 'promotions'
>;
type ArticleLine = Omit<LineRow, keyof ProductFacts | 'store_name'>;

const productFacts = new TtlCache<ProductFacts>(5000, PRODUCT_PAGE_CACHE.ttlMs);
const NO_PRODUCT: ProductFacts = {
  slug: null,
  name: null,
  item_code: null,
  brand_uid: null,
  brand_name: null,
  category_uid: null,
  category_name: null,
  medias: null,
  sizes: null,
  promotions: [],
};

const ARTICLE_LINES_SQL = `SELECT ci.identifier, ci.quantity, ci.meta, ci.article_uid, ci.product_uid, ${ARTICLE_LINE_COLUMNS}
       FROM cart_items ci
       ${articleLineJoins('ci')}
      WHERE ci.cart_id = $1 ORDER BY ci.id`;

// Promotions that are active and have begun; the end of their window is checked on every read.
const PRODUCT_FACTS_SQL =
  productsByUids(`(SELECT coalesce(json_agg(json_build_object('id', pr.id, 'kind', pr.kind, 'product_uid', pr.product_uid, 'offer_text', pr.offer_text,
                      'description', pr.description, 'tiers', pr.tiers, 'rules', pr.rules, 'valid_till', pr.valid_till, 'gift_stock', NULL::int) ORDER BY pr.id), '[]'::json)
               FROM promotions pr
              WHERE pr.product_uid = p.uid AND pr.kind IN ('ladder', 'bxgy', 'free_gift') AND pr.active
                AND (pr.valid_from IS NULL OR pr.valid_from <= now()) AND (pr.valid_till IS NULL OR pr.valid_till > now())) AS promotions`);

async function factsOf(database: Database, uids: number[]): Promise<Map<number, ProductFacts>> {
  const prefix = `${databaseId(database)}|`;
  const found = new Map<number, ProductFacts>();
  const missing: number[] = [];
  for (const uid of new Set(uids)) {
    const hit = productFacts.get(prefix + uid);
    if (hit) found.set(uid, hit);
    else missing.push(uid);
  }
  if (missing.length === 0) return found;
  const rows = await database.query<ProductFacts & { uid: number }>(PRODUCT_FACTS_SQL, [missing], 'cart_product_facts');
  for (const { uid, ...facts } of rows) {
    productFacts.set(prefix + uid, facts);
    found.set(uid, facts);
  }
  return found;
}

/** Live promotions of the cached ones (still within their window), each gift with its stock now. */
async function livePromotions(database: Database, facts: ProductFacts[]): Promise<Map<ProductFacts, PromotionRow[]>> {
  const now = Date.now();
  const live = new Map(
    facts.map((f) => [f, f.promotions.filter((p) => p.valid_till === null || new Date(p.valid_till).getTime() > now)]),
  );
  const giftIds = [
    ...new Set(
      [...live.values()]
        .flat()
        .flatMap((p) => (p.kind === 'free_gift' && p.rules.gift_article_id ? [p.rules.gift_article_id] : [])),
    ),
  ];
  if (giftIds.length === 0) return live;
  const gifts = new Map((await articleProducts(database, giftIds)).map((r) => [r.uid, r]));
  for (const [f, promotions] of live)
    live.set(
      f,
      promotions.map((p) => {
        if (p.kind !== 'free_gift') return p;
        const gift = gifts.get(p.rules.gift_article_id ?? '');
        return {
          ...p,
          gift_stock: gift?.quantity ?? null,
          gift_name: gift?.name ?? null,
          gift_slug: gift?.slug ?? null,
        };
      }),
    );
  return live;
}

export async function loadLines(database: Database, cartId: string): Promise<LineRow[]> {
  return withProducts(database, await database.query<ArticleLine>(ARTICLE_LINES_SQL, [cartId], 'cart_load_lines'));
}

// A cart row and its lines in one round trip (the cart's columns prefixed cart_ on every row; a
// cart without lines is one row whose line columns are null).
const CART_WITH_LINES_SQL = `SELECT c.id AS cart_id, c.user_id AS cart_user_id, c.kind AS cart_kind, c.coupon_code AS cart_coupon_code, c.points_applied AS cart_points_applied,
            c.checkout_mode AS cart_checkout_mode, c.meta AS cart_meta, c.updated_at AS cart_updated_at,
            ci.identifier, ci.quantity, ci.meta, ci.article_uid, ci.product_uid, ${ARTICLE_LINE_COLUMNS}
       FROM carts c
       LEFT JOIN cart_items ci ON ci.cart_id = c.id
       ${articleLineJoins('ci')}`;

const LINE_KEYS = [
  'identifier',
  'quantity',
  'meta',
  'article_uid',
  'product_uid',
  'size',
  'stock',
  'seller_uid',
  'store_uid',
  'price_marked',
  'price_effective',
  'available',
] as const satisfies readonly (keyof ArticleLine)[];

type CartLineRow = ArticleLine & {
  cart_id: string;
  cart_user_id: string | null;
  cart_kind: CartKind;
  cart_coupon_code: string | null;
  cart_points_applied: boolean;
  cart_checkout_mode: string;
  cart_meta: Record<string, unknown>;
  cart_updated_at: Date;
};

/** A live cart (by id, or a shopper's of a kind) with its lines, as cartById/cartOfUser and loadLines would read them. */
export async function cartWithLines(
  database: Database,
  where: { id: string } | { userId: string; kind: CartKind },
): Promise<{ cart: CartRow; lines: LineRow[] } | undefined> {
  const rows =
    'id' in where
      ? await database.query<CartLineRow>(
          `${CART_WITH_LINES_SQL} WHERE c.id = $1 AND NOT c.archived ORDER BY ci.id`,
          [where.id],
          'cart_with_lines_by_id',
        )
      : await database.query<CartLineRow>(
          `${CART_WITH_LINES_SQL} WHERE c.user_id = $1 AND c.kind = $2 AND NOT c.archived ORDER BY ci.id`,
          [where.userId, where.kind],
          'cart_with_lines_of_user',
        );
  const [first] = rows;
  if (!first) return undefined;
  const cart: CartRow = {
    id: first.cart_id,
    user_id: first.cart_user_id,
    kind: first.cart_kind,
    coupon_code: first.cart_coupon_code,
    points_applied: first.cart_points_applied,
    checkout_mode: first.cart_checkout_mode,
    meta: first.cart_meta,
    updated_at: first.cart_updated_at,
  };
  const lines = rows
    .filter((r) => r.identifier !== null)
    .map((r) => Object.fromEntries(LINE_KEYS.map((k) => [k, r[k]])) as ArticleLine);
  return { cart, lines: await withProducts(database, lines) };
}

// The store's name comes from the catalogue's lookups (held a minute): stores rarely change.
async function withProducts(database: Database, lines: ArticleLine[]): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  const [facts, { storeByUid }] = await Promise.all([
    factsOf(
      database,
      lines.map((l) => l.product_uid),
    ),
    getLookups(database),
  ]);
  const productOf = (l: ArticleLine) => facts.get(l.product_uid) ?? NO_PRODUCT;
  const promotions = await livePromotions(database, [...new Set(lines.map(productOf))]);
  return lines.map((l) => ({
    ...l,
    store_name: l.store_uid === null ? null : (storeByUid.get(l.store_uid)?.name ?? null),
    ...productOf(l),
    promotions: promotions.get(productOf(l)) ?? [],
  }));
}

/** Rows for lines that are not stored (a shared cart's snapshot), in the same shape. */
export async function loadSnapshotLines(
  database: Database,
  lines: { article_uid: string; product_uid: number; quantity: number }[],
): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  const rows = await database.query<ArticleLine>(
    `SELECT ('s' || l.ord)::text AS identifier, l.quantity, '{}'::jsonb AS meta, l.article_uid, l.product_uid, ${ARTICLE_LINE_COLUMNS}
       FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (article_uid text, product_uid int, quantity int)) WITH ORDINALITY AS l(article_uid, product_uid, quantity, ord)
       ${articleLineJoins('l')}
      ORDER BY l.ord`,
    [JSON.stringify(lines)],
  );
  return withProducts(database, rows);
}

export function linePromotions(rows: PromotionRow[]): LinePromotion[] {
  const out: LinePromotion[] = [];
  for (const p of rows) {
    if (p.kind === 'ladder') out.push({ id: p.id, kind: 'ladder', offerText: p.offer_text, tiers: p.tiers });
    if (p.kind === 'bxgy')
      out.push({ id: p.id, kind: 'bxgy', offerText: p.offer_text, buy: p.rules.buy ?? 0, get: p.rules.get ?? 0 });
  }
  return out;
}
