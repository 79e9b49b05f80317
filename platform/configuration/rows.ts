// What other domains read of the configuration's tables: an application (the signing middleware,
// the invoice's shop name) and the stores (the catalogue's lookups, an order's store names).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, stores } from './schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

export async function applicationById(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [app] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return app;
}

export function allStores(db: Db): Promise<StoreRow[]> {
  return db.select().from(stores);
}

/** Each store's name and pincode (an order's store names and the delivery promise from where it ships). */
export function storeNames(db: Db, uids: number[]): Promise<{ uid: number; name: string; pincode: string }[]> {
  return db
    .select({ uid: stores.uid, name: stores.name, pincode: stores.pincode })
    .from(stores)
    .where(inArray(stores.uid, uids));
}

/** Each store's GSTIN (an order freezes those of the stores that send it). */
export async function storeGstins(db: Pick<Db, 'select'>, uids: number[]): Promise<Map<number, string | null>> {
  if (!uids.length) return new Map();
  const rows = await db.select({ uid: stores.uid, gstin: stores.gstin }).from(stores).where(inArray(stores.uid, uids));
  return new Map(rows.map((r) => [r.uid, r.gstin]));
}
