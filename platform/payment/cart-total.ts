// The total a shopper's cart would be charged, priced on the server (payment options, selection and
// validation all start here).
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { CART_MESSAGES, findCart, loadLines, priceLines, type CartRow, type Pricing, type CouponRow } from '../cart';

export async function pricedCart(
  c: Context<PlatformEnv>,
  /** undefined: a guest's bag. */
  userId: string | undefined,
  ref: { id?: string; buyNow?: boolean },
): Promise<{ cart: CartRow; pricing: Pricing; couponRow: CouponRow | undefined }> {
  const database = c.get('database');
  const cart = await findCart(c, { id: ref.id || undefined, buyNow: ref.buyNow ?? false });
  const lines = cart ? await loadLines(database, cart.id) : [];
  if (!cart || !lines.length) throw badRequest(CART_MESSAGES.bagEmpty);
  const { pricing, couponRow } = await priceLines(database, cart, lines, { userId });
  return { cart, pricing, couponRow };
}
