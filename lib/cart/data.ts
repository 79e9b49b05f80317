// The cart's server-only loaders: the shopper's cart, coupons and a shared cart, for the
// per-shopper /cart/* and /shared-cart/* pages (catalogue pages never call these).
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError, unlessRefused } from '@/lib/sdk/errors';
import type { CartCouponList, CartDetail, SharedCartResult } from '@/contract/types/cart';
import { CART_FLASH_COOKIE } from './constants';
import { cartDisabled } from './disabled';

export { cartDisabled };

/** Cart pages call this first: with the cart disabled they go home. */
export async function requireCartEnabled(): Promise<void> {
  if (await cartDisabled()) redirect('/');
}

/** The shopper's cart; an unknown or absent cart is an empty one. */
export const loadCart = cache(async (): Promise<CartDetail | undefined> => {
  try {
    return await (await serverSdk()).cart.getCart({});
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status === 404) return undefined;
    throw error;
  }
});

export const loadCoupons = cache(async (): Promise<CartCouponList> => {
  try {
    return await (await serverSdk()).cart.getCoupons({});
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status < 500) return { available_coupon_list: [], page: { current: 1, total: 0, has_next: false, has_previous: false, total_item_count: 0 } };
    throw error;
  }
});

/** A shared cart, or undefined when the token names none. */
export const loadSharedCart = cache(async (token: string): Promise<SharedCartResult | undefined> => {
  return unlessRefused((await serverSdk()).cart.getCartSharedItems({ token }));
});

/**
 * The notice a form action left for a shopper without JavaScript (after its redirect), with what
 * the form kept of their input (`kept`: short texts by field name, never a secret).
 */
/** The one-view notice; `notFrom`: a form whose notices this page does not show (another page's). */
export async function readCartNotice(notFrom?: string): Promise<{ ok: boolean; message: string; kept: Record<string, string> } | undefined> {
  const raw = (await cookies()).get(CART_FLASH_COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { ok?: unknown; message?: unknown; kept?: unknown };
    if (typeof value.message !== 'string') return undefined;
    const kept: Record<string, string> = {};
    if (value.kept && typeof value.kept === 'object') for (const [k, v] of Object.entries(value.kept)) if (typeof v === 'string') kept[k] = v.slice(0, 300);
    if (notFrom !== undefined && kept.form === notFrom) return undefined;
    return { ok: value.ok === true, message: value.message.slice(0, 300), kept };
  } catch {
    return undefined;
  }
}
