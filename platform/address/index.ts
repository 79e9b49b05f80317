// What other domains (checkout, orders, the cart's select-address) use of addresses: a shopper's
// own address, whether the shop delivers there, and the select-address payload.
export {
  ownAddressRow,
  toAddress,
  sweepGuestAddresses,
  adoptGuestAddresses,
  type AddressOwner,
} from './address-service';
export { chosenAddresses, undeliverable } from './select-service';
export { selectBody, selectQuery } from './schemas';
export type { AddressRow } from './schema';
export { connectAddressOwner } from './owner';
