// What an order takes from the bag: its lines as the order records them (priced on the server)
// and their stock, taken by the catalog in one statement that never oversells.
import { ApiError } from '../http/errors';
import { takeStock as takeArticleStock } from '../catalog';
import type { LineRow, Pricing } from '../cart';
import type { NewLine, Tx } from '../order';
import { CHECKOUT_MESSAGES } from './messages';

/** The bag's lines as order lines, at the prices the server worked out. */
export function orderLines(lines: LineRow[], pricing: Pricing): NewLine[] {
  return lines.map((row, i) => ({
    articleUid: row.article_uid,
    productUid: row.product_uid,
    slug: row.slug ?? '',
    name: row.name ?? '',
    brandName: row.brand_name,
    size: row.size ?? '',
    image: row.medias?.find((m) => m.type === 'image')?.url ?? null,
    quantity: row.quantity,
    markedPaise: row.price_marked ?? 0,
    amountPaise: pricing.lines[i].effectivePaise,
    storeUid: row.store_uid ?? 0,
  }));
}

/**
 * Takes every line's pieces (and the gifts') in one statement, or none (catalog's takeStock); a
 * line short of stock rolls the whole transaction back. It is the transaction's last statement,
 * so the stock rows (what concurrent checkouts contend for) stay locked only until the commit
 * (a bag with a free gift has them locked a little earlier, by giftsInStock).
 */
export async function takeStock(tx: Tx, lines: LineRow[], gifts: NewLine[] = []): Promise<void> {
  const wanted = new Map<
    string,
    { quantity: number; row: { name: string | null; article_uid: string; size: string | null } }
  >();
  for (const row of [
    ...lines,
    ...gifts.map((g) => ({ article_uid: g.articleUid, quantity: g.quantity, name: g.name, size: g.size })),
  ]) {
    const seen = wanted.get(row.article_uid);
    wanted.set(row.article_uid, { quantity: (seen?.quantity ?? 0) + row.quantity, row });
  }
  const shortUid = await takeArticleStock(tx, new Map([...wanted].map(([uid, w]) => [uid, w.quantity])));
  if (shortUid === undefined) return;
  const short = wanted.get(shortUid)!.row;
  throw new ApiError(409, CHECKOUT_MESSAGES.outOfStock(short.name ?? short.article_uid, short.size ?? ''), undefined, {
    code: 'OUT_OF_STOCK',
  });
}
