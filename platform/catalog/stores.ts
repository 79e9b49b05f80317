// Selling locations (stores): the list, near a point or matching a text, and one store.
import type { ApplicationStoreListing, StoreDetails, StoreListingResponse } from '../../contract/types/catalog';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { TtlCache } from './cache';
import { databaseId, getLookups, type StoreRow } from './lookups';
import { CATALOG_MESSAGES } from './messages';
import { numberPage } from './shapes';
import { store, storeDetails } from './shapes-taxonomy';
import type { Company } from './availability';

export type StoreQuery = {
  pageNo: number;
  pageSize: number;
  q?: string;
  city?: string;
  range?: number;
  latitude?: number;
  longitude?: number;
  tags: string[];
};

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Stores matching the query; with a point, nearest first and (with range, metres) within it. */
function select(stores: StoreRow[], q: StoreQuery): { row: StoreRow; distance?: number }[] {
  const text = q.q?.trim().toLowerCase();
  const city = q.city?.trim().toLowerCase();
  const tags = new Set(q.tags.map((t) => t.toLowerCase()));
  let list = stores
    .filter(
      (s) => !text || [s.name, s.storeCode, s.city, s.address, s.pincode].some((v) => v.toLowerCase().includes(text)),
    )
    .filter((s) => !city || s.city.toLowerCase() === city)
    .filter((s) => !tags.size || tags.has(s.storeType.toLowerCase()))
    .map((row) => ({ row, distance: undefined as number | undefined }));
  if (q.latitude !== undefined && q.longitude !== undefined) {
    list = list.map((x) => ({
      ...x,
      distance: distanceKm(q.latitude!, q.longitude!, x.row.latitude, x.row.longitude),
    }));
    if (q.range !== undefined) list = list.filter((x) => x.distance! * 1000 <= q.range!);
    list.sort((a, b) => a.distance! - b.distance! || a.row.uid - b.row.uid);
  }
  return list;
}

export async function getStores(database: Database, q: StoreQuery): Promise<StoreListingResponse> {
  const l = await getLookups(database);
  const list = select(l.stores, q);
  const slice = list.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
  return { items: slice.map((x) => store(x.row, x.distance)), page: numberPage(q.pageNo, q.pageSize, list.length) };
}

export async function getStore(database: Database, uid: number, company: Company): Promise<StoreDetails> {
  const l = await getLookups(database);
  const row = l.storeByUid.get(uid);
  if (!row) throw notFound(CATALOG_MESSAGES.storeNotFound);
  return storeDetails(row, company, l);
}

// Which stores hold any stock changes with orders; a minute-old answer is fine for a store picker.
const stocked = new TtlCache<Set<number>>(16, 60_000);

export async function getInStockStores(
  database: Database,
  q: StoreQuery,
  company: Company,
): Promise<ApplicationStoreListing> {
  const l = await getLookups(database);
  const withStock = await stocked.getOrLoad(String(databaseId(database)), async () => {
    const rows = await database.query<{ uid: number }>(
      `SELECT s.uid FROM unnest($1::int[]) AS s(uid) WHERE EXISTS (SELECT 1 FROM articles a WHERE a.store_uid = s.uid AND a.quantity > 0)`,
      [l.stores.map((s) => s.uid)],
    );
    return new Set(rows.map((r) => r.uid));
  });
  const list = select(
    l.stores.filter((s) => withStock.has(s.uid)),
    q,
  );
  const slice = list.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
  return {
    items: slice.map((x) => storeDetails(x.row, company, l)),
    filters: l.departments.map((d) => ({ uid: d.uid, name: d.name, slug: d.slug })),
    page: numberPage(q.pageNo, q.pageSize, list.length),
  };
}
