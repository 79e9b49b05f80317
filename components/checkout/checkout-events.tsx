'use client';
// Emits a checkout page's analytics events once, when the page is shown (000 section 4). The page
// decides which; this island only reports them (lib/analytics.ts). After an order, the bag's
// count kept in local storage goes to zero (000 section 4: the user cart is cleared).
import { useEffect } from 'react';
import { track, type ShopEvent } from '@/lib/analytics';
import { saveCartCount } from '@/lib/blocks/use-cart';

export function CheckoutEvents({ events, ordered = false }: { events: ShopEvent[]; ordered?: boolean }) {
  const key = JSON.stringify(events);
  useEffect(() => {
    for (const event of JSON.parse(key) as ShopEvent[]) track(event);
    if (ordered) saveCartCount(0);
  }, [key, ordered]);
  return null;
}
