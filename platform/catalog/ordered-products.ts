// A page of products named by uid in an order another domain keeps (the wishlist's newest follow
// first), as listing items; uids the catalogue no longer has are skipped and not counted.
import type { ProductListingItem } from '../../contract/types/catalog';
import type { Database } from '../db/client';
import { pageItems } from './listing-items';
import type { Lookups } from './lookups';
import { HAS_VARIANT_SQL, PRODUCT_COLUMNS } from './shapes';

export async function orderedProductPage(
  database: Database,
  uids: number[],
  page: { size: number; offset: number },
  l: Lookups,
): Promise<{ items: ProductListingItem[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    pageItems(
      database,
      `SELECT ${PRODUCT_COLUMNS}, ${HAS_VARIANT_SQL} FROM unnest($1::int[]) WITH ORDINALITY AS o(uid, ord) JOIN products p ON p.uid = o.uid
       ORDER BY o.ord LIMIT $2 OFFSET $3`,
      [uids, page.size, page.offset],
      l,
    ),
    database.query<{ total: number }>(`SELECT count(*)::int AS total FROM products WHERE uid = ANY($1::int[])`, [uids]),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}
