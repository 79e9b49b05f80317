// The cart's rows: finding and creating carts, and changing lines atomically. A line's quantity
// only ever changes by one statement that also checks the stock and the per-item limit, so two
// requests at once cannot push a line past either. What may add a line (the line limit) runs under
// the cart's row lock (cart-lock.ts), as one count must see every line.
import crypto from 'node:crypto';
import type { Database } from '../db/client';
import { CART_LIMITS, ID_BYTES } from './constants';
import type { CartKind } from './schema';
import { withCartLock } from './cart-lock';
import { articleHolds, articleStockOf, saleableArticle } from '../catalog';

export type CartRow = {
  id: string;
  user_id: string | null;
  kind: CartKind;
  coupon_code: string | null;
  points_applied: boolean;
  checkout_mode: string;
  meta: Record<string, unknown>;
  updated_at: Date;
};

export const randomId = () => crypto.randomBytes(ID_BYTES).toString('base64url');

const CART_COLUMNS = 'id, user_id, kind, coupon_code, points_applied, checkout_mode, meta, updated_at';

export async function cartById(database: Database, id: string): Promise<CartRow | undefined> {
  const [row] = await database.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND NOT archived`,
    [id],
    'cart_by_id',
  );
  return row;
}

export async function cartOfUser(database: Database, userId: string, kind: CartKind): Promise<CartRow | undefined> {
  const [row] = await database.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts WHERE user_id = $1 AND kind = $2 AND NOT archived`,
    [userId, kind],
    'cart_of_user',
  );
  return row;
}

/** The shopper's live cart of a kind, created when there is none (one per shopper and kind, even under races). */
export async function ensureUserCart(database: Database, userId: string, kind: CartKind): Promise<CartRow> {
  const existing = await cartOfUser(database, userId, kind);
  if (existing) return existing;
  await database.query(
    `INSERT INTO carts (id, user_id, kind) VALUES ($1, $2, $3) ON CONFLICT (user_id, kind) WHERE NOT archived DO NOTHING`,
    [randomId(), userId, kind],
  );
  const row = await cartOfUser(database, userId, kind);
  if (!row) throw new Error('cart not created');
  return row;
}

export async function createAnonymousCart(database: Database): Promise<CartRow> {
  const [row] = await database.query<CartRow>(
    `INSERT INTO carts (id, kind) VALUES ($1, 'bag') RETURNING ${CART_COLUMNS}`,
    [randomId()],
  );
  return row;
}

export async function touchCart(
  database: Database,
  id: string,
  set: { coupon_code?: string | null; checkout_mode?: string; meta?: Record<string, unknown> } = {},
): Promise<void> {
  const fields: string[] = ['updated_at = now()'];
  const values: unknown[] = [id];
  for (const [column, value] of Object.entries(set)) {
    values.push(column === 'meta' ? JSON.stringify(value) : value);
    fields.push(`${column} = $${values.length}${column === 'meta' ? '::jsonb' : ''}`);
  }
  await database.query(`UPDATE carts SET ${fields.join(', ')} WHERE id = $1`, values);
}

/** Merges these keys into the cart's meta (its other keys and its updated_at left as they are). */
export async function mergeCartMeta(database: Database, id: string, patch: Record<string, unknown>): Promise<void> {
  await database.query(`UPDATE carts SET meta = meta || $2::jsonb WHERE id = $1`, [id, JSON.stringify(patch)]);
}

export async function archiveCart(database: Database, id: string): Promise<void> {
  await database.query('UPDATE carts SET archived = true, updated_at = now() WHERE id = $1', [id]);
}

/**
 * A line's change commits without waiting for its WAL flush (synchronous_commit off for this
 * transaction only). A crash may forget the last fraction of a second of bag edits, never leave
 * a cart half-changed, and nothing of money or stock rides on these statements (checkout rereads
 * and re-prices the cart under its own durable transaction). Each statement below runs on its
 * own, outside any caller's transaction, so the setting reaches nothing else.
 */
const ASYNC_COMMIT = "async_commit AS (SELECT set_config('synchronous_commit', 'off', true))";

/** A write's guard when the cart id comes straight from the cookie: only a live anonymous cart. */
const ANONYMOUS_GUARD = ' AND EXISTS (SELECT 1 FROM carts WHERE id = $1::text AND NOT archived AND user_id IS NULL)';

/** The largest quantity a line of this article may hold now. */
export const lineLimit = (stock: number) => Math.min(CART_LIMITS.maxQuantityPerItem, Math.max(0, stock));

/**
 * Adds pieces to a line (creating it), only if the new quantity stays within the stock and the
 * per-item limit, and a new line within the cart's line limit; answers the new quantity, or
 * undefined when refused or when the article is not there (of productUid, when given). Callers
 * read the article only when this refuses, to say why.
 */
export async function addToLine(
  database: Database,
  cartId: string,
  article: { uid: string; product_uid?: number },
  quantity: number,
  meta: Record<string, unknown>,
  guard?: 'anonymous',
): Promise<number | undefined> {
  // One round trip: the cart's lock and the write, with the cart's last-modified, in the function
  // cart_add_line (migration 0012), so the line limit holds however many adds arrive at once.
  const [row] = await database.query<{ quantity: number | null }>(
    `WITH ${ASYNC_COMMIT} SELECT cart_add_line($1::text, $2::text, $3::int, $4::text, $5::jsonb, $6::int, $7::int, $8::int, $9::boolean) AS quantity FROM async_commit`,
    [
      cartId,
      article.uid,
      quantity,
      randomId(),
      JSON.stringify(meta),
      CART_LIMITS.maxQuantityPerItem,
      CART_LIMITS.maxLines,
      article.product_uid ?? null,
      guard === 'anonymous',
    ],
    'cart_add_line',
  );
  return row?.quantity ?? undefined;
}

/** How many lines the cart holds and whether one is of this article (one query). */
export async function lineFacts(
  database: Database,
  cartId: string,
  articleUid: string,
): Promise<{ lines: number; has: boolean }> {
  const [row] = await database.query<{ lines: number; has: boolean }>(
    'SELECT count(*)::int AS lines, coalesce(bool_or(article_uid = $2), false) AS has FROM cart_items WHERE cart_id = $1',
    [cartId, articleUid],
  );
  return row;
}

/** Sets a line's quantity when it stays within stock and the limit; answers whether it did. */
export async function setLineQuantity(
  database: Database,
  cartId: string,
  identifier: string,
  quantity: number,
  guard?: 'anonymous',
): Promise<boolean> {
  const rows = await database.query(
    `WITH ${ASYNC_COMMIT}, line AS (
       UPDATE cart_items ci SET quantity = $3
        WHERE ci.cart_id = $1 AND ci.identifier = $2 AND $3::int <= $4::int AND ${articleHolds('ci.article_uid', '$3::int')}${guard ? ANONYMOUS_GUARD : ''}
        RETURNING ci.id),
     touched AS (UPDATE carts SET updated_at = now() WHERE id = $1 AND EXISTS (SELECT 1 FROM line) RETURNING id)
     SELECT id FROM line, async_commit`,
    [cartId, identifier, quantity, CART_LIMITS.maxQuantityPerItem],
    guard ? 'cart_set_line_quantity_anonymous' : 'cart_set_line_quantity',
  );
  return rows.length > 0;
}

export async function removeLine(database: Database, cartId: string, identifier: string): Promise<boolean> {
  const rows = await database.query(
    `WITH ${ASYNC_COMMIT}, line AS (DELETE FROM cart_items WHERE cart_id = $1 AND identifier = $2 RETURNING id),
     touched AS (UPDATE carts SET updated_at = now() WHERE id = $1 AND EXISTS (SELECT 1 FROM line) RETURNING id)
     SELECT id FROM line, async_commit`,
    [cartId, identifier],
    'cart_remove_line',
  );
  return rows.length > 0;
}

export async function lineCount(database: Database, cartId: string): Promise<number> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1', [
    cartId,
  ]);
  return row.n;
}

export type StoredLine = { identifier: string; article_uid: string; product_uid: number; quantity: number };

export async function storedLines(database: Database, cartId: string): Promise<StoredLine[]> {
  return database.query<StoredLine>(
    'SELECT identifier, article_uid, product_uid, quantity FROM cart_items WHERE cart_id = $1 ORDER BY id',
    [cartId],
  );
}

/**
 * Puts lines into a cart, merging with what is there (mode 'add': quantities add up; 'max': the
 * larger one stays), capped at the per-item limit and, when any is left, at the stock. A new line
 * comes in only while the cart has room (CART_LIMITS.maxLines) and its product is on sale;
 * 'replace' empties the cart first. All of it in one transaction, and the cart is touched.
 */
export async function mergeLines(
  database: Database,
  cartId: string,
  lines: { article_uid: string; product_uid: number; quantity: number }[],
  mode: 'add' | 'max',
  options: { replace?: boolean } = {},
): Promise<void> {
  const combined =
    mode === 'add' ? 'cart_items.quantity + EXCLUDED.quantity' : 'GREATEST(cart_items.quantity, EXCLUDED.quantity)';
  const stock = articleStockOf('EXCLUDED.article_uid');
  await withCartLock(database, cartId, async (query) => {
    if (options.replace) await query('DELETE FROM cart_items WHERE cart_id = $1::text', [cartId]);
    for (const line of lines) {
      await query(
        `INSERT INTO cart_items (cart_id, article_uid, product_uid, quantity, identifier)
           SELECT $1::text, a.uid, a.product_uid, LEAST($3::int, $5::int, CASE WHEN a.quantity > 0 THEN a.quantity ELSE $3::int END), $4::text FROM ${saleableArticle('$2::text')} a
            WHERE ((SELECT count(*) FROM cart_items WHERE cart_id = $1::text) < $6::int OR EXISTS (SELECT 1 FROM cart_items WHERE cart_id = $1::text AND article_uid = $2::text))
         ON CONFLICT (cart_id, article_uid) DO UPDATE SET quantity = LEAST(${combined}, $5::int,
           CASE WHEN ${stock} > 0 THEN ${stock} ELSE ${combined} END)`,
        [
          cartId,
          line.article_uid,
          Math.max(1, line.quantity),
          randomId(),
          CART_LIMITS.maxQuantityPerItem,
          CART_LIMITS.maxLines,
        ],
      );
    }
    await query('UPDATE carts SET updated_at = now() WHERE id = $1::text', [cartId]);
  });
}
