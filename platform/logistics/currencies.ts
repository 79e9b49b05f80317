// Currencies (reference data, with the countries that pay in them): the reads the country lists
// here and the configuration's currency endpoints make.
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, currencies } from './schema';

export type CurrencyRow = typeof currencies.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

/** Every currency, by its ISO code (INR). */
export async function currencyMap(db: Db): Promise<Map<string, CurrencyRow>> {
  const rows = await db.select().from(currencies);
  return new Map(rows.map((r) => [r.code, r]));
}

/** Every currency, ordered by its code. */
export function listCurrencyRows(db: Db): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.code));
}

/** The currencies with these ISO codes (unordered). */
export function currencyRowsOf(db: Db, codes: string[]): Promise<CurrencyRow[]> {
  return db.select().from(currencies).where(inArray(currencies.code, codes));
}

/** By its id, or by its ISO code (upper-cased: inr finds INR). */
export async function findCurrency(db: Db, id: string): Promise<CurrencyRow | undefined> {
  const [row] = await db
    .select()
    .from(currencies)
    .where(or(eq(currencies.id, id), eq(currencies.code, id.toUpperCase())))
    .limit(1);
  return row;
}

/** Each country's name by its upper-cased ISO2 code. */
export async function countryNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ iso2: countries.iso2, name: countries.name }).from(countries);
  return new Map(rows.map((r) => [r.iso2.toUpperCase(), r.name]));
}

/** Every country, ordered by its name. */
export function countriesByName(db: Db): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.name));
}
