// Changing a cart: adding, updating and removing lines. Every change checks the stock and the
// per-item limit in the same statement that writes; a refused item is named with its reason,
// never dropped in silence.
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { CartItemRefusal } from '../../contract/types/cart';
import { ApiError } from '../http/errors';
import { articleProducts, articleStock, lineArticle, type LineArticle } from '../catalog';
import { CART_LIMITS } from './constants';
import { CART_MESSAGES } from './messages';
import { addToLine, lineFacts, removeLine, setLineQuantity, storedLines, type CartRow } from './cart-store';
import type { addItem, updateItem } from './schemas';

type AddItem = z.infer<typeof addItem>;
type UpdateItem = z.infer<typeof updateItem>;
export type ChangeOutcome = { changed: number; refusals: CartItemRefusal[] };

function refusal(
  item: { item_id?: number; article_id?: string; item_size?: string },
  message: string,
): CartItemRefusal {
  return { item_id: item.item_id ?? 0, article_id: item.article_id ?? '', size: item.item_size ?? '', message };
}

async function whyRefused(database: Database, cartId: string, article: LineArticle, quantity: number): Promise<string> {
  const [line] = await database.query<{ quantity: number }>(
    'SELECT quantity FROM cart_items WHERE cart_id = $1 AND article_uid = $2',
    [cartId, article.uid],
  );
  const stock = (await articleStock(database, [article.uid])).get(article.uid) ?? 0;
  const inCart = line?.quantity ?? 0;
  if (!line && (await lineFacts(database, cartId, article.uid)).lines >= CART_LIMITS.maxLines)
    return CART_MESSAGES.maxLines(CART_LIMITS.maxLines);
  if (stock <= 0) return CART_MESSAGES.outOfStock;
  if (inCart + quantity > CART_LIMITS.maxQuantityPerItem && inCart + quantity <= stock)
    return CART_MESSAGES.maxPerItem(CART_LIMITS.maxQuantityPerItem);
  return CART_MESSAGES.onlyLeft(stock);
}

export async function addItems(database: Database, cart: CartRow, items: AddItem[]): Promise<ChangeOutcome> {
  const refusals: CartItemRefusal[] = [];
  let changed = 0;
  for (const item of items) {
    // By article id the write goes first (one round trip); the article is read only to explain a refusal.
    const added = item.article_id
      ? await addToLine(
          database,
          cart.id,
          { uid: item.article_id, product_uid: item.item_id },
          item.quantity,
          item.meta ?? {},
        )
      : undefined;
    if (added !== undefined) {
      changed += 1;
      continue;
    }
    const article = await lineArticle(database, {
      articleId: item.article_id,
      itemId: item.item_id,
      size: item.item_size,
    });
    if (!article) {
      refusals.push(
        refusal(
          item,
          item.article_id
            ? CART_MESSAGES.itemNotFound(item.article_id)
            : CART_MESSAGES.sizeNotFound(item.item_size ?? ''),
        ),
      );
      continue;
    }
    if (!article.available) {
      refusals.push(
        refusal(
          { ...item, article_id: article.uid, item_id: article.product_uid, item_size: article.size },
          CART_MESSAGES.productUnavailable,
        ),
      );
      continue;
    }
    const quantity = item.article_id
      ? undefined
      : await addToLine(database, cart.id, article, item.quantity, item.meta ?? {});
    if (quantity === undefined)
      refusals.push(
        refusal(
          { ...item, article_id: article.uid, item_id: article.product_uid, item_size: article.size },
          await whyRefused(database, cart.id, article, item.quantity),
        ),
      );
    else changed += 1;
  }
  // Each change touched the cart's last-modified in its own statement (cart-store.ts).
  return { changed, refusals };
}

async function lineIdentifier(database: Database, cartId: string, item: UpdateItem): Promise<string | undefined> {
  const wanted = item.identifiers?.identifier;
  if (wanted !== undefined) {
    const [line] = await database.query<{ identifier: string }>(
      'SELECT identifier FROM cart_items WHERE cart_id = $1 AND identifier = $2',
      [cartId, wanted],
    );
    return line?.identifier;
  }
  const lines = await storedLines(database, cartId);
  const line = lines.find((l) => l.article_uid === item.article_id);
  return line?.identifier;
}

export async function updateItems(
  database: Database,
  cart: CartRow,
  operation: 'update_item' | 'remove_item',
  items: UpdateItem[],
): Promise<ChangeOutcome> {
  const refusals: CartItemRefusal[] = [];
  let changed = 0;
  for (const item of items) {
    // By identifier the write goes first: it matches only this cart's line, and changes nothing
    // when that line is not there; only a refusal reads the line to say why.
    const direct = item.identifiers?.identifier;
    const removing = operation === 'remove_item' || item.quantity === 0;
    if (direct !== undefined && removing && (await removeLine(database, cart.id, direct))) {
      changed += 1;
      continue;
    }
    const triedSet = direct !== undefined && !removing && item.quantity !== undefined;
    if (triedSet && (await setLineQuantity(database, cart.id, direct, item.quantity!))) {
      changed += 1;
      continue;
    }
    const identifier = await lineIdentifier(database, cart.id, item);
    if (!identifier) {
      refusals.push(refusal(item, CART_MESSAGES.itemNotInCart));
      continue;
    }
    if (removing) {
      if (await removeLine(database, cart.id, identifier)) changed += 1;
      continue;
    }
    if (item.quantity === undefined) {
      refusals.push(refusal(item, CART_MESSAGES.quantityRequired));
      continue;
    }
    if (!triedSet && (await setLineQuantity(database, cart.id, identifier, item.quantity))) {
      changed += 1;
      continue;
    }
    const [line] = await database.query<{ article_uid: string }>(
      'SELECT article_uid FROM cart_items WHERE cart_id = $1 AND identifier = $2',
      [cart.id, identifier],
    );
    const [row] = line ? await articleProducts(database, [line.article_uid]) : [];
    const stock = row?.quantity ?? 0;
    const why =
      row && !row.available
        ? CART_MESSAGES.productUnavailable
        : stock <= 0
          ? CART_MESSAGES.outOfStock
          : CART_MESSAGES.onlyLeft(stock);
    refusals.push(refusal({ ...item, article_id: row?.uid, item_id: row?.product_uid, item_size: row?.size }, why));
  }
  // Each change touched the cart's last-modified in its own statement (cart-store.ts).
  return { changed, refusals };
}

/** A change that changed nothing is refused as a whole: a 400 naming why. */
export function refuseIfNothingChanged(outcome: ChangeOutcome): void {
  if (outcome.changed === 0 && outcome.refusals.length > 0) {
    throw new ApiError(400, outcome.refusals.map((r) => r.message).join('; '), outcome.refusals, {
      items: outcome.refusals,
    });
  }
}
