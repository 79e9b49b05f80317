'use server';
// The cart's server actions. Forms post to them without JavaScript: the action then
// answers with a redirect (to the bag, with a one-view notice). With JavaScript the islands call
// them with js=1 and get the platform's cart back to draw, or its refusal for a toast.
// The platform's cookies (the anonymous cart's) reach the browser through actionSdk().
import { redirect } from 'next/navigation';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage } from '@/lib/sdk/errors';
import { readActionInput, ACTION_MESSAGES } from '@/lib/forms/action-input';
import { currentShopper } from '@/lib/user/data';
import { loginHref, safeRedirect } from '@/lib/user/redirect';
import type { CartCoupon, CartDetail } from '@/contract/types/cart';
import { addToBagInput, couponInput, moveLineInput, pointsInput, sharedCartInput, updateLineInput } from './schemas';
import { BAG_NOTICE_FORM, CART_MESSAGES, CART_PATHS, SIZES_ID, WISHLIST_FOLLOW } from './constants';
import { cartDisabled } from './disabled';
import { itemCount } from './count';
import { formRecord } from '@/lib/forms/record';
import { writeFormNotice } from '@/lib/forms/notice';

export type CartActionResult =
  | {
      ok: true;
      message?: string;
      cart?: CartDetail;
      count?: number;
      redirect?: string;
      token?: string;
      shareUrl?: string;
      coupons?: CartCoupon[];
    }
  | { ok: false; message: string; redirect?: string };

/** The page a plain form came from (its return_to), unchecked: safeRedirect judges it. */
function returnToOf(raw: unknown): string | undefined {
  const fields = formRecord(raw) as Record<string, unknown> | null | undefined;
  return typeof fields?.return_to === 'string' ? fields.return_to : undefined;
}

const withJs = (raw: unknown) =>
  raw instanceof FormData ? raw.get('js') === '1' : (raw as { js?: unknown } | null)?.js === '1';

/** Without JavaScript a result becomes a redirect with a notice; with it, the result is returned. */
async function answer(
  raw: unknown,
  result: CartActionResult,
  fallback: string = CART_PATHS.bag,
): Promise<CartActionResult> {
  if (withJs(raw)) return result;
  if (result.message) {
    await writeFormNotice(result.ok, result.message, { form: BAG_NOTICE_FORM });
  }
  redirect(result.redirect ?? fallback);
}

/**
 * The coupons as they stand for the bag just changed ("Add items worth ₹100 more" moves with it),
 * for the bag's island; undefined when they cannot be read now (the list it has stays).
 */
async function couponsNow(sdk: Awaited<ReturnType<typeof actionSdk>>): Promise<CartCoupon[] | undefined> {
  return sdk.cart.getCoupons({}).then(
    (list) => list.available_coupon_list,
    () => undefined,
  );
}

const refused = (error: unknown): CartActionResult => ({
  ok: false,
  message: displayMessage(error, CART_MESSAGES.somethingWentWrong),
});
const closed: CartActionResult = { ok: false, message: ACTION_MESSAGES.invalid, redirect: '/' };

export async function addToBag(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  const input = readActionInput(addToBagInput, formRecord(raw));
  if (!input.ok) {
    // Sent without a size before the page's scripts ran (a product page has no size picker of its
    // own then): back to the product's sizes, which say what is missing (#sizes).
    if (!withJs(raw)) redirect(`${safeRedirect(returnToOf(raw), '/')}#${SIZES_ID}`);
    return answer(raw, { ok: false, message: CART_MESSAGES.chooseSize });
  }
  const { item_id, item_size, quantity, article_id } = input.value;
  const buyNow = input.value.buy_now === 'true';
  if (buyNow && !(await currentShopper())) {
    // Buy-now goes to sign-in first, and back to the product after.
    return answer(raw, { ok: true, redirect: loginHref(safeRedirect(input.value.return_to, '/')) });
  }
  let result: CartActionResult;
  try {
    const added = await (
      await actionSdk()
    ).cart.addItems({
      buyNow,
      body: { items: [{ item_id, item_size, quantity, ...(article_id ? { article_id } : {}) }] },
    });
    if (added.success === false) {
      result = { ok: false, message: added.items?.[0]?.message || added.message || CART_MESSAGES.somethingWentWrong };
    } else {
      const cart = added.cart;
      const next = buyNow
        ? `${CART_PATHS.delivery}?buy_now=true${cart?.id ? `&id=${encodeURIComponent(cart.id)}` : ''}`
        : undefined;
      result = {
        ok: true,
        message: added.partial ? added.message : CART_MESSAGES.added,
        cart,
        count: cart ? itemCount(cart) : undefined,
        redirect: next,
      };
    }
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result);
}

export async function updateLine(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  const input = readActionInput(updateLineInput, formRecord(raw));
  if (!input.ok) return answer(raw, { ok: false, message: input.message });
  const { key, item_id, item_size, article_id, item_index, quantity } = input.value;
  let result: CartActionResult;
  try {
    const line = {
      item_id,
      item_size,
      quantity,
      item_index,
      identifiers: { identifier: key },
      ...(article_id ? { article_id } : {}),
    };
    const operation = quantity === 0 ? 'remove_item' : 'update_item';
    const sdk = await actionSdk();
    const updated = await sdk.cart.updateCart({ body: { operation, items: [line] } });
    result =
      updated.success === false
        ? { ok: false, message: updated.items?.[0]?.message || updated.message || CART_MESSAGES.somethingWentWrong }
        : {
            ok: true,
            cart: updated.cart,
            count: updated.cart ? itemCount(updated.cart) : undefined,
            coupons: withJs(raw) ? await couponsNow(sdk) : undefined,
          };
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result);
}

/**
 * Move to wishlist: the product is followed (the wishlist's follow call,
 * catalogue) and the line leaves the bag. The wishlist needs a shopper: a signed-out one is sent
 * to sign-in and back to the bag.
 */
export async function moveToWishlist(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  const input = readActionInput(moveLineInput, formRecord(raw));
  if (!input.ok) return answer(raw, { ok: false, message: input.message });
  if (!(await currentShopper()))
    return answer(raw, { ok: false, message: CART_MESSAGES.signInForWishlist, redirect: loginHref(CART_PATHS.bag) });
  const { key, item_id, item_size, article_id } = input.value;
  let result: CartActionResult;
  try {
    const sdk = await actionSdk();
    await sdk.client.request('POST', WISHLIST_FOLLOW, {
      params: { collection_type: 'products', collection_id: item_id },
    });
    const line = {
      item_id,
      item_size,
      quantity: 0,
      identifiers: { identifier: key },
      ...(article_id ? { article_id } : {}),
    };
    const updated = await sdk.cart.updateCart({ body: { operation: 'remove_item', items: [line] } });
    result = {
      ok: true,
      message: CART_MESSAGES.movedToWishlist,
      cart: updated.cart,
      count: updated.cart ? itemCount(updated.cart) : undefined,
      coupons: withJs(raw) ? await couponsNow(sdk) : undefined,
    };
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result);
}

export async function applyCoupon(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  const input = readActionInput(couponInput, formRecord(raw));
  if (!input.ok) return answer(raw, { ok: false, message: input.message });
  let result: CartActionResult;
  try {
    const cart = await (await actionSdk()).cart.applyCoupon({ body: { coupon_code: input.value.coupon_code } });
    const coupon = cart.breakup_values?.coupon;
    const applied = Boolean(coupon && 'is_applied' in coupon && coupon.is_applied);
    result = applied
      ? { ok: true, message: CART_MESSAGES.couponApplied(input.value.coupon_code), cart }
      : {
          ok: false,
          message:
            (coupon && 'message' in coupon && coupon.message) || cart.message || CART_MESSAGES.somethingWentWrong,
        };
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result);
}

export async function removeCoupon(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  let result: CartActionResult;
  try {
    result = { ok: true, message: CART_MESSAGES.couponRemoved, cart: await (await actionSdk()).cart.removeCoupon() };
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result);
}

export async function redeemPoints(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  const input = readActionInput(pointsInput, formRecord(raw));
  if (!input.ok) return answer(raw, { ok: false, message: input.message });
  let result: CartActionResult;
  try {
    result = {
      ok: true,
      cart: await (await actionSdk()).cart.applyRewardPoints({ body: { points: input.value.points === 'true' } }),
    };
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result);
}

/** A cart share failure: the server's message, or 'Token could not be generated'. */
export async function shareCart(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  let result: CartActionResult;
  try {
    const link = await (await actionSdk()).cart.getCartShareLink({ body: {} });
    result = link?.token
      ? {
          ok: true,
          token: link.token,
          shareUrl: link.share_url,
          redirect: `${CART_PATHS.bag}?shared=${encodeURIComponent(link.token)}`,
        }
      : { ok: false, message: CART_MESSAGES.noShareToken };
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result);
}

/** The visitor of /shared-cart/:token adds it to their cart, merges it or replaces theirs. */
export async function takeSharedCart(raw: unknown): Promise<CartActionResult> {
  if (await cartDisabled()) return answer(raw, closed);
  const input = readActionInput(sharedCartInput, formRecord(raw));
  if (!input.ok) return answer(raw, { ok: false, message: input.message });
  let result: CartActionResult;
  try {
    const shared = await (await actionSdk()).cart.updateCartWithSharedItems(input.value);
    result = shared.error
      ? { ok: false, message: shared.error }
      : {
          ok: true,
          cart: shared.cart,
          count: shared.cart ? itemCount(shared.cart) : undefined,
          redirect: CART_PATHS.bag,
        };
  } catch (error) {
    result = refused(error);
  }
  return answer(raw, result, CART_PATHS.sharedCart(input.value.token));
}

// Forms without JavaScript post here: each answers with a redirect (the result is a notice).
export async function addToBagForm(form: FormData): Promise<void> {
  await addToBag(form);
}
export async function updateLineForm(form: FormData): Promise<void> {
  await updateLine(form);
}
export async function moveToWishlistForm(form: FormData): Promise<void> {
  await moveToWishlist(form);
}
export async function applyCouponForm(form: FormData): Promise<void> {
  await applyCoupon(form);
}
export async function removeCouponForm(form: FormData): Promise<void> {
  await removeCoupon(form);
}
export async function redeemPointsForm(form: FormData): Promise<void> {
  await redeemPoints(form);
}
export async function shareCartForm(form: FormData): Promise<void> {
  await shareCart(form);
}
export async function takeSharedCartForm(form: FormData): Promise<void> {
  await takeSharedCart(form);
}
