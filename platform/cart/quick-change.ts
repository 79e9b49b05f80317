// The commonest cart writes of an anonymous browser in two round trips instead of three: the
// write itself, guarded so it only touches the live anonymous cart the cookie names, then the
// cart with its lines. Anything else (a signed-in shopper, several items, buy-now, a refused
// write) answers undefined and takes the full path, which repeats nothing: a refused write
// changed nothing.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import type { CartDetail } from '../../contract/types/cart';
import { currentShopper } from '../user';
import { readCartCookie } from './cart-cookie';
import { cartWithLines } from './cart-lines';
import { addToLine, setLineQuantity } from './cart-store';
import { cartView } from './cart-view';
import type { addBody, cartQuery, updateBody } from './schemas';

type Ctx = Context<PlatformEnv>;

/** The anonymous cart id the cookie names, when this request may use it as is. */
async function anonymousCartId(c: Ctx, qs: z.infer<typeof cartQuery>): Promise<string | undefined> {
  if (qs.buy_now || (await currentShopper(c))) return undefined;
  const cartId = await readCartCookie(c);
  return cartId && (qs.id === undefined || qs.id === cartId) ? cartId : undefined;
}

async function answerFor(c: Ctx, cartId: string): Promise<CartDetail> {
  const database = c.get('database');
  const found = await cartWithLines(database, { id: cartId });
  return cartView(database, found?.cart, found?.lines ?? []);
}

/** One item by article id added to the cookie's cart: its answer, or undefined for the full path. */
export async function quickAdd(
  c: Ctx,
  qs: z.infer<typeof cartQuery>,
  input: z.infer<typeof addBody>,
): Promise<CartDetail | undefined> {
  const [item] = input.items;
  if (input.items.length !== 1 || !item.article_id || input.buy_now || input.buyNow) return undefined;
  const cartId = await anonymousCartId(c, qs);
  if (!cartId) return undefined;
  const added = await addToLine(
    c.get('database'),
    cartId,
    { uid: item.article_id, product_uid: item.item_id },
    item.quantity,
    item.meta ?? {},
    'anonymous',
  );
  return added === undefined ? undefined : answerFor(c, cartId);
}

/** One line's quantity set by its identifier in the cookie's cart: its answer, or undefined. */
export async function quickUpdate(
  c: Ctx,
  qs: z.infer<typeof cartQuery>,
  input: z.infer<typeof updateBody>,
): Promise<CartDetail | undefined> {
  const [item] = input.items;
  const identifier = item.identifiers?.identifier;
  if (input.operation !== 'update_item' || input.items.length !== 1 || identifier === undefined || !item.quantity)
    return undefined;
  const cartId = await anonymousCartId(c, qs);
  if (!cartId) return undefined;
  const changed = await setLineQuantity(c.get('database'), cartId, identifier, item.quantity, 'anonymous');
  return changed ? answerFor(c, cartId) : undefined;
}
