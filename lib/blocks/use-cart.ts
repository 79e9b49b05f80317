'use client';
// useCart: the bag for theme authors and the shop's own islands. The line count lives in local
// storage (m_user_cart, so every tab and the header agree) and is asked of the platform through
// /api/service once a page; adding goes through the cart's server action, so forms without
// JavaScript and this hook share one validated path. Counts change at once and roll back when the
// platform refuses.
import { useCallback, useSyncExternalStore } from 'react';
import { readItem, writeItem, STORAGE_PREFIX } from '@/lib/shared/storage';
import { track } from '@/lib/analytics/shop-events';
import { addToBag, type CartActionResult } from '@/lib/cart/actions';
import { addEvents } from '@/lib/cart/events';
import { CART_COUNT_KEY, CART_MESSAGES } from '@/lib/cart/constants';

const CHANGE = 'cart-count-change';
let asked = false;
// Counts this page set itself; a platform answer asked for before the latest of them is stale
// (a slow page-load count must not undo the add that finished first).
let changes = 0;

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_PREFIX + CART_COUNT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => readItem<number>(CART_COUNT_KEY);

function store(count: number): void {
  writeItem(CART_COUNT_KEY, Math.max(0, count));
  window.dispatchEvent(new Event(CHANGE));
}

/** Stores the count and tells every user of useCart. */
export function saveCartCount(count: number): void {
  changes += 1;
  store(count);
}

/** Asks the platform for the count (GET cart/v1.0/basic); once a page unless `force`. */
export async function refreshCartCount(force = false): Promise<number | undefined> {
  if (asked && !force) return snapshot();
  asked = true;
  const seen = changes;
  try {
    // The SDK loads for this call, after the page is interactive, not as part of every page.
    const { browserCart } = await import('@/lib/sdk/browser');
    const { user_cart_items_count: count } = await browserCart().getItemCount();
    if (seen !== changes) return snapshot();
    store(count ?? 0);
    return count;
  } catch {
    return snapshot();
  }
}

export type AddItem = {
  itemId: number;
  size: string;
  quantity?: number;
  articleId?: string;
  buyNow?: boolean;
  name?: string;
  price?: number;
};

export type CartBlock = {
  /** Lines in the bag (GET basic's user_cart_items_count); undefined until known in this browser. */
  count: number | undefined;
  /** Adds to the bag (or the buy-now cart); the answer carries the platform's message. */
  addItem: (item: AddItem) => Promise<CartActionResult>;
  refresh: () => Promise<number | undefined>;
};

export function useCart(): CartBlock {
  const count = useSyncExternalStore(subscribe, snapshot, () => undefined);
  const addItem = useCallback(async (item: AddItem): Promise<CartActionResult> => {
    const quantity = item.quantity ?? 1;
    const before = snapshot();
    // A new line is one more; the platform's answer corrects it when the line was there already.
    if (!item.buyNow) saveCartCount((before ?? 0) + 1);
    let result: CartActionResult;
    try {
      result = await addToBag({
        js: '1',
        item_id: item.itemId,
        item_size: item.size,
        quantity,
        article_id: item.articleId,
        buy_now: item.buyNow ? 'true' : 'false',
        return_to: window.location.pathname + window.location.search,
      });
    } catch {
      result = { ok: false, message: CART_MESSAGES.somethingWentWrong };
    }
    if (!result.ok) {
      if (!item.buyNow && before !== undefined) saveCartCount(before);
      else if (!item.buyNow) void refreshCartCount(true);
      return result;
    }
    if (!item.buyNow && result.count !== undefined) saveCartCount(result.count);
    if (result.cart) {
      const line = result.cart.items.find((l) => l.product.uid === item.itemId && l.article.size === item.size);
      for (const event of addEvents(
        {
          item_id: item.itemId,
          item_size: item.size,
          name: item.name ?? line?.product.name,
          price: item.price ?? line?.price_per_unit?.converted?.effective,
        },
        quantity,
        line?.quantity,
      ))
        track(event);
    }
    return result;
  }, []);
  return { count, addItem, refresh: useCallback(() => refreshCartCount(true), []) };
}
