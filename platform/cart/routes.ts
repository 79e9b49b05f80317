// Cart API, in the official SDK's shapes: the cart (detail, basic, meta,
// cart_archive), coupons, shared carts and the offer calls. Routes parse and answer; the work is
// in the services, whose cart is always the one identity.ts finds for this request.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { body, params, query } from '../http/validate';
import { optionalText } from '../http/query-fields';
import { currentShopper, requireShopper, shopOrigin, caller } from '../user';
import { bulkPrices, ladderPrices } from './offers';
import {
  addBody,
  cartQuery,
  couponBody,
  metaBody,
  pointsBody,
  paymentOffersQuery,
  promotionsQuery,
  shareBody,
  sharePath,
  updateBody,
} from './schemas';
import { cartForChange, findCart, findCartWithLines, shopperOrGuest, type CartRef } from './identity';
import { addItems, refuseIfNothingChanged, updateItems } from './cart-service';
import { cartView } from './cart-view';
import { quickAdd, quickUpdate } from './quick-change';
import { loadLines } from './cart-lines';
import { archiveCart, cartById, lineCount, touchCart, type CartRow } from './cart-store';
import { clearCartCookie } from './cart-cookie';
import { CART_MESSAGES } from './messages';
import { applyCoupon, listCoupons, removeCoupon } from './coupon-service';
import { shareCart, sharedCart, useSharedCart } from './share-service';
import { availablePromotions, paymentOffers } from './promotion-service';
import { choosePoints } from './points';
import { selectAddress } from './select-address';
import { selectBody, selectQuery } from '../address';

type Ctx = Context<PlatformEnv>;
export const cartRoutes = new Hono<PlatformEnv>();

const id = z.coerce.number().int().positive().max(2_147_483_647);
const bulkQuery = z.object({
  slug: optionalText(200),
  uid: id.optional(),
  item_id: id.optional(),
  article_id: optionalText(200),
});
const ladderQuery = z.object({
  slug: optionalText(200),
  store_id: id.optional(),
  promotion_id: id.optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

const refOf = (qs: z.infer<typeof cartQuery>, buyNow?: boolean): CartRef => ({
  id: qs.id,
  buyNow: buyNow ?? qs.buy_now ?? false,
});
const userIdOf = async (c: Ctx) => (await currentShopper(c))?.userId;

/**
 * The cart answer for this request's cart: as read, just touched (lines changed: the row is the
 * same but for its last-modified), or reread (the row changed: coupon).
 */
async function answer(c: Ctx, cart: CartRow | undefined, state: 'read' | 'touched' | 'reread') {
  const database = c.get('database');
  const fresh = !cart
    ? undefined
    : state === 'reread'
      ? await cartById(database, cart.id)
      : state === 'touched'
        ? { ...cart, updated_at: new Date() }
        : cart;
  return cartView(database, fresh, fresh ? await loadLines(database, fresh.id) : [], { userId: await userIdOf(c) });
}

cartRoutes.get('/v1.0/bulk-price', async (c) => {
  const qs = query(c, bulkQuery);
  const seller = { name: c.get('application')?.name ?? 'Store' };
  return c.json(await bulkPrices(c.get('database'), { slug: qs.slug, uid: qs.uid ?? qs.item_id }, seller));
});

cartRoutes.get('/v1.0/available-ladder-prices', async (c) => {
  const qs = query(c, ladderQuery);
  return c.json(
    await ladderPrices(c.get('database'), {
      slug: qs.slug,
      storeId: qs.store_id,
      promotionId: qs.promotion_id,
      pageSize: qs.page_size,
    }),
  );
});

// GET answers the cart; HEAD (which Hono routes here) only its Last-Modified.
cartRoutes.get('/v1.0/detail', async (c) => {
  // The cart and its lines in one round trip (the hottest cart call).
  const found = await findCartWithLines(c, refOf(query(c, cartQuery)));
  if (found) c.header('Last-Modified', new Date(found.cart.updated_at).toUTCString());
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.json(await cartView(c.get('database'), found?.cart, found?.lines ?? [], { userId: await userIdOf(c) }));
});

cartRoutes.post('/v1.0/detail', async (c) => {
  const qs = query(c, cartQuery);
  const input = await body(c, addBody);
  const quick = await quickAdd(c, qs, input);
  if (quick) return c.json({ success: true, partial: false, message: CART_MESSAGES.added, cart: quick, items: [] });
  const cart = await cartForChange(c, refOf(qs, input.buy_now ?? input.buyNow ?? qs.buy_now));
  const outcome = await addItems(c.get('database'), cart, input.items);
  refuseIfNothingChanged(outcome);
  const partial = outcome.refusals.length > 0;
  return c.json({
    success: true,
    partial,
    message: partial ? CART_MESSAGES.partlyAdded : CART_MESSAGES.added,
    cart: await answer(c, cart, 'touched'),
    items: outcome.refusals,
  });
});

cartRoutes.put('/v1.0/detail', async (c) => {
  const qs = query(c, cartQuery);
  const input = await body(c, updateBody);
  const quick = await quickUpdate(c, qs, input);
  if (quick) return c.json({ success: true, message: CART_MESSAGES.updated, cart: quick, items: [] });
  // No cart yet: nothing to update, and no empty cart is made for the refusal.
  const cart = await findCart(c, refOf(qs));
  if (!cart) throw new ApiError(400, CART_MESSAGES.itemNotInCart);
  const outcome = await updateItems(c.get('database'), cart, input.operation, input.items);
  refuseIfNothingChanged(outcome);
  const message =
    outcome.refusals.length > 0
      ? outcome.refusals.map((r) => r.message).join('; ')
      : input.operation === 'remove_item'
        ? CART_MESSAGES.removed
        : CART_MESSAGES.updated;
  return c.json({ success: true, message, cart: await answer(c, cart, 'touched'), items: outcome.refusals });
});

cartRoutes.get('/v1.0/basic', async (c) => {
  const cart = await findCart(c, refOf(query(c, cartQuery)));
  return c.json({ user_cart_items_count: cart ? await lineCount(c.get('database'), cart.id) : 0 });
});

cartRoutes.put('/v1.0/meta', async (c) => {
  const qs = query(c, cartQuery);
  const input = await body(c, metaBody);
  const cart = await cartForChange(c, refOf(qs));
  const { checkout_mode, ...rest } = input;
  await touchCart(c.get('database'), cart.id, {
    ...(checkout_mode ? { checkout_mode } : {}),
    meta: { ...cart.meta, ...rest },
  });
  return c.json({ is_valid: true, message: CART_MESSAGES.metaUpdated });
});

cartRoutes.put('/v1.0/cart_archive', async (c) => {
  const qs = query(c, cartQuery);
  await body(c, z.object({}).passthrough());
  const cart = await findCart(c, refOf(qs));
  if (cart) await archiveCart(c.get('database'), cart.id);
  if (cart && cart.user_id === null) clearCartCookie(c);
  return c.json({ success: true, message: CART_MESSAGES.archived });
});

cartRoutes.get('/v1.0/coupon', async (c) => {
  const cart = await findCart(c, refOf(query(c, cartQuery)));
  return c.json(await listCoupons(c.get('database'), cart, { userId: await userIdOf(c) }));
});

cartRoutes.post('/v1.0/coupon', async (c) => {
  const qs = query(c, cartQuery);
  const input = await body(c, couponBody);
  const cart = await findCart(c, refOf(qs));
  await applyCoupon(c.get('database'), cart, input.coupon_code, { userId: await userIdOf(c) });
  return c.json(await answer(c, cart, 'reread'));
});

cartRoutes.delete('/v1.0/coupon', async (c) => {
  const cart = await findCart(c, refOf(query(c, cartQuery)));
  if (cart) await removeCoupon(c.get('database'), cart);
  return c.json(await answer(c, cart, 'reread'));
});

// Signed-in only: points belong to an account (anonymous: the user domain's 401).
cartRoutes.post('/v1.0/redeem/points', async (c) => {
  const { userId } = await requireShopper(c);
  const qs = query(c, cartQuery);
  const input = await body(c, pointsBody);
  const cart = await findCart(c, refOf(qs));
  const lines = cart ? await lineCount(c.get('database'), cart.id) : 0;
  await choosePoints(c.get('database'), cart, userId, input.points, lines);
  return c.json(await answer(c, cart, 'reread'));
});

cartRoutes.post('/v1.0/share-cart', async (c) => {
  const input = await body(c, shareBody);
  const cart = await findCart(c, { id: input.id });
  return c.json(await shareCart(c.get('database'), cart, input.meta ?? {}, shopOrigin(caller(c).shop)));
});

cartRoutes.get('/v1.0/share-cart/:token', async (c) => {
  const { token } = params(c, sharePath);
  return c.json(await sharedCart(c.get('database'), token, { userId: await userIdOf(c) }));
});

cartRoutes.post('/v1.0/share-cart/:token/:action', async (c) => {
  const { token, action } = params(c, sharePath.required({ action: true }));
  const cart = await cartForChange(c, {});
  return c.json(await useSharedCart(c.get('database'), token, action, cart, { userId: await userIdOf(c) }));
});

// The API names both available-promotions and promotion with the same query; both answer the same.
cartRoutes.get('/v1.0/promotion', (c) => promotionsOf(c));
cartRoutes.get('/v1.0/available-promotions', (c) => promotionsOf(c));

async function promotionsOf(c: Ctx) {
  const qs = query(c, promotionsQuery);
  const cart = qs.slug ? undefined : await findCart(c, { id: qs.cart_id });
  const productUids = cart ? (await loadLines(c.get('database'), cart.id)).map((l) => l.product_uid) : [];
  return c.json(await availablePromotions(c.get('database'), { slug: qs.slug, productUids, pageSize: qs.page_size }));
}

cartRoutes.get('/v1.0/available-payment-offers', async (c) => {
  const qs = query(c, paymentOffersQuery);
  const cart = await findCart(c, { id: qs.id });
  const productUids = cart ? (await loadLines(c.get('database'), cart.id)).map((l) => l.product_uid) : [];
  return c.json(await paymentOffers(c.get('database'), qs.uid ? [qs.uid] : productUids));
});

// select-address: the shopper's (or the guest's) own addresses (platform/address/), recorded on this cart.
cartRoutes.post('/v1.0/select-address', async (c) => {
  const owner = await shopperOrGuest(c);
  const qs = query(c, selectQuery);
  const input = await body(c, selectBody);
  const cart = await findCart(c, { id: qs.cart_id ?? input.cart_id, buyNow: qs.buy_now ?? false });
  return c.json(await selectAddress(c.get('database'), owner, cart, input));
});
