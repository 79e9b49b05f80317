// The wishlist heart tapped while signed out, carried through sign-in: the product id is held in
// a short-lived HttpOnly cookie set by a server action (a POST with Next's origin check, so another
// site cannot plant one), and /wishlist/resume/ follows it for the shopper signed in by then, once,
// before going on to the page the heart was on. The way back is only ever a path on this shop.
import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { refusedByPlatform } from '@/lib/forms/action-input';
import { requestCookieSecure } from '@/lib/shared/cookie-secure';
import { loginHref, safeRedirect } from '@/lib/user/redirect';
import { WISHLIST_INTENT_COOKIE, WISHLIST_PATH, WISHLIST_RESUME_PATH } from './constants';

export const wishlistProductId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The resume path with the page to go back to. */
function resumePath(back: string): string {
  return `${WISHLIST_RESUME_PATH}?return_to=${encodeURIComponent(safeRedirect(back, WISHLIST_PATH))}`;
}

/** Holds the product to add after sign-in; the sign-in page to go to, coming back through the resume path. */
export async function holdWishlistAdd(productId: number, back: string): Promise<string> {
  (await cookies()).set(WISHLIST_INTENT_COOKIE.name, String(productId), {
    httpOnly: true,
    sameSite: 'lax',
    path: WISHLIST_INTENT_COOKIE.path,
    maxAge: WISHLIST_INTENT_COOKIE.maxAge,
    secure: await requestCookieSecure(),
  });
  return loginHref(resumePath(back));
}

/** /wishlist/resume/: adds the held product for the signed-in shopper; where to go next. */
export async function resumeWishlistAdd(returnTo: string | null): Promise<string> {
  const back = safeRedirect(returnTo, WISHLIST_PATH);
  const jar = await cookies();
  const held = wishlistProductId.safeParse(jar.get(WISHLIST_INTENT_COOKIE.name)?.value);
  if (held.success) {
    try {
      await (await serverSdk()).catalog.followById({ collectionType: 'products', collectionId: held.data });
    } catch (error) {
      // Still signed out (the sign-in was left and this path opened): sign in first, the product kept.
      if (error instanceof SdkServerResponseError && error.status === 401) return loginHref(resumePath(back));
      // A product no longer sold leaves the wishlist as it was; a platform that failed too (the
      // shopper still reaches their page; the heart is there to tap again).
      if (!refusedByPlatform(error)) console.error('[wishlist] adding the held product failed:', error);
    }
  }
  jar.delete({ name: WISHLIST_INTENT_COOKIE.name, path: WISHLIST_INTENT_COOKIE.path });
  return back;
}
