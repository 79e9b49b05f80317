// What other domains (checkout, orders) use of addresses: a shopper's own address, and the ones a
// cart was sent to.
export { ownAddressRow, toAddress } from './address-service';
export { selectedAddresses, undeliverable, type SelectedAddresses } from './select-service';
export type { AddressRow } from './schema';
