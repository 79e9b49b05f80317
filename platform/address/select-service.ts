// select-address: the shopper picks where the cart goes and who is billed. The
// answer is the cart with is_valid and message: an address the shop cannot deliver to is refused
// with the reason and leaves the cart's earlier choice as it was (the storefront
// shows the server's message).
import type { CartDetail } from '../../contract/types/cart';
import { PINCODE_FIELD_SLUGS } from '../../contract/address';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import { findPincode } from '../logistics/pincode-service';
import { LOGISTICS_MESSAGES } from '../logistics/messages';
import { cartView, loadLines, type CartRow } from '../cart';
import { ADDRESS_MESSAGES } from './messages';
import { ownAddressRow } from './address-service';
import type { AddressRow } from './schema';

export type SelectedAddresses = { deliveryAddressId: string | null; billingAddressId: string | null };

/** Why the shop cannot deliver to an address, or undefined when it can. */
export async function undeliverable(database: Database, row: AddressRow): Promise<string | undefined> {
  if (row.countryIsoCode !== 'IN') return undefined;
  const pincode = PINCODE_FIELD_SLUGS.map((s) => row.values[s]).find(Boolean);
  if (!pincode || !(await findPincode(database.db, pincode))) return LOGISTICS_MESSAGES.notServiceable;
  return undefined;
}

export async function selectAddress(
  database: Database,
  userId: string,
  cart: CartRow | undefined,
  input: { id?: string; billing_address_id?: string },
): Promise<CartDetail & { is_valid: boolean; message: string }> {
  if (!input.id) throw badRequest(ADDRESS_MESSAGES.noAddressSelected);
  const delivery = await ownAddressRow(database, userId, input.id);
  const billing = input.billing_address_id ? await ownAddressRow(database, userId, input.billing_address_id) : delivery;
  const refusal = await undeliverable(database, delivery);
  if (cart && !refusal) {
    await database.query('UPDATE carts SET delivery_address_id = $2, billing_address_id = $3, updated_at = now() WHERE id = $1 AND user_id = $4', [cart.id, delivery.id, billing.id, userId]);
  }
  const view = await cartView(database, cart, cart ? await loadLines(database, cart.id) : [], { userId });
  if (refusal) return { ...view, is_valid: false, message: refusal };
  return view;
}

/** The addresses a cart was sent to by select-address (checkout reads them). */
export async function selectedAddresses(database: Database, cartId: string): Promise<SelectedAddresses> {
  const [row] = await database.query<{ delivery_address_id: string | null; billing_address_id: string | null }>('SELECT delivery_address_id, billing_address_id FROM carts WHERE id = $1', [cartId]);
  return { deliveryAddressId: row?.delivery_address_id ?? null, billingAddressId: row?.billing_address_id ?? null };
}
