// Shop events for analytics (000 section 4: user.login, user.logout, user.update, ...). Each one is
// pushed on window.storefrontEvents (a queue a tag manager can read later) and dispatched as a
// 'storefront:event' DOM event for listeners already there. Nothing personal beyond the user id.
export type ShopEvent = { name: 'user.login' | 'user.logout' | 'user.update' | 'user.register'; payload?: Record<string, string | number | boolean | undefined> };

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
