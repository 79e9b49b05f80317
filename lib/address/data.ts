// The address domain's server-only loaders: the shopper's saved addresses and a country's address
// form (fields laid out in rows, with the list fields' choices), for /profile/address and the
// checkout's delivery step.
import 'server-only';
import { loadFeatures, loadIntegrationTokens } from '@/lib/configuration/data';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError, unlessRefused } from '@/lib/sdk/errors';
import type { Address, AddressListResult } from '@/contract/types/address';
import type { AddressFormField } from '@/contract/types/logistics';
import { DEFAULT_COUNTRY, LOCATION_COOKIE, type LocationDetails } from './constants';
import { cookies } from 'next/headers';

/** The shopper's addresses, or a guest's (its bag's); none for a visitor with neither (a 401). */
export const loadAddresses = cache(async (): Promise<AddressListResult> =>
  (await serverSdk()).address.getAddresses({}).catch((error: unknown) => {
    if (error instanceof SdkServerResponseError && error.status === 401)
      return { address: [], pii_masking: false, validation_config: { address_max_limit: 0, user_address_count: 0 } };
    throw error;
  }),
);

/** One of the shopper's addresses, or undefined when the id is not theirs. */
export const loadAddress = cache(async (id: string): Promise<Address | undefined> => {
  return unlessRefused((await serverSdk()).address.getAddressById({ id }));
});

export type AddressForm = {
  country: { iso2: string; name: string; phoneCode: string; center: { lat: number; lng: number } };
  rows: AddressFormField[][];
  /** Choices of the list fields that need no parent value (a country's states). */
  choices: Record<string, string[]>;
};

export const loadAddressForm = cache(async (iso2: string = DEFAULT_COUNTRY): Promise<AddressForm> => {
  const sdk = await serverSdk();
  const country = await sdk.logistics.getCountry({ countryIsoCode: iso2 });
  const fields = country.fields.address;
  const childOf = new Set(fields.map((f) => f.next).filter(Boolean));
  const choices: Record<string, string[]> = {};
  await Promise.all(
    fields
      .filter((f) => f.input === 'list' && !childOf.has(f.slug) && (f.slug === 'state' || f.slug === 'city'))
      .map(async (f) => {
        const list = await sdk.logistics.getLocalities({
          localityType: f.slug as 'state' | 'city',
          country: country.iso2,
          pageSize: 500,
        });
        // A country whose list the platform does not hold: the field is typed instead of chosen.
        if (list.items.length) choices[f.slug] = list.items.map((l) => l.display_name || l.name);
      }),
  );
  const center = { lat: Number(country.latitude) || 20.5937, lng: Number(country.longitude) || 78.9629 };
  return {
    country: { iso2: country.iso2, name: country.display_name || country.name, phoneCode: country.phone_code, center },
    rows: country.formatted_form_field,
    choices,
  };
});

export type CountryChoice = { iso2: string; name: string };

/**
 * The countries a new address may be in: every country the platform knows when the shop ships
 * internationally (feature.common.international_shipping), else none (the form is the shop's own
 * country's).
 */
export const loadCountryChoices = cache(async (): Promise<CountryChoice[]> => {
  const features = await loadFeatures().catch(() => undefined);
  if (!features?.common?.international_shipping?.enabled) return [];
  const list = await (await serverSdk()).logistics.getCountries({ pageSize: 250 });
  return list.items
    .map((c) => ({ iso2: c.iso2, name: c.display_name || c.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
});

/** The location the shopper last delivered to (the cookie the delivery step writes), if readable. */
export async function currentLocation(): Promise<LocationDetails | undefined> {
  const raw = (await cookies()).get(LOCATION_COOKIE.name)?.value;
  try {
    const value = raw ? (JSON.parse(raw) as Partial<LocationDetails>) : undefined;
    return value && typeof value.country_iso_code === 'string' ? (value as LocationDetails) : undefined;
  } catch {
    return undefined;
  }
}

/** A country code from the query, when it is one the shop offers; else the shopper's current country when offered. */
export async function chosenCountry(choices: CountryChoice[], raw: unknown): Promise<string | undefined> {
  const offered = (code: unknown) =>
    typeof code === 'string' && choices.some((c) => c.iso2 === code.toUpperCase()) ? code.toUpperCase() : undefined;
  return offered(raw) ?? offered((await currentLocation())?.country_iso_code);
}

/** The shop's Maps key when its map picker is on (feature.cart.google_map and a google_map token), else undefined. */
export const loadMapsKey = cache(async (): Promise<string | undefined> => {
  const [features, tokens] = await Promise.all([
    loadFeatures().catch(() => undefined),
    loadIntegrationTokens().catch(() => undefined),
  ]);
  if (!features?.cart?.google_map) return undefined;
  const key = tokens?.google_map?.credentials?.api_key;
  return typeof key === 'string' && key ? key : undefined;
});
