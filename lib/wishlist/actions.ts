'use server';
// The wishlist heart without JavaScript: a plain form posts here, the platform follows or
// unfollows for the shopper of the request's cookies, and the browser goes back where it was.
// Nobody signed in: off to sign in, and back to that page afterwards with the product added
// (lib/wishlist/intent.ts). With JavaScript the heart calls the platform from the browser instead
// (lib/wishlist/client.ts), and this file's holdWishlistAddAction when nobody is signed in.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { readActionInput, refusedByPlatform } from '@/lib/forms/action-input';
import { loginHref, safeRedirect } from '@/lib/user/redirect';
import { WISHLIST_PATH } from './constants';
import { holdWishlistAdd, wishlistProductId } from './intent';

const input = z.object({
  productId: wishlistProductId,
  intent: z.enum(['add', 'remove']),
});

export async function changeWishlist(form: FormData): Promise<void> {
  // Anyone can call an action with anything: a value that is not a form reads as an empty one.
  const field = (name: string) => (form instanceof FormData ? form.get(name) : null);
  const back = safeRedirect(typeof field('return_to') === 'string' ? String(field('return_to')) : '', WISHLIST_PATH);
  const ask = readActionInput(input, { productId: field('product_id'), intent: field('intent') });
  if (!ask.ok) redirect(back);
  const args = { collectionType: 'products' as const, collectionId: ask.value.productId };
  let next = back;
  try {
    const { catalog } = await serverSdk();
    if (ask.value.intent === 'add') await catalog.followById(args);
    else await catalog.unfollowById(args);
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status === 401)
      next = ask.value.intent === 'add' ? await holdWishlistAdd(ask.value.productId, back) : loginHref(back);
    // Any other refusal (a product no longer sold) leaves the wishlist as it was.
    else if (!refusedByPlatform(error)) throw error;
  }
  redirect(next);
}

/** The heart with JavaScript, nobody signed in: holds the product for after sign-in; the sign-in page to go to. */
export async function holdWishlistAddAction(productId: unknown, returnTo: unknown): Promise<string> {
  const back = safeRedirect(typeof returnTo === 'string' ? returnTo : '', WISHLIST_PATH);
  const id = wishlistProductId.safeParse(productId);
  return id.success ? holdWishlistAdd(id.data, back) : loginHref(back);
}
