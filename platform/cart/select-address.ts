// select-address: the shopper picks where the cart goes and who is billed. The answer is the
// cart with is_valid and message: an address the shop cannot deliver to is refused with the
// reason and leaves the cart's earlier choice as it was (the storefront shows the server's message).
import type { CartDetail } from '../../contract/types/cart';
import type { Database } from '../db/client';
import { chosenAddresses, type AddressOwner } from '../address';
import { cartView } from './cart-view';
import { loadLines } from './cart-lines';
import type { CartRow } from './cart-store';

export type SelectedAddresses = { deliveryAddressId: string | null; billingAddressId: string | null };

export async function selectAddress(
  database: Database,
  owner: AddressOwner,
  cart: CartRow | undefined,
  input: { id?: string; billing_address_id?: string },
): Promise<CartDetail & { is_valid: boolean; message: string }> {
  const { delivery, billing, refusal } = await chosenAddresses(database, owner, input);
  // Only the owner's own cart: the shopper's, or the guest's whose addresses these are.
  const userId = 'userId' in owner ? owner.userId : undefined;
  if (cart && !refusal && (userId ? cart.user_id === userId : cart.id === ('cartId' in owner && owner.cartId))) {
    await database.query(
      'UPDATE carts SET delivery_address_id = $2, billing_address_id = $3, updated_at = now() WHERE id = $1',
      [cart.id, delivery.id, billing.id],
    );
  }
  const view = await cartView(database, cart, cart ? await loadLines(database, cart.id) : [], { userId });
  if (refusal) return { ...view, is_valid: false, message: refusal };
  return view;
}

/** The addresses a cart was sent to by select-address (checkout reads them). */
export async function selectedAddresses(database: Database, cartId: string): Promise<SelectedAddresses> {
  const [row] = await database.query<{ delivery_address_id: string | null; billing_address_id: string | null }>(
    'SELECT delivery_address_id, billing_address_id FROM carts WHERE id = $1',
    [cartId],
  );
  return { deliveryAddressId: row?.delivery_address_id ?? null, billingAddressId: row?.billing_address_id ?? null };
}
