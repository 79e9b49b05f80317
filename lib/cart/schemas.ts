// What the cart's server actions accept (anyone can call an action with anything).
import { z } from 'zod';
import { CART_INPUT_LIMITS as L } from './constants';

const text = (max: number) => z.string().trim().min(1).max(max);
const int = z.coerce.number().int();

export const addToBagInput = z.object({
  item_id: int.positive(),
  item_size: text(L.maxSizeChars),
  quantity: int.min(1).max(L.maxQuantity).default(1),
  article_id: z.string().trim().max(L.maxKeyChars).optional(),
  buy_now: z.enum(['true', 'false']).optional(),
  /** The page to return to (buy-now sign-in); checked again with safeRedirect. */
  return_to: z.string().max(2000).optional(),
});

export const updateLineInput = z.object({
  key: text(L.maxKeyChars),
  item_id: int.positive(),
  item_size: text(L.maxSizeChars),
  article_id: z.string().trim().max(L.maxKeyChars).optional(),
  item_index: int.min(0).max(1000).optional(),
  /** The new quantity; 0 removes the line. */
  quantity: int.min(0).max(L.maxQuantity),
  /** The quantity shown when the shopper asked (analytics: increment or decrement). */
  current: int.min(0).max(L.maxQuantity).optional(),
});

/** Moving a line to the wishlist names the line only (the button posts no quantity). */
export const moveLineInput = updateLineInput.omit({ quantity: true, current: true });

export const couponInput = z.object({ coupon_code: text(L.maxCouponChars) });
export const pointsInput = z.object({ points: z.enum(['true', 'false']) });
export const sharedCartInput = z.object({ token: text(L.maxTokenChars), action: z.enum(['add', 'merge', 'replace']) });

export type AddToBagInput = z.infer<typeof addToBagInput>;
export type UpdateLineInput = z.infer<typeof updateLineInput>;
