// Countries: the v2.0 list, one country's details with its address form, and the v1.0 country-list.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  CountryListItem,
  CountryListResult,
  GetCountries,
  GetCountry,
  HierarchyItem,
} from '../../contract/types/logistics';
import { LruCache } from '../../common/lru-cache';
import type { Db } from '../db/client';
import { countries, pincodes } from './schema';
import { countriesByName, currencyMap, currencyRowsOf, type CountryRow, type CurrencyRow } from './currencies';
import { notFound } from '../http/errors';
import { addressTemplate, formattedFormFields, formFields, serviceabilityFields } from './address-form';
import { LOGISTICS_MESSAGES } from './messages';
import { offsetOf, pageOf, type PageRequest } from '../http/query-fields';

export const phoneCode = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/** Countries whose pincodes are known have a state and city hierarchy. */
async function countriesWithPincodes(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ iso: pincodes.countryIsoCode }).from(pincodes);
  return new Set(rows.map((r) => r.iso.toUpperCase()));
}

function hierarchyOf(hasPincodes: boolean): HierarchyItem[] {
  return hasPincodes
    ? [
        { name: 'State', display_name: 'State', slug: 'state' },
        { name: 'City', display_name: 'City', slug: 'city' },
      ]
    : [];
}

function listItem(row: CountryRow, currency: CurrencyRow | undefined, hasPincodes: boolean): CountryListItem {
  return {
    id: row.iso2,
    uid: row.iso2,
    name: row.name,
    display_name: row.name,
    iso2: row.iso2,
    iso3: row.iso3,
    phone_code: phoneCode(row.phoneCode),
    currency: { code: row.currency, name: currency?.name ?? row.currency, symbol: currency?.symbol ?? row.currency },
    type: 'country',
    sub_type: 'country',
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    hierarchy: hierarchyOf(hasPincodes),
    has_next_hierarchy: hasPincodes,
  };
}

export type CountryFilter = {
  q?: string;
  phoneCode?: string;
  onboarding?: boolean;
  /** Where the shop delivers (its config); onboarding lists only these. Empty: countries with pincodes. */
  deliverable?: string[];
};

export async function listCountries(db: Db, filter: CountryFilter, page: PageRequest): Promise<GetCountries> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(ilike(countries.name, like), ilike(countries.iso2, like), ilike(countries.iso3, like)) as SQL);
  }
  if (filter.phoneCode)
    conditions.push(eq(sql`ltrim(${countries.phoneCode}, '+')`, filter.phoneCode.replace(/^\+/, '')));
  // Onboarding lists only the countries the shop delivers to.
  const withPincodes = await countriesWithPincodes(db);
  const deliverable = filter.deliverable?.length ? filter.deliverable : [...withPincodes];
  if (filter.onboarding)
    conditions.push(
      inArray(
        sql`upper(${countries.iso2})`,
        deliverable.map((c) => c.toUpperCase()),
      ),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(countries).where(where);
  const rows = await db
    .select()
    .from(countries)
    .where(where)
    .orderBy(asc(countries.name))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const money = await currencyMap(db);
  return {
    items: rows.map((row) => listItem(row, money.get(row.currency), withPincodes.has(row.iso2.toUpperCase()))),
    page: pageOf(page, Number(total)),
  };
}

// Countries are reference data the seed writes: kept a minute in memory (checkout asks per order).
const countryCache = new LruCache<string, CountryRow | undefined>(300, 60_000);

export async function findCountry(db: Db, code: string): Promise<CountryRow | undefined> {
  const upper = code.toUpperCase();
  if (countryCache.has(upper)) return countryCache.get(upper);
  const column = upper.length === 2 ? countries.iso2 : countries.iso3;
  const [row] = await db
    .select()
    .from(countries)
    .where(eq(sql`upper(${column})`, upper))
    .limit(1);
  // Only codes that exist are kept: made-up ones cannot fill the cache.
  if (row) countryCache.set(upper, row);
  return row;
}

export async function getCountry(db: Db, code: string): Promise<GetCountry> {
  const row = await findCountry(db, code);
  if (!row) throw notFound(LOGISTICS_MESSAGES.countryNotFound(code));
  const [currency] = await currencyRowsOf(db, [row.currency]);
  const [hasPincode] = await db
    .select({ one: sql`1` })
    .from(pincodes)
    .where(eq(sql`upper(${pincodes.countryIsoCode})`, row.iso2.toUpperCase()))
    .limit(1);
  const base = listItem(row, currency, Boolean(hasPincode));
  const address = formFields(row.fields ?? [], row.iso2);
  const template = addressTemplate(address);
  return {
    id: base.id,
    name: base.name,
    display_name: base.display_name,
    iso2: base.iso2,
    iso3: base.iso3,
    phone_code: base.phone_code,
    latitude: base.latitude,
    longitude: base.longitude,
    currency: base.currency,
    type: 'country',
    hierarchy: base.hierarchy,
    fields: { address, serviceability_fields: serviceabilityFields(address), address_template: template },
    formatted_form_field: formattedFormFields(template.checkout_form, address),
  };
}

export async function countryList(db: Db): Promise<CountryListResult> {
  const rows = await countriesByName(db);
  return {
    results: rows.map((row) => ({
      uid: row.iso2,
      name: row.name,
      display_name: row.name,
      sub_type: 'country',
      type: 'country',
      is_active: true,
      meta: { country_code: row.iso3, isd_code: phoneCode(row.phoneCode) },
    })),
  };
}
