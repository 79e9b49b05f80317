// Currencies and languages: the platform's lists and the application's own choice of them.
import { asc, inArray } from 'drizzle-orm';
import type {
  AppCurrencyResponse,
  CurrenciesResponse,
  Currency,
  LanguageResponse,
} from '../../contract/types/configuration';
import type { Db } from '../db/client';
import { countryNames, currencyRowsOf, findCurrency, listCurrencyRows, type CurrencyRow } from '../logistics';
import { languages } from './schema';
import type { Application as AppRow } from '../http/env';
import { notFound } from '../http/errors';
import { readSettings } from '../http/app-config';
import { CONFIGURATION_MESSAGES } from './messages';

function currencyOf(row: CurrencyRow, names: Map<string, string>): Currency {
  const country = row.countryCode?.toUpperCase();
  return {
    _id: row.id,
    is_active: row.isActive,
    name: row.name,
    code: row.code,
    decimal_digits: row.decimalDigits,
    symbol: row.symbol,
    ...(country ? { country_code: country, country_name: names.get(country) ?? country } : {}),
  };
}

export async function listCurrencies(db: Db): Promise<CurrenciesResponse> {
  const [rows, names] = await Promise.all([listCurrencyRows(db), countryNames(db)]);
  return { items: rows.map((r) => currencyOf(r, names)) };
}

/** By its id, or by its ISO code (INR) for convenience. */
export async function currencyById(db: Db, id: string): Promise<Currency> {
  const row = await findCurrency(db, id);
  if (!row) throw notFound(CONFIGURATION_MESSAGES.currencyNotFound(id));
  return currencyOf(row, await countryNames(db));
}

export async function applicationCurrencies(db: Db, app: AppRow): Promise<AppCurrencyResponse> {
  const settings = readSettings(app).currencies;
  const codes = [...new Set([settings.default, ...settings.supported].map((c) => c.toUpperCase()))];
  const [rows, names] = await Promise.all([currencyRowsOf(db, codes), countryNames(db)]);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const supported = codes.map((c) => byCode.get(c)).filter((r): r is CurrencyRow => Boolean(r));
  const fallback = supported[0];
  const chosen = byCode.get(settings.default.toUpperCase()) ?? fallback;
  return {
    _id: `${app.id}-currency`,
    application: app.id,
    default_currency: { ref: chosen?.id ?? settings.default, code: chosen?.code ?? settings.default },
    supported_currency: supported.map((r) => currencyOf(r, names)),
  };
}

export async function listLanguages(db: Db, app: AppRow): Promise<LanguageResponse> {
  const offered = readSettings(app).languages;
  const rows = await db
    .select()
    .from(languages)
    .where(offered.length ? inArray(languages.code, offered) : undefined)
    .orderBy(asc(languages.name));
  return { items: rows.map((r) => ({ code: r.code, name: r.name })) };
}
