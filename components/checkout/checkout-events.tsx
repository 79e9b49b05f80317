'use client';
// Emits a checkout page's analytics events once, when the page is shown. The page
// decides which; this island only reports them (lib/analytics/shop-events.ts). After an order, the bag's
// count kept in local storage goes to zero and the ordering-store choice is cleared
// (a failure of that call is only logged).
import { useEffect } from 'react';
import { track, type ShopEvent } from '@/lib/analytics/shop-events';
import { saveCartCount } from '@/lib/blocks/use-cart';
import { clearOrderingStore } from '@/lib/configuration/client-actions';

export function CheckoutEvents({ events, ordered = false }: { events: ShopEvent[]; ordered?: boolean }) {
  const key = JSON.stringify(events);
  useEffect(() => {
    for (const event of JSON.parse(key) as ShopEvent[]) track(event);
    if (!ordered) return;
    saveCartCount(0);
    clearOrderingStore().catch((error: unknown) =>
      console.error('[checkout] clearing the ordering store failed:', error),
    );
  }, [key, ordered]);
  return null;
}
