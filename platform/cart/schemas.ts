// zod schemas of the cart API's requests ("Cart"; the SDK's AddCartCreation,
// UpdateCartCreation, ApplyCouponDetails, GetShareCartLinkCreation, CartMetaCreation).
import { z } from 'zod';
import { q } from '../http/validate';
import { optionalText } from '../http/query-fields';
import { CART_LIMITS, CHECKOUT_MODES, SHARE_ACTIONS } from './constants';

const uid = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1).max(max);
const metaSize = (m: object) => JSON.stringify(m).length <= CART_LIMITS.metaCharsMax;
const metaTooLarge = `at most ${CART_LIMITS.metaCharsMax} characters as JSON`;
const meta = z
  .record(z.string().max(100), z.unknown())
  .refine((m) => Object.keys(m).length <= CART_LIMITS.metaKeysMax, `at most ${CART_LIMITS.metaKeysMax} keys`)
  .refine(metaSize, metaTooLarge);
const quantity = z.number().int().min(1).max(CART_LIMITS.maxQuantityPerItem);

/** The cart selectors every cart call may carry: the cart id and buy_now. */
export const cartQuery = z.object({
  id: optionalText(100),
  buy_now: q.bool().optional(),
  i: q.bool().optional(),
  b: q.bool().optional(),
  p: q.bool().optional(),
  c: q.bool().optional(),
  area_code: optionalText(20),
  assign_card_id: optionalText(100),
  order_type: optionalText(50),
  cart_type: optionalText(50),
});

export const addItem = z
  .object({
    item_id: uid.optional(),
    article_id: text(100).optional(),
    item_size: text(40).optional(),
    quantity: quantity.default(1),
    store_id: uid.optional(),
    seller_id: uid.optional(),
    item_index: z.number().int().min(0).max(1000).optional(),
    parent_item_identifiers: z.unknown().optional(),
    identifiers: z.unknown().optional(),
    meta: meta.optional(),
    display: z.string().max(200).optional(),
    extra_meta: z.unknown().optional(),
    _custom_json: z.unknown().optional(),
    article_assignment: z.unknown().optional(),
    pos: z.boolean().optional(),
  })
  .refine(
    (i) => i.article_id !== undefined || (i.item_id !== undefined && i.item_size !== undefined),
    'Missing or empty required parameter: article_id (or item_id and item_size)',
  );

export const addBody = z.object({
  items: z.array(addItem).min(1).max(CART_LIMITS.maxItemsPerRequest),
  new_cart: z.boolean().optional(),
  buy_now: z.boolean().optional(),
  buyNow: z.boolean().optional(),
});

export const updateItem = z
  .object({
    identifiers: z.object({ identifier: text(100).optional() }).optional(),
    article_id: text(100).optional(),
    item_id: uid.optional(),
    item_size: text(40).optional(),
    item_index: z.number().int().min(0).max(1000).optional(),
    quantity: z.number().int().min(0).max(CART_LIMITS.maxQuantityPerItem).optional(),
    parent_item_identifiers: z.unknown().optional(),
    meta: meta.optional(),
    extra_meta: z.unknown().optional(),
    _custom_json: z.unknown().optional(),
  })
  .refine(
    (i) => i.identifiers?.identifier !== undefined || i.article_id !== undefined,
    'Missing or empty required parameter: identifiers.identifier (or article_id)',
  );

export const updateBody = z.object({
  operation: z.enum(['update_item', 'remove_item']),
  items: z.array(updateItem).min(1).max(CART_LIMITS.maxItemsPerRequest),
  free_gift_items: z.array(z.unknown()).max(CART_LIMITS.maxItemsPerRequest).optional(),
});

export const couponBody = z.object({ coupon_code: text(CART_LIMITS.couponCodeMax) });

/** applyRewardPoints: true spends the shopper's points on the cart, false stops. */
export const pointsBody = z.object({ points: z.boolean() });

export const metaBody = z
  .object({
    checkout_mode: z.enum(CHECKOUT_MODES).optional(),
    comment: z.string().max(500).optional(),
    gstin: z.string().max(20).optional(),
    pan_no: z.string().max(20).optional(),
    staff_user_id: z.string().max(100).optional(),
    pick_up_customer_details: meta.optional(),
    alternate_pickup_person: meta.optional(),
    delivery_slots: meta.optional(),
    gift_details: meta.optional(),
  })
  .strict();

export const shareBody = z.object({
  id: optionalText(100),
  meta: z
    .object({
      ordering_store: z.union([z.number(), z.string().max(100)]).optional(),
      selected_staff: z.string().max(100).optional(),
    })
    .passthrough()
    .refine(metaSize, metaTooLarge)
    .optional(),
});

export const sharePath = z.object({ token: text(100), action: z.enum(SHARE_ACTIONS).optional() });

export const promotionsQuery = z.object({
  slug: optionalText(200),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  promotion_group: optionalText(50),
  store_id: uid.optional(),
  cart_type: optionalText(50),
  promotion_type: optionalText(50),
  cart_id: optionalText(100),
  auto_apply: q.bool().optional(),
});

export const paymentOffersQuery = z.object({ id: optionalText(100), uid: uid.optional() });
