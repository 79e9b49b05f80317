// The address domain's server-only loaders: the shopper's saved addresses and a country's address
// form (fields laid out in rows, with the list fields' choices), for /profile/address and the
// checkout's delivery step.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { unlessRefused } from '@/lib/sdk/errors';
import type { Address, AddressListResult } from '@/contract/types/address';
import type { AddressFormField } from '@/contract/types/logistics';
import { DEFAULT_COUNTRY } from './constants';

export const loadAddresses = cache(async (): Promise<AddressListResult> => (await serverSdk()).address.getAddresses({}));

/** One of the shopper's addresses, or undefined when the id is not theirs. */
export const loadAddress = cache(async (id: string): Promise<Address | undefined> => {
  return unlessRefused((await serverSdk()).address.getAddressById({ id }));
});

export type AddressForm = {
  country: { iso2: string; name: string; phoneCode: string };
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
        const list = await sdk.logistics.getLocalities({ localityType: f.slug as 'state' | 'city', country: country.iso2, pageSize: 500 });
        choices[f.slug] = list.items.map((l) => l.display_name || l.name);
      }),
  );
  return { country: { iso2: country.iso2, name: country.display_name || country.name, phoneCode: country.phone_code }, rows: country.formatted_form_field, choices };
});
