// Free gifts in the order. A product's 'free_gift' promotion gives `gift_quantity` pieces of
// `gift_article_id` with each of its lines that can be bought, while the gift is in stock (the bag
// shows it: cart/cart-view.ts). The order carries each gift as a line of its own at no cost,
// shipped from the gift's store; its pieces are taken with the bought ones, and a gift with too
// few pieces left when the order is placed is left out rather than refusing the order.
import type { Database } from '../db/client';
import { type LineRow, lineState } from '../cart';
import { articleProducts, lockStock, type ArticleProduct } from '../catalog';
import type { NewLine, Tx } from '../order';

export type Gift = { articleUid: string; quantity: number };

/** The gifts the bag's lines bring, by article (two lines with one gift: its pieces added up). */
export function giftsOf(lines: LineRow[]): Gift[] {
  const wanted = new Map<string, number>();
  for (const row of lines) {
    if (!lineState(row).valid) continue;
    for (const p of row.promotions ?? []) {
      const id = p.kind === 'free_gift' ? p.rules.gift_article_id : undefined;
      // As many as the bag shows (cart-view.ts: gift_quantity, 1 when unset).
      const quantity = p.rules.gift_quantity ?? 1;
      if (!id || quantity <= 0 || (p.gift_stock ?? 0) <= 0) continue;
      wanted.set(id, (wanted.get(id) ?? 0) + quantity);
    }
  }
  return [...wanted].map(([articleUid, quantity]) => ({ articleUid, quantity }));
}

type GiftArticle = ArticleProduct & { slug: string; name: string };

/** The gifts' articles and products, for their order lines (read before the order's transaction). */
export async function giftArticles(database: Database, gifts: Gift[]): Promise<Map<string, GiftArticle>> {
  if (!gifts.length) return new Map();
  const rows = await articleProducts(
    database,
    gifts.map((g) => g.articleUid),
  );
  // An article whose product is gone gives no line.
  return new Map(rows.filter((r): r is GiftArticle => r.slug !== null && r.name !== null).map((r) => [r.uid, r]));
}

/**
 * The gifts there are pieces for, beside the pieces the lines buy: every article involved is
 * locked in article order (catalog's lockStock, as its takeStock locks) and read as it is now,
 * so what is decided here is still there when the stock is taken. A gift whose article is gone
 * has no row, so no pieces.
 */
export async function giftsInStock(tx: Tx, gifts: Gift[], lines: LineRow[]): Promise<Gift[]> {
  if (!gifts.length) return [];
  const bought = new Map<string, number>();
  for (const row of lines) bought.set(row.article_uid, (bought.get(row.article_uid) ?? 0) + row.quantity);
  const uids = [...new Set([...bought.keys(), ...gifts.map((g) => g.articleUid)])].sort();
  const left = await lockStock(tx, uids);
  return gifts.filter((g) => (left.get(g.articleUid) ?? 0) >= (bought.get(g.articleUid) ?? 0) + g.quantity);
}

/** The order lines of the gifts: no price, no share of what the order charged. */
export function giftLines(gifts: Gift[], articles: Map<string, GiftArticle>): NewLine[] {
  return gifts.flatMap((g) => {
    const a = articles.get(g.articleUid);
    if (!a) return [];
    return [
      {
        articleUid: a.uid,
        productUid: a.product_uid,
        slug: a.slug,
        name: a.name,
        brandName: a.brand_name,
        size: a.size,
        image: a.image,
        quantity: g.quantity,
        markedPaise: 0,
        amountPaise: 0,
        storeUid: a.store_uid,
      },
    ];
  });
}
