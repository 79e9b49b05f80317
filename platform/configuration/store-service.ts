// Ordering (deployment) stores: the stores an order can be placed for, as the application's
// config allows (all stores, or the deployed list), searchable by name, code and city.
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { OrderingStore, OrderingStores } from '../../contract/types/configuration';
import type { Db } from '../db/client';
import { pincodeRegions, type PincodeRegion } from '../logistics';
import { stores } from './schema';
import type { Application as AppRow } from '../http/env';
import { notFound } from '../http/errors';
import { offsetOf, pageOf, type PageRequest } from '../http/query-fields';
import { readSettings } from '../http/app-config';
import { CONFIGURATION_MESSAGES } from './messages';

type StoreRow = typeof stores.$inferSelect;

/** The stores, each with its pincode's state code and country when logistics knows the pincode. */
async function withRegions(db: Db, rows: StoreRow[]): Promise<OrderingStore[]> {
  const pincodes = rows.map((s) => s.pincode);
  const regions = await pincodeRegions(db, pincodes);
  return rows.map((s) => storeOf(s, regions.get(s.pincode)));
}

function storeOf(s: StoreRow, region: PincodeRegion | undefined): OrderingStore {
  return {
    _id: String(s.uid),
    uid: s.uid,
    name: s.name,
    display_name: s.name,
    store_type: s.storeType,
    store_code: s.storeCode,
    code: s.storeCode,
    pincode: s.pincode,
    address: {
      address1: s.address,
      address2: '',
      city: s.city,
      state: s.state,
      state_code: region?.stateCode,
      pincode: s.pincode,
      country: s.country,
      country_code: region?.countryIsoCode,
      lat_long: { type: 'Point', coordinates: [s.longitude, s.latitude] },
    },
  };
}

/** The condition that limits stores to those the application deploys (none when all are open). */
function deployedOnly(app: AppRow): SQL | undefined {
  const { allStores, deployedStores } = readSettings(app).orderingStores;
  if (allStores) return undefined;
  return inArray(stores.uid, deployedStores.length ? deployedStores : [-1]);
}

export async function listOrderingStores(
  db: Db,
  app: AppRow,
  q: string | undefined,
  page: PageRequest,
): Promise<OrderingStores> {
  const settings = readSettings(app).orderingStores;
  const conditions = [deployedOnly(app)].filter((c): c is SQL => Boolean(c));
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(ilike(stores.name, like), ilike(stores.storeCode, like), ilike(stores.city, like)) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(stores).where(where);
  const rows = await db
    .select()
    .from(stores)
    .where(where)
    .orderBy(asc(stores.name), asc(stores.uid))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return {
    page: pageOf(page, Number(total)),
    items: await withRegions(db, rows),
    deployed_stores: settings.deployedStores,
    all_stores: settings.allStores,
    enabled: settings.enabled,
    type: settings.type,
    app: app.id,
  };
}

/** A store the application orders for; any other uid is not found. */
export async function orderingStore(db: Db, app: AppRow, uid: number): Promise<OrderingStore> {
  const deployed = deployedOnly(app);
  const [row] = await db
    .select()
    .from(stores)
    .where(deployed ? and(eq(stores.uid, uid), deployed) : eq(stores.uid, uid))
    .limit(1);
  if (!row) throw notFound(CONFIGURATION_MESSAGES.storeNotFound(uid));
  const [store] = await withRegions(db, [row]);
  return store;
}
