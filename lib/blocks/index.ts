// Headless blocks: the shop's capabilities as React hooks for theme authors (docs/THEMES.md,
// "Headless blocks"). Client components import them from here; each works with the shop's own
// API through proxy.ts or a server action, so a theme needs no credentials of its own.
export { useCompare, useCompareSlugs, saveCompareSlugs, type CompareBlock } from './use-compare';
export { useSearch, type SearchBlock } from './use-search';
export { useDeliveryPromise, type DeliveryPromiseBlock } from './use-delivery-promise';
export { useAccount, type AccountBlock } from './use-account';
export { useWishlist, type WishlistBlock } from './use-wishlist';
export { useCart, saveCartCount, refreshCartCount, type CartBlock, type AddItem } from './use-cart';
export { useAddress, type AddressBlock, type AddressOutcome } from './use-address';
export { useCheckout, type CheckoutBlock, type PlaceInput, type PlaceOutcome, type ModeOutcome } from './use-checkout';
export { useOrders, type OrdersBlock, type OrdersQuery, type ShipmentOutcome } from './use-orders';
