// select-address, the address half: the shopper's own addresses it names (a missing id is 'No
// address selected') and whether the shop can deliver to the first. The cart records the choice
// (platform/cart/select-address.ts).
import { PINCODE_FIELD_SLUGS } from '../../contract/address';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import { findPincode, LOGISTICS_MESSAGES } from '../logistics';
import { ADDRESS_MESSAGES } from './messages';
import { ownAddressRow, type AddressOwner } from './address-service';
import type { AddressRow } from './schema';

/** Why the shop cannot deliver to an address, or undefined when it can. */
export async function undeliverable(database: Database, row: AddressRow): Promise<string | undefined> {
  if (row.countryIsoCode !== 'IN') return undefined;
  const pincode = PINCODE_FIELD_SLUGS.map((s) => row.values[s]).find(Boolean);
  if (!pincode || !(await findPincode(database.db, pincode))) return LOGISTICS_MESSAGES.notServiceable;
  return undefined;
}

/** The delivery and billing addresses a select-address names (billing defaults to delivery), and why the shop cannot deliver there. */
export async function chosenAddresses(
  database: Database,
  owner: AddressOwner,
  input: { id?: string; billing_address_id?: string },
): Promise<{ delivery: AddressRow; billing: AddressRow; refusal: string | undefined }> {
  if (!input.id) throw badRequest(ADDRESS_MESSAGES.noAddressSelected);
  const delivery = await ownAddressRow(database, owner, input.id);
  const billing = input.billing_address_id ? await ownAddressRow(database, owner, input.billing_address_id) : delivery;
  return { delivery, billing, refusal: await undeliverable(database, delivery) };
}
