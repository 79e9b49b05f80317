// The cart's server-only loaders: the shopper's cart, coupons and a shared cart, for the
// per-shopper /cart/* and /shared-cart/* pages (catalogue pages never call these).
import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError, unlessRefused } from '@/lib/sdk/errors';
import type { CartCouponList, CartDetail, SharedCartResult } from '@/contract/types/cart';
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
    if (error instanceof SdkServerResponseError && error.status < 500)
      return {
        available_coupon_list: [],
        page: { current: 1, total: 0, has_next: false, has_previous: false, total_item_count: 0 },
      };
    throw error;
  }
});

/** A shared cart, or undefined when the token names none. */
export const loadSharedCart = cache(async (token: string): Promise<SharedCartResult | undefined> => {
  return unlessRefused((await serverSdk()).cart.getCartSharedItems({ token }));
});
