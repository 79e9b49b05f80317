// Localities (GET localities/{type} and localities/{type}/{value}): countries, states, cities and
// pincodes, derived from the pincode directory. Filters take a name or a code, any case.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { GetLocalities, GetLocality, Locality, LocalityType } from '../../contract/types/logistics';
import type { Db } from '../db/client';
import { countries, pincodes } from './schema';
import { notFound } from '../http/errors';
import { LOGISTICS_MESSAGES } from './messages';
import { offsetOf, pageOf, type PageRequest } from '../http/query-fields';

export type LocalityFilter = { country?: string; state?: string; city?: string; pincode?: string; q?: string };

const slug = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const like = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;
const upper = (column: SQL | typeof pincodes.city) => sql`upper(${column})`;

const stateId = (iso: string, code: string) => `${iso}-${code}`;
const cityId = (iso: string, code: string, city: string) => `${iso}-${code}-${slug(city)}`;

async function countryIso(db: Db, value: string): Promise<string> {
  const v = value.trim().toUpperCase();
  const [row] = await db
    .select({ iso2: countries.iso2 })
    .from(countries)
    .where(
      or(
        eq(upper(sql`${countries.iso2}`), v),
        eq(upper(sql`${countries.iso3}`), v),
        eq(upper(sql`${countries.name}`), v),
      ),
    )
    .limit(1);
  if (!row) throw notFound(LOGISTICS_MESSAGES.countryNotFound(value));
  return row.iso2.toUpperCase();
}

async function conditionsFor(db: Db, filter: LocalityFilter): Promise<SQL[]> {
  const out: SQL[] = [];
  if (filter.country) out.push(eq(upper(sql`${pincodes.countryIsoCode}`), await countryIso(db, filter.country)));
  if (filter.state) {
    const v = filter.state.trim().toUpperCase();
    const code = v.includes('-') ? v.split('-').pop()! : v;
    out.push(or(eq(upper(sql`${pincodes.state}`), v), eq(upper(sql`${pincodes.stateCode}`), code)) as SQL);
  }
  if (filter.pincode) out.push(eq(pincodes.pincode, filter.pincode.trim()));
  if (filter.city)
    out.push(
      or(
        eq(upper(sql`${pincodes.city}`), filter.city.trim().toUpperCase()),
        eq(sql`lower(regexp_replace(${pincodes.city}, '[^a-zA-Z0-9]+', '-', 'g'))`, slug(filter.city)),
      ) as SQL,
    );
  return out;
}

function point(lat: number, lng: number) {
  return {
    latitude: String(lat),
    longitude: String(lng),
    lat_long: { type: 'Point' as const, coordinates: [lng, lat] as [number, number] },
  };
}

async function countryLocalities(db: Db, filter: LocalityFilter, page: PageRequest): Promise<GetLocalities> {
  const conditions: SQL[] = [];
  if (filter.country) conditions.push(eq(upper(sql`${countries.iso2}`), await countryIso(db, filter.country)));
  if (filter.q)
    conditions.push(or(ilike(countries.name, like(filter.q)), ilike(countries.iso2, like(filter.q))) as SQL);
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(countries)
    .where(where);
  const rows = await db
    .select()
    .from(countries)
    .where(where)
    .orderBy(asc(countries.name))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const items: Locality[] = rows.map((r) => ({
    id: r.iso2,
    name: r.name,
    display_name: r.name,
    type: 'country',
    code: r.iso2,
    iso2: r.iso2,
    iso3: r.iso3,
    phone_code: r.phoneCode.startsWith('+') ? r.phoneCode : `+${r.phoneCode}`,
    ...point(r.latitude, r.longitude),
  }));
  return { items, page: pageOf(page, Number(n)) };
}

const GROUPS = {
  state: [pincodes.countryIsoCode, pincodes.stateCode, pincodes.state],
  city: [pincodes.countryIsoCode, pincodes.stateCode, pincodes.state, pincodes.city],
  pincode: [pincodes.countryIsoCode, pincodes.stateCode, pincodes.state, pincodes.city, pincodes.pincode],
} as const;

type Grouped = {
  iso: string;
  stateCode: string;
  state: string;
  city: string | null;
  pincode: string | null;
  lat: number;
  lng: number;
};

function toLocality(type: Exclude<LocalityType, 'country'>, r: Grouped): Locality {
  const iso = r.iso.toUpperCase();
  const base = { ...point(Number(r.lat), Number(r.lng)) };
  if (type === 'state') {
    return {
      id: stateId(iso, r.stateCode),
      name: r.state,
      display_name: r.state,
      type,
      code: r.stateCode,
      parent_uid: iso,
      parent_ids: [iso],
      ...base,
    };
  }
  const sId = stateId(iso, r.stateCode);
  if (type === 'city') {
    const city = r.city ?? '';
    return {
      id: cityId(iso, r.stateCode, city),
      name: city,
      display_name: city,
      type,
      parent_uid: sId,
      parent_ids: [iso, sId],
      ...base,
    };
  }
  const cId = cityId(iso, r.stateCode, r.city ?? '');
  const pin = r.pincode ?? '';
  return {
    id: pin,
    name: pin,
    display_name: pin,
    type,
    code: pin,
    parent_uid: cId,
    parent_ids: [iso, sId, cId],
    ...base,
  };
}

async function grouped(db: Db, type: Exclude<LocalityType, 'country'>, where: SQL | undefined, page: PageRequest) {
  const cols = GROUPS[type];
  const key = sql.join(
    cols.map((c) => sql`coalesce(${c}, '')`),
    sql` || '|' || `,
  );
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct ${key})` })
    .from(pincodes)
    .where(where);
  const rows = await db
    .select({
      iso: pincodes.countryIsoCode,
      stateCode: pincodes.stateCode,
      state: pincodes.state,
      city: type === 'state' ? sql<string | null>`null` : pincodes.city,
      pincode: type === 'pincode' ? pincodes.pincode : sql<string | null>`null`,
      lat: sql<number>`avg(${pincodes.latitude})`,
      lng: sql<number>`avg(${pincodes.longitude})`,
    })
    .from(pincodes)
    .where(where)
    .groupBy(...cols)
    .orderBy(...cols.slice(2).map((c) => asc(c)))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { items: rows.map((r) => toLocality(type, r)), total: Number(n) };
}

const SEARCH_COLUMN = { state: pincodes.state, city: pincodes.city, pincode: pincodes.pincode } as const;

export async function listLocalities(
  db: Db,
  type: LocalityType,
  filter: LocalityFilter,
  page: PageRequest,
): Promise<GetLocalities> {
  if (type === 'country') return countryLocalities(db, filter, page);
  const conditions = await conditionsFor(db, filter);
  if (filter.q) conditions.push(ilike(SEARCH_COLUMN[type], like(filter.q)));
  const { items, total } = await grouped(db, type, conditions.length ? and(...conditions) : undefined, page);
  return { items, page: pageOf(page, total) };
}

export async function getLocality(
  db: Db,
  type: LocalityType,
  value: string,
  filter: LocalityFilter,
): Promise<GetLocality> {
  const one = { pageNo: 1, pageSize: 1 };
  const exact: LocalityFilter = type === 'country' ? { country: value } : { ...filter, [type]: value };
  const [found] = (await listLocalities(db, type, exact, one)).items;
  if (!found) throw notFound(LOGISTICS_MESSAGES.localityNotFound(type, value));
  const [iso, stateKey, cityKey] = found.parent_ids ?? [];
  const stateCode = stateKey?.slice(iso.length + 1);
  const citySlug = cityKey?.slice((stateKey ?? '').length + 1);
  const parents: NonNullable<GetLocality['parents']> = {};
  if (iso) [parents.country] = (await countryLocalities(db, { country: iso }, one)).items;
  if (stateCode) [parents.state] = (await listLocalities(db, 'state', { country: iso, state: stateCode }, one)).items;
  if (citySlug)
    [parents.city] = (await listLocalities(db, 'city', { country: iso, state: stateCode, city: citySlug }, one)).items;
  const localities = [parents.country, parents.state, parents.city].filter((l): l is Locality => Boolean(l));
  return { ...found, localities, parents };
}
