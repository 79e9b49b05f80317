// Logistics API: pincode lookup, countries and their address forms,
// localities, pincode zones and the delivery time (TAT) of a product.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readSettings } from '../http/app-config';
import type { PlatformEnv } from '../http/env';
import { body, params, q, query } from '../http/validate';
import { countryList, getCountry, listCountries } from './country-service';
import { getLocality, listLocalities } from './locality-service';
import { LOGISTICS_MESSAGES } from './messages';
import { LOGISTICS_LIMITS } from './constants';
import { optionalText, pageFields, plainText, readPage } from '../http/query-fields';
import { lookupPincode, pincodeZones } from './pincode-service';
import { deliveryTime } from './tat-service';

export const logisticsRoutes = new Hono<PlatformEnv>();

const text = plainText;
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}$/, LOGISTICS_MESSAGES.invalidCountryCode);
const localityType = z.enum(['country', 'state', 'city', 'pincode'], {
  message: 'locality_type must be one of country, state, city, pincode',
});
const localityFilter = {
  country: optionalText(100),
  state: optionalText(100),
  city: optionalText(100),
  sector: optionalText(100),
  q: optionalText(100),
};

/** The shopper's country: ?country=, else the x-location-detail header, else IN. */
function requestCountry(c: Context<PlatformEnv>, fromQuery: string | undefined): string {
  if (fromQuery) return fromQuery;
  try {
    const detail = JSON.parse(c.req.header('x-location-detail') ?? '{}') as { country_iso_code?: unknown };
    if (typeof detail.country_iso_code === 'string' && /^[A-Za-z]{2,3}$/.test(detail.country_iso_code))
      return detail.country_iso_code;
  } catch {
    // A malformed header is ignored: the default country applies.
  }
  return 'IN';
}

logisticsRoutes.get('/v1.0/pincode/:pincode', async (c) => {
  const { pincode } = params(c, z.object({ pincode: text(20) }));
  const { country } = query(
    c,
    z.object({ country: countryCode.optional(), set_cookies: q.bool().optional(), area_code: optionalText(20) }),
  );
  return c.json(await lookupPincode(c.get('database').db, pincode, requestCountry(c, country)));
});

logisticsRoutes.post('/v1.0/pincode/zones', async (c) => {
  const input = await body(
    c,
    z.object({
      pincode: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
      country: countryCode.optional(),
    }),
  );
  return c.json(await pincodeZones(c.get('database').db, input.pincode, requestCountry(c, input.country)));
});

const countriesQuery = z.object({
  ...pageFields(LOGISTICS_LIMITS.maxPageSize),
  q: optionalText(100),
  onboarding: q.bool().optional(),
  hierarchy: optionalText(50),
  phone_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'phone_code must be digits, e.g. 91')
    .optional(),
});

async function countries(c: Context<PlatformEnv>) {
  const input = query(c, countriesQuery);
  const page = readPage(input, LOGISTICS_LIMITS.defaultPageSize);
  const deliverable = readSettings(c.get('application')).countries;
  return c.json(
    await listCountries(
      c.get('database').db,
      { q: input.q, onboarding: input.onboarding, phoneCode: input.phone_code, deliverable },
      page,
    ),
  );
}
logisticsRoutes.get('/v2.0/countries', countries);
logisticsRoutes.get('/v1.0/countries', countries);

async function country(c: Context<PlatformEnv>) {
  const { country_iso_code } = params(c, z.object({ country_iso_code: countryCode }));
  return c.json(await getCountry(c.get('database').db, country_iso_code));
}
// The SDK 3.4.2 calls v1.0; the API reference names v2.0. Both answer the same.
logisticsRoutes.get('/v1.0/countries/:country_iso_code', country);
logisticsRoutes.get('/v2.0/countries/:country_iso_code', country);

logisticsRoutes.get('/v1.0/country-list', async (c) => c.json(await countryList(c.get('database').db)));

logisticsRoutes.get('/v1.0/localities/:locality_type', async (c) => {
  const { locality_type } = params(c, z.object({ locality_type: localityType }));
  const input = query(c, z.object({ ...pageFields(LOGISTICS_LIMITS.maxPageSize), ...localityFilter }));
  const page = readPage(input, LOGISTICS_LIMITS.defaultPageSize);
  return c.json(await listLocalities(c.get('database').db, locality_type, input, page));
});

logisticsRoutes.get('/v1.0/localities/:locality_type/:locality_value', async (c) => {
  const path = params(c, z.object({ locality_type: localityType, locality_value: text(100) }));
  const input = query(c, z.object(localityFilter));
  return c.json(await getLocality(c.get('database').db, path.locality_type, path.locality_value, input));
});

// Delivery time for a product: the root path of the API, v1.0 (as the SDK's getTatProduct).
async function tat(c: Context<PlatformEnv>) {
  return c.json(await deliveryTime(c.get('database').db, await body(c, z.unknown())));
}
logisticsRoutes.post('/v1.0', tat);
logisticsRoutes.post('/v1.0/', tat);
