// Whose cart a request may use. A signed-in shopper owns carts by user id; an anonymous browser
// owns the one cart its sealed cookie names. A cart id in the query or body is honoured only when
// it is that cart: any other id is "Cart not found" (404), never someone else's cart.
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { currentShopper, requireShopper, USER_CODES } from '../user';
import { readCartCookie, writeCartCookie } from './cart-cookie';
import { cartById, cartOfUser, createAnonymousCart, ensureUserCart, type CartRow } from './cart-store';
import { CART_MESSAGES } from './messages';
import { cartWithLines, type LineRow } from './cart-lines';
import { maybeSweepCarts } from './sweep';

type Ctx = Context<PlatformEnv>;
export type CartRef = { id?: string; buyNow?: boolean };
export type CartOwner = { userId?: string };

const notFound = () => new ApiError(404, CART_MESSAGES.cartNotFound);

/** The signed-in shopper's id, if any; buy-now asks for one (buy-now needs login). */
export async function cartOwner(c: Ctx, ref: CartRef): Promise<CartOwner> {
  const shopper = await currentShopper(c);
  if (ref.buyNow && !shopper)
    throw new ApiError(401, CART_MESSAGES.buyNowNeedsLogin, undefined, { code: USER_CODES.notSignedIn });
  return { userId: shopper?.userId };
}

type Found = { cart: CartRow; lines?: LineRow[] };

/** This request's cart (with its lines when asked: one round trip either way), or undefined. */
async function locate(c: Ctx, ref: CartRef, withLines: boolean): Promise<Found | undefined> {
  const database = c.get('database');
  const owner = await cartOwner(c, ref);
  const kind = ref.buyNow ? 'buy_now' : 'bag';
  let found: Found | undefined;
  if (owner.userId) {
    found = withLines
      ? await cartWithLines(database, { userId: owner.userId, kind })
      : wrap(await cartOfUser(database, owner.userId, kind));
  } else {
    const cookieId = await readCartCookie(c);
    const row = !cookieId
      ? undefined
      : withLines
        ? await cartWithLines(database, { id: cookieId })
        : wrap(await cartById(database, cookieId));
    found = row && row.cart.user_id === null ? row : undefined;
  }
  if (ref.id !== undefined && ref.id !== found?.cart.id) throw notFound();
  return found;
}

const wrap = (cart: CartRow | undefined): Found | undefined => (cart ? { cart } : undefined);

/** This request's cart, or undefined when it has none yet. */
export async function findCart(c: Ctx, ref: CartRef): Promise<CartRow | undefined> {
  return (await locate(c, ref, false))?.cart;
}

/** This request's cart and its lines as the catalogue has them now, or undefined. */
export async function findCartWithLines(
  c: Ctx,
  ref: CartRef,
): Promise<{ cart: CartRow; lines: LineRow[] } | undefined> {
  const found = await locate(c, ref, true);
  return found && { cart: found.cart, lines: found.lines ?? [] };
}

/** This request's cart, created (and for an anonymous browser, its cookie set) when needed. */
export async function cartForChange(c: Ctx, ref: CartRef): Promise<CartRow> {
  const existing = await findCart(c, ref);
  if (existing) return existing;
  const database = c.get('database');
  const owner = await cartOwner(c, ref);
  if (owner.userId) return ensureUserCart(database, owner.userId, ref.buyNow ? 'buy_now' : 'bag');
  const cart = await createAnonymousCart(database);
  await writeCartCookie(c, cart.id);
  maybeSweepCarts(database);
  return cart;
}

/** Whose checkout this request is: an account's, or a guest's, known by its anonymous cart. */
export type CheckoutOwner = { userId: string } | { cartId: string };

/**
 * The signed-in shopper, else the guest whose sealed cart cookie this is (the cart may already be
 * ordered: its order and addresses stay the guest's); neither is the user domain's 401.
 */
export async function shopperOrGuest(c: Ctx, ref: CartRef = {}): Promise<CheckoutOwner> {
  // Buy-now needs login: its own 401 (CART_MESSAGES.buyNowNeedsLogin).
  const { userId } = await cartOwner(c, ref);
  if (userId) return { userId };
  const cartId = await readCartCookie(c);
  if (cartId) return { cartId };
  return { userId: (await requireShopper(c)).userId };
}
