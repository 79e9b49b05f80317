// Pincode lookup (GET pincode/{pincode}): the pincode's city, state (with state_code) and country,
// in the SDK's PincodeApiResponse shape. The pattern a pincode must match is the country's.
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type {
  PincodeData,
  PincodeDetailsResult,
  PincodeParent,
  PincodeZonesResponse,
} from '../../contract/types/logistics';
import { LruCache } from '../../common/lru-cache';
import type { Db } from '../db/client';
import { countries, pincodes } from './schema';
import { badRequest, notFound } from '../http/errors';
import { PINCODE_SLUGS } from './address-form';
import { findCountry, phoneCode } from './country-service';
import { LOGISTICS_MESSAGES } from './messages';
import { DEFAULT_PINCODE_PATTERN, GENERIC_POSTCODE_PATTERN } from './constants';

export type PincodeRow = typeof pincodes.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

const key = (s: string) => s.trim().toUpperCase().replace(/\s+/g, '_');

/** The country's own pincode rule when its address form has one, else the known default. */
export function pincodePattern(country: CountryRow | undefined, iso2: string): RegExp {
  const field = PINCODE_SLUGS.map((slug) => country?.fields?.find((f) => f.slug === slug)).find(Boolean);
  const source =
    field?.validation?.regex?.value || DEFAULT_PINCODE_PATTERN[iso2.toUpperCase()] || GENERIC_POSTCODE_PATTERN;
  try {
    return new RegExp(source);
  } catch {
    return new RegExp(GENERIC_POSTCODE_PATTERN);
  }
}

export async function assertPincodeFormat(
  db: Db,
  pincode: string,
  countryCode: string,
): Promise<CountryRow | undefined> {
  const country = await findCountry(db, countryCode);
  if (!pincodePattern(country, country?.iso2 ?? countryCode).test(pincode)) {
    throw badRequest(LOGISTICS_MESSAGES.invalidPincode, [
      { path: ['pincode'], message: `not a valid pincode of ${country?.iso2 ?? countryCode}` },
    ]);
  }
  return country;
}

// Pincodes are reference data the seed writes: a served pincode is kept a minute in memory.
const pincodeCache = new LruCache<string, PincodeRow>(5_000, 60_000);

export async function findPincode(db: Db, pincode: string): Promise<PincodeRow | undefined> {
  const code = pincode.trim();
  const cached = pincodeCache.get(code);
  if (cached) return cached;
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, code)).limit(1);
  if (row) pincodeCache.set(code, row);
  return row;
}

export type PincodeRegion = { stateCode: string; countryIsoCode: string };

/** The state code and country of each of these pincodes that is known (by pincode). */
export async function pincodeRegions(db: Db, codes: string[]): Promise<Map<string, PincodeRegion>> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ pincode: pincodes.pincode, stateCode: pincodes.stateCode, countryIsoCode: pincodes.countryIsoCode })
    .from(pincodes)
    .where(inArray(pincodes.pincode, wanted));
  return new Map(rows.map(({ pincode, ...region }) => [pincode, region]));
}

export function pincodeParents(row: PincodeRow, countryName: string): PincodeParent[] {
  const countryKey = key(countryName);
  const stateKey = `${countryKey}-${key(row.state)}`;
  return [
    {
      sub_type: 'country',
      name: countryName,
      display_name: countryName,
      uid: `country:${countryKey}`,
      iso2: row.countryIsoCode,
    },
    {
      sub_type: 'state',
      name: row.state,
      display_name: row.state,
      uid: `state:${stateKey}`,
      state_code: row.stateCode,
    },
    { sub_type: 'city', name: row.city, display_name: row.city, uid: `city:${stateKey}-${key(row.city)}` },
  ];
}

function pincodeData(row: PincodeRow, country: CountryRow | undefined): PincodeData {
  const countryName = country?.name ?? row.countryIsoCode;
  const parents = pincodeParents(row, countryName);
  return {
    sub_type: 'pincode',
    name: row.pincode,
    display_name: row.pincode,
    uid: `pincode:${parents[2].uid.slice('city:'.length)}-${row.pincode}`,
    parents,
    meta: { zone: row.state },
    meta_code: {
      country_code: country?.iso3 ?? row.countryIsoCode,
      isd_code: country ? phoneCode(country.phoneCode) : '',
    },
    lat_long: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    error: { type: null, value: null, message: null },
  };
}

export async function lookupPincode(db: Db, pincode: string, countryCode: string): Promise<PincodeDetailsResult> {
  const requested = await assertPincodeFormat(db, pincode, countryCode);
  const row = await findPincode(db, pincode);
  if (!row) throw notFound(LOGISTICS_MESSAGES.pincodeNotFound(pincode));
  const country =
    requested && requested.iso2.toUpperCase() === row.countryIsoCode.toUpperCase()
      ? requested
      : await findCountry(db, row.countryIsoCode);
  return { success: true, data: [pincodeData(row, country)], request_uuid: crypto.randomUUID() };
}

/** POST pincode/zones: the delivery zones a pincode falls in (one per state here). */
export async function pincodeZones(db: Db, pincode: string, countryCode: string): Promise<PincodeZonesResponse> {
  await assertPincodeFormat(db, pincode, countryCode);
  const row = await findPincode(db, pincode);
  if (!row) throw notFound(LOGISTICS_MESSAGES.pincodeNotFound(pincode));
  return { serviceability_type: 'zone-based', zones: [`${row.countryIsoCode}-${row.stateCode}`.toLowerCase()] };
}
