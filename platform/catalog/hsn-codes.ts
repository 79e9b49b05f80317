// Each product's HSN code, which its GST rate is found by (an order freezes its lines' codes).
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from './schema';

export async function productHsnCodes(db: Pick<Db, 'select'>, uids: number[]): Promise<Map<number, string | null>> {
  if (!uids.length) return new Map();
  const rows = await db
    .select({ uid: products.uid, hsnCode: products.hsnCode })
    .from(products)
    .where(inArray(products.uid, [...new Set(uids)]));
  return new Map(rows.map((r) => [r.uid, r.hsnCode]));
}
