// Shop events for analytics (user.login, user.logout, user.update, ...). Each one is
// pushed on window.storefrontEvents (a queue a tag manager can read later) and dispatched as a
// 'storefront:event' DOM event for listeners already there. Nothing personal beyond the user id.
export type ShopEventName =
  | 'user.login'
  | 'user.logout'
  | 'user.update'
  | 'user.register'
  | 'wishlist.add'
  | 'wishlist.remove'
  | 'compare.add'
  | 'compare.remove'
  // The cart: item events, cart events and data-layer coupon events.
  | 'add_to_bag'
  | 'quantity_add'
  | 'quantity_remove'
  | 'article_remove'
  | 'cart.view'
  | 'cart.newProduct'
  | 'cart.update'
  | 'cart.remove'
  | 'coupon_applied'
  | 'coupon_denied'
  | 'coupon_removed'
  // Checkout.
  | 'begin_checkout'
  | 'order.checkout'
  | 'order.address_information'
  | 'order.payment_information'
  | 'order.processed'
  | 'order.checkedout'
  // Orders: a shipment's page, the tracking page, a refund paid.
  | 'order.shipment'
  | 'order.tracking'
  | 'refund.success';
export type ShopEvent = { name: ShopEventName; payload?: Record<string, string | number | boolean | undefined> };

declare global {
  interface Window {
    storefrontEvents?: (ShopEvent & { at: number })[];
  }
}

export function track(event: ShopEvent): void {
  if (typeof window === 'undefined') return;
  const entry = { ...event, at: Date.now() };
  (window.storefrontEvents ??= []).push(entry);
  window.dispatchEvent(new CustomEvent('storefront:event', { detail: entry }));
}
