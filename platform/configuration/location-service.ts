// GET /service/common/configuration/v1.0/location: the countries, the states of a country (id =
// the country's _id, its ISO code or name) or the cities of a state (id = the state's _id, e.g.
// IN-MH, its code or name), in the SDK's Locations shape.
import type { LocationItem, Locations, LocationType } from '../../contract/types/configuration';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { countriesByName, currencyMap, listLocalities, LOGISTICS_LIMITS } from '../logistics';
import { CONFIGURATION_MESSAGES } from './messages';

const all = { pageNo: 1, pageSize: LOGISTICS_LIMITS.maxPageSize };

async function countryItems(db: Db): Promise<LocationItem[]> {
  const [rows, byCode] = await Promise.all([countriesByName(db), currencyMap(db)]);
  return rows.map((r, i) => {
    const currency = byCode.get(r.currency);
    return {
      _id: r.iso2,
      uid: i + 1,
      name: r.name,
      type: 'country',
      iso2: r.iso2,
      iso3: r.iso3,
      phone_code: r.phoneCode.startsWith('+') ? r.phoneCode : `+${r.phoneCode}`,
      currency: r.currency,
      country_code: r.iso2,
      latitude: String(r.latitude),
      longitude: String(r.longitude),
      default_currency: {
        code: r.currency,
        name: currency?.name ?? r.currency,
        symbol: currency?.symbol ?? r.currency,
      },
    };
  });
}

/** Splits a state _id (IN-MH) into its country and state; a bare code or name matches any country. */
function stateFilter(id: string): { country?: string; state: string } {
  const m = /^([A-Za-z]{2})-(.+)$/.exec(id.trim());
  return m ? { country: m[1], state: m[2] } : { state: id };
}

export async function locations(db: Db, type: LocationType, id: string | undefined): Promise<Locations> {
  if (type === 'country') return { items: await countryItems(db) };
  if (!id) throw badRequest(CONFIGURATION_MESSAGES.locationIdRequired(type));
  if (type === 'state') {
    const { items } = await listLocalities(db, 'state', { country: id }, all);
    return {
      items: items.map((s) => ({
        _id: s.id,
        name: s.name,
        type: 'state',
        parent: s.parent_uid,
        state_code: s.code,
        country_code: s.parent_uid,
        latitude: s.latitude,
        longitude: s.longitude,
      })),
    };
  }
  const { items } = await listLocalities(db, 'city', stateFilter(id), all);
  return {
    items: items.map((c) => ({
      _id: c.id,
      name: c.name,
      type: 'city',
      parent: c.parent_uid,
      state_code: c.parent_uid?.split('-').slice(1).join('-'),
      country_code: c.parent_ids?.[0],
      latitude: c.latitude,
      longitude: c.longitude,
    })),
  };
}
