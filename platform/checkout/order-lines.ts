// What an order takes from the bag: its lines as the order records them (priced on the server)
// and their stock, taken in one statement that never oversells.
import { sql } from 'drizzle-orm';
import { ApiError } from '../http/errors';
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
 * Takes every line's pieces in one statement, or none: the rows are locked in article order (two
 * checkouts never wait on each other in a circle) and each is lowered only while enough is left;
 * a line short of stock rolls the whole transaction back. It is the transaction's last statement,
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
  const uids = [...wanted.keys()].sort();
  const quantities = uids.map((uid) => wanted.get(uid)!.quantity);
  const list = (values: (string | number)[], type: string) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${sql.raw(type)}`;
  const taken = (await tx.execute(sql`
    WITH locked AS (SELECT uid FROM articles WHERE uid = ANY(${list(uids, 'text[]')}) ORDER BY uid FOR UPDATE)
    UPDATE articles a SET quantity = a.quantity - q.quantity
      FROM unnest(${list(uids, 'text[]')}, ${list(quantities, 'int[]')}) AS q(uid, quantity), locked l
     WHERE a.uid = q.uid AND l.uid = a.uid AND a.quantity >= q.quantity
    RETURNING a.uid`)) as unknown as { rows: { uid: string }[] };
  if (taken.rows.length === uids.length) return;
  const got = new Set(taken.rows.map((r) => r.uid));
  const short = wanted.get(uids.find((uid) => !got.has(uid))!)!.row;
  throw new ApiError(409, CHECKOUT_MESSAGES.outOfStock(short.name ?? short.article_uid, short.size ?? ''), undefined, {
    code: 'OUT_OF_STOCK',
  });
}
