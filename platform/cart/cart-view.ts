// The cart as the official SDK reads it (CartDetailResult): every line re-priced from the
// catalogue, stock checked, the coupon checked again, the breakup from platform/cart/pricing.
import type { Database } from '../db/client';
import type { CartAppliedPromotion, CartDetail, CartItem, CartPrice } from '../../contract/types/cart';
import { CURRENCY, toMajor } from '../catalog';
import { breakupValues, priceCart, type PricedLine, type PricingLine } from './pricing';
import { CART_LIMITS, DELIVERY } from './constants';
import { CART_MESSAGES } from './messages';
import { linePromotions, type LineRow, type PromotionRow } from './cart-lines';
import { couponByCode, ruleOf, usedCouponIds } from './coupon-store';
import type { CartRow } from './cart-store';
import { pointsBalance } from '../rewards';

/** balanceOnlyWhenApplied: the caller needs no points balance unless the cart spends points (an order). */
export type ViewContext = { userId?: string; now?: Date; balanceOnlyWhenApplied?: boolean };

function price(marked: number, effective: number): { base: CartPrice; converted: CartPrice } {
  const p: CartPrice = {
    marked: toMajor(marked),
    effective: toMajor(effective),
    selling: toMajor(effective),
    currency_code: CURRENCY.code,
    currency_symbol: CURRENCY.symbol,
  };
  return { base: p, converted: { ...p } };
}

/** Whether a line can be bought as it stands, and what to tell the shopper when not. */
export function lineState(row: LineRow): { outOfStock: boolean; valid: boolean; message: string } {
  const stock = row.stock ?? 0;
  if (row.available === false) return { outOfStock: true, valid: false, message: CART_MESSAGES.productUnavailable };
  if (row.price_effective === null || stock <= 0)
    return { outOfStock: true, valid: false, message: CART_MESSAGES.outOfStock };
  if (row.quantity > stock) return { outOfStock: false, valid: false, message: CART_MESSAGES.onlyLeft(stock) };
  if (row.quantity > CART_LIMITS.maxQuantityPerItem)
    return { outOfStock: false, valid: false, message: CART_MESSAGES.maxPerItem(CART_LIMITS.maxQuantityPerItem) };
  return { outOfStock: false, valid: true, message: '' };
}

function appliedPromotions(priced: PricedLine, row: LineRow, gifts: PromotionRow[]): CartAppliedPromotion[] {
  const out: CartAppliedPromotion[] = priced.applied.map((a) => ({
    promo_id: String(a.id),
    promotion_type: a.kind === 'ladder' ? 'ladder_price' : 'bogo',
    offer_text: a.offerText,
    amount: toMajor(a.amountPaise),
    article_quantity: row.quantity,
  }));
  for (const gift of gifts) {
    out.push({
      promo_id: String(gift.id),
      promotion_type: 'free_gift_items',
      offer_text: gift.offer_text,
      amount: 0,
      article_quantity: row.quantity,
      applied_free_articles: [
        {
          article_id: gift.rules.gift_article_id ?? '',
          quantity: gift.rules.gift_quantity ?? 1,
          free_gift_item_details: {
            description: gift.description,
            ...(gift.gift_name ? { item_name: gift.gift_name } : {}),
            ...(gift.gift_slug ? { item_slug: gift.gift_slug } : {}),
          },
        },
      ],
    });
  }
  return out;
}

function item(
  row: LineRow,
  priced: PricedLine,
  state: ReturnType<typeof lineState>,
  promos: CartAppliedPromotion[],
): CartItem {
  const stock = Math.max(0, row.stock ?? 0);
  const markedUnit = Math.max(row.price_marked ?? 0, row.price_effective ?? 0);
  const discountPct = priced.mrpPaise > 0 ? Math.round((priced.discountPaise / priced.mrpPaise) * 100) : 0;
  const brand = { uid: row.brand_uid ?? 0, name: row.brand_name ?? '' };
  return {
    key: row.identifier,
    identifiers: { identifier: row.identifier },
    quantity: row.quantity,
    is_set: false,
    message: state.message,
    discount: discountPct > 0 ? `${discountPct}% OFF` : '',
    article: {
      uid: row.article_uid,
      size: row.size ?? '',
      quantity: stock,
      type: 'article',
      seller: { uid: row.seller_uid ?? 0, name: '' },
      store: { uid: row.store_uid ?? 0, name: row.store_name ?? '' },
      price: price(markedUnit, row.price_effective ?? 0),
      meta: row.meta,
    },
    product: {
      uid: row.product_uid,
      slug: row.slug ?? '',
      name: row.name ?? '',
      item_code: row.item_code ?? '',
      type: 'product',
      brand,
      categories: row.category_uid ? [{ uid: row.category_uid, name: row.category_name ?? '' }] : [],
      images: (row.medias ?? [])
        .filter((m) => m.type === 'image')
        .map((m) => ({ url: m.url, secure_url: m.url, aspect_ratio: '13:20' })),
      attributes: { brand_name: brand.name },
      action: { type: 'product', url: `/product/${row.slug ?? ''}`, query: { product_slug: [row.slug ?? ''] } },
    },
    availability: {
      out_of_stock: state.outOfStock,
      is_valid: state.valid,
      deliverable: state.valid,
      sizes: row.sizes ?? [],
      other_store_quantity: 0,
    },
    price: price(priced.mrpPaise, priced.effectivePaise),
    price_per_unit: price(markedUnit, priced.unitPaise),
    max_quantity: { item: Math.min(stock, CART_LIMITS.maxQuantityPerItem) },
    promotions_applied: promos,
    parent_item_identifiers: null,
    coupon_message: '',
  };
}

/** The cart's lines as the pricing module reads them: what each costs, its brand and category, whether it can be bought. */
export function pricingLines(rows: LineRow[], states: { valid: boolean }[] = rows.map(lineState)): PricingLine[] {
  return rows.map((row, i) => ({
    key: row.identifier,
    brandUid: row.brand_uid ?? 0,
    categoryUid: row.category_uid ?? 0,
    quantity: row.quantity,
    markedPaise: row.price_marked ?? 0,
    effectivePaise: row.price_effective ?? 0,
    valid: states[i].valid,
    promotions: linePromotions(row.promotions ?? []),
  }));
}

/**
 * A cart's lines priced now, in paise (platform/cart/pricing): what checkout charges. States say
 * which lines can be bought; couponRow is the coupon on the cart, applicable or not, and
 * couponUsed whether it is a once-per-shopper coupon this shopper has used already.
 */
export async function priceLines(
  database: Database,
  cart: CartRow | undefined,
  rows: LineRow[],
  context: ViewContext = {},
) {
  const states = rows.map(lineState);
  const lines = pricingLines(rows, states);
  // Points are the cart owner's (anonymous carts have none); with no cart yet, this shopper's.
  const owner = cart ? cart.user_id : context.userId;
  const [couponRow, balance] = await Promise.all([
    cart?.coupon_code ? couponByCode(database, cart.coupon_code) : undefined,
    // The balance is shown with the bag; an order needs it only when points are spent.
    owner && !(context.balanceOnlyWhenApplied && !cart?.points_applied) ? pointsBalance(database, owner) : 0,
  ]);
  const used = couponRow?.once_per_shopper ? await usedCouponIds(database, context.userId) : new Set<number>();
  const pricing = priceCart({
    lines,
    coupon: couponRow
      ? {
          rule: ruleOf(couponRow),
          context: {
            now: context.now ?? new Date(),
            signedIn: Boolean(context.userId),
            usedByShopper: used.has(couponRow.id),
          },
        }
      : null,
    points: { balance, applied: Boolean(cart?.points_applied && owner) },
    delivery: DELIVERY,
  });
  return { pricing, states, couponRow, couponUsed: couponRow ? used.has(couponRow.id) : false };
}

/** Prices lines (stored or a snapshot) for a cart answer; cart may be undefined (no cart yet). */
export async function cartView(
  database: Database,
  cart: CartRow | undefined,
  rows: LineRow[],
  context: ViewContext = {},
): Promise<CartDetail> {
  const { pricing, states, couponRow } = await priceLines(database, cart, rows, context);
  const items = rows.map((row, i) => {
    // A gift comes with a line that can be bought, while the gift itself is in stock.
    const gifts = states[i].valid
      ? (row.promotions ?? []).filter((p) => p.kind === 'free_gift' && (p.gift_stock ?? 0) > 0)
      : [];
    return item(row, pricing.lines[i], states[i], appliedPromotions(pricing.lines[i], row, gifts));
  });
  const valid = states.every((s) => s.valid);
  const breakup = breakupValues(pricing, DELIVERY);
  if (couponRow && 'code' in breakup.coupon)
    Object.assign(breakup.coupon, {
      title: couponRow.title,
      sub_title: couponRow.sub_title,
      description: couponRow.description,
    });
  return {
    id: cart?.id ?? '',
    uid: cart?.id ?? '',
    buy_now: cart?.kind === 'buy_now',
    items,
    breakup_values: breakup,
    is_valid: valid,
    restrict_checkout: !valid || items.length === 0,
    message: valid ? '' : CART_MESSAGES.cartInvalid,
    checkout_mode: cart?.checkout_mode ?? 'self',
    currency: { code: CURRENCY.code, symbol: CURRENCY.symbol },
    last_modified: cart ? new Date(cart.updated_at).toUTCString() : null,
    coupon_text: pricing.coupon?.applicable ? pricing.coupon.code : '',
    delivery_charge_info:
      pricing.raw.deliveryCharge > 0 ? `Free delivery on orders of ₹${toMajor(DELIVERY.freeFromPaise)} or more` : '',
    applied_promo_details: items.flatMap((i) => i.promotions_applied),
    custom_cart_meta: cart?.meta ?? {},
    comment: typeof cart?.meta?.comment === 'string' ? cart.meta.comment : '',
    gstin: typeof cart?.meta?.gstin === 'string' ? cart.meta.gstin : '',
    success: true,
  };
}
