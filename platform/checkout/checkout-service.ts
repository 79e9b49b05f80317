// Placing an order (cart/v1.0/checkout and v2.0/checkout). The cart is priced on
// the server (never from the request), checked, and then turned into an order in one
// transaction that holds the cart's row lock: stock is taken line by line with a guarded UPDATE
// (never below zero, whichever process or connection asks), the coupon's use and the points are
// recorded, and the cart is archived. Anything refused rolls all of it back.
//
// A repeated attempt never makes a second order: the storefront sends an Idempotency-Key per
// attempt and a repeat answers the first order (also when it names the cart that order archived);
// a repeat without a key finds the cart archived.
import type { Database } from '../db/client';
import { ApiError, badRequest } from '../http/errors';
import {
  lineState,
  pointsTakenSince,
  priceLines,
  redeemCartPoints,
  selectedAddresses,
  touchCart,
  type CartRow,
  type LineRow,
  CART_MESSAGES,
  COUPON_MESSAGES,
  claimCart,
  cartArchivedNow,
  type CheckoutOwner,
} from '../cart';
import { ownAddressRow, toAddress, undeliverable } from '../address';
import { findCountry } from '../logistics';
import { accountContact } from '../user';
import type { Application } from '../http/env';
import { guestContact, guestCouponKey, requireVerified } from './guest';
import { insertOrder, newOrderId, orderIdByKey, placedOrderFacts, tellOrderEvent, type OrderTotals } from '../order';
import { CHECKOUT_LIMITS, type OrderPaymentMode } from './constants';
import { CHECKOUT_MESSAGES } from './messages';
import { orderLines, takeStock } from './order-lines';
import { giftArticles, giftLines, giftsInStock, giftsOf } from './gifts';
import type { CheckoutInput } from './schemas';
import {
  COD_RULES,
  ORDER_STATUS_PATH,
  couponModeRefusal,
  insertPayment,
  pendingPayment,
  paymentOfOrder,
  paymentIdentifier,
  paymentHoldSeconds,
  startPayment,
  activeProvider,
  isPrepaidMode,
  anonymousMode,
  maybeExpirePayments,
  type PaymentRow,
} from '../payment';

export type CheckoutAnswer = {
  success: true;
  message: string;
  order_id: string;
  callback_url: string;
  payment_confirm_url: string;
  app_intercept_url: string;
  data: {
    order_id: string;
    payment_mode: string;
    amount: number;
    currency: string;
    repeated: boolean;
    payment_id?: string;
    aggregator?: string;
    redirect_url?: string;
  };
  cart: {
    id: string;
    uid: string;
    order_id: string;
    success: true;
    is_valid: true;
    message: string;
    cod_available: boolean;
    cod_charges: number;
    delivery_charges: number;
    payment_mode: string;
    store_code: string;
  };
};

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

type PaymentRef = Pick<PaymentRow, 'id' | 'aggregator' | 'redirectUrl'>;

function answerFor(
  orderId: string,
  mode: string,
  totals: Pick<OrderTotals, 'total' | 'deliveryCharge' | 'codCharge'>,
  cartId: string,
  repeated: boolean,
  payment?: PaymentRef,
): CheckoutAnswer {
  const callback = `${ORDER_STATUS_PATH}?success=true&order_id=${encodeURIComponent(orderId)}`;
  return {
    success: true,
    message: payment ? CHECKOUT_MESSAGES.awaitingPayment : CHECKOUT_MESSAGES.placed,
    order_id: orderId,
    callback_url: callback,
    // A prepaid order is paid where the provider says (its hosted page, or the UPI app).
    payment_confirm_url: payment?.redirectUrl ?? '',
    app_intercept_url: '',
    data: {
      order_id: orderId,
      payment_mode: mode,
      amount: totals.total / 100,
      currency: 'INR',
      repeated,
      ...(payment
        ? { payment_id: payment.id, aggregator: payment.aggregator, redirect_url: payment.redirectUrl ?? '' }
        : {}),
    },
    cart: {
      id: cartId,
      uid: cartId,
      order_id: orderId,
      success: true,
      is_valid: true,
      message: CHECKOUT_MESSAGES.placed,
      cod_available: mode === 'COD',
      cod_charges: totals.codCharge / 100,
      delivery_charges: totals.deliveryCharge / 100,
      payment_mode: mode,
      store_code: '',
    },
  };
}

/** An earlier attempt with this key: its answer again. */
export async function repeatOf(
  database: Database,
  owner: CheckoutOwner,
  key: string | undefined,
): Promise<CheckoutAnswer | undefined> {
  if (!key) return undefined;
  const id = await orderIdByKey(database.db, owner, key);
  if (!id) return undefined;
  const [row, payment] = await Promise.all([placedOrderFacts(database, id), paymentOfOrder(database.db, id)]);
  return answerFor(id, row!.payment_mode, row!.totals, row!.cart_id, true, payment);
}

function checkedMode(mode: string, total: number): OrderPaymentMode {
  if (!mode) throw badRequest(CHECKOUT_MESSAGES.paymentRequired);
  if (isPrepaidMode(mode)) {
    if (total === 0) throw badRequest(CHECKOUT_MESSAGES.nothingToPay);
    return mode;
  }
  if (mode === 'COD') {
    if (total > COD_RULES.maxTotalPaise) throw badRequest(CHECKOUT_MESSAGES.codLimit(rupees(COD_RULES.maxTotalPaise)));
    return 'COD';
  }
  if (mode === 'PP') {
    if (total !== 0) throw badRequest(CHECKOUT_MESSAGES.prepaidNeedsZero);
    return 'PP';
  }
  throw badRequest(CHECKOUT_MESSAGES.paymentModeUnavailable(mode));
}

/** found: the request's cart with its lines as read just now (one query), or undefined. */
export async function placeOrder(
  database: Database,
  owner: CheckoutOwner,
  found: { cart: CartRow; lines: LineRow[] } | undefined,
  input: CheckoutInput,
  key?: string,
  app?: Application,
): Promise<CheckoutAnswer> {
  const cart = found?.cart;
  // A guest (no account) orders with its contact; its addresses are its cart's (platform/checkout/guest.ts).
  const userId = 'userId' in owner ? owner.userId : undefined;
  // Independent reads go out together (on PostgreSQL each takes its own pooled connection). The
  // address the storefront names is read at once; a refusal of it waits for the checks before it.
  const named = input.address_id
    ? ownAddressRow(database, owner, input.address_id).then(
        (row) => ({ row }),
        (error: unknown) => ({ error }),
      )
    : undefined;
  const lines = found?.lines ?? [];
  // Pricing starts with the rest (a refused or repeated attempt simply does not use it).
  const priced =
    cart && lines.length
      ? priceLines(database, cart, lines, { userId, balanceOnlyWhenApplied: true }).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        )
      : undefined;
  const [repeated, selected] = await Promise.all([
    repeatOf(database, owner, key),
    cart && !named ? selectedAddresses(database, cart.id) : Promise.resolve(undefined),
  ]);
  if (repeated) return repeated;
  if (!cart || !lines.length) throw badRequest(CART_MESSAGES.bagEmpty);
  const bad = lines.map((row) => ({ row, state: lineState(row) })).find((l) => !l.state.valid);
  if (bad)
    throw new ApiError(
      409,
      CHECKOUT_MESSAGES.cartInvalid(bad.row.name ?? bad.row.article_uid, bad.state.message),
      undefined,
      { code: 'OUT_OF_STOCK' },
    );
  const gifts = giftsOf(lines);
  const giftRead = giftArticles(database, gifts).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

  const deliveryId = input.address_id || selected?.deliveryAddressId;
  if (!deliveryId) throw badRequest(CHECKOUT_MESSAGES.noAddressData);
  const [price, address] = await Promise.all([
    priced!,
    named ?? ownAddressRow(database, owner, deliveryId).then((row) => ({ row })),
  ]);
  if ('error' in address) throw address.error;
  if ('error' in price) throw price.error;
  const { pricing, couponRow, couponUsed: usedSince } = price.value;
  // A once-per-shopper coupon on this cart that an order from the shopper's other cart has used
  // since: the total the shopper reviewed no longer holds, so they review it again.
  if (usedSince) throw couponUsed();
  // Likewise points an order from the other cart spent since this one changed: never a higher
  // total than the one reviewed. The refusal marks the cart changed, so its new total is what the
  // shopper reviews and confirms next.
  // The refusal names the total as it is now: this pricing may have read the balance before the
  // other order's debit.
  if (await pointsTakenSince(database, cart, pricing)) {
    const now = await priceLines(database, cart, lines, { userId, balanceOnlyWhenApplied: true });
    throw await pointsUsed(database, cart.id, now.pricing.raw.total);
  }
  const delivery = address.row;
  const billingId = input.billing_address_id || selected?.billingAddressId || delivery.id;
  // Countries and served pincodes are kept in memory: usually no round trip here.
  const [billing, refusal, deliveryCountry, contactRow] = await Promise.all([
    billingId === delivery.id ? delivery : ownAddressRow(database, owner, billingId),
    undeliverable(database, delivery),
    findCountry(database.db, delivery.countryIsoCode),
    userId ? accountContact(database, userId) : undefined,
  ]);
  if (refusal) throw badRequest(refusal);
  const guest = userId ? undefined : guestContact(input.contact ?? {}, delivery, deliveryCountry?.phoneCode);
  if (guest) requireVerified(app, cart, guest);
  const contact = guest ?? contactRow!;

  const codCharge = 0;
  const totals: OrderTotals = { ...pricing.raw, codCharge, total: pricing.raw.total + codCharge };
  const mode = checkedMode(input.mode, totals.total);
  if (guest && !anonymousMode(mode)) throw badRequest(CHECKOUT_MESSAGES.guestModeUnavailable(mode));
  const notForMode = couponModeRefusal(couponRow, pricing.coupon?.applicable ?? false, mode);
  if (notForMode) throw new ApiError(400, notForMode, undefined, { code: 'COUPON_NOT_FOR_MODE' });
  const prepaid = isPrepaidMode(mode);
  const provider = prepaid ? activeProvider() : undefined;
  if (prepaid && !provider?.modes.includes(mode)) throw badRequest(CHECKOUT_MESSAGES.paymentModeUnavailable(mode));
  const identifier = prepaid ? await paymentIdentifier(database, userId ?? null, mode, input.identifier) : undefined;
  const payment = prepaid
    ? pendingPayment({
        orderId: '',
        userId: userId ?? null,
        aggregator: provider!.name,
        mode,
        identifier: identifier ?? null,
        amountPaise: totals.total,
        expiresAt: new Date(Date.now() + paymentHoldSeconds() * 1000),
        linkId: null,
      })
    : undefined;
  maybeExpirePayments(database);
  const countries = new Map([[delivery.countryIsoCode, deliveryCountry]]);
  if (!countries.has(billing.countryIsoCode))
    countries.set(billing.countryIsoCode, await findCountry(database.db, billing.countryIsoCode));
  const orderId = newOrderId();
  const giftInfo = await giftRead;
  if ('error' in giftInfo) throw giftInfo.error;

  try {
    await database.db.transaction(async (tx) => {
      // The cart is claimed (archived, only while live and unchanged since it was priced: this also
      // holds its row lock) and the coupon's use recorded, in one statement.
      const claim = await claimCart(tx, {
        cartId: cart.id,
        pricedAt: new Date(cart.updated_at).getTime(),
        toleranceMs: CHECKOUT_LIMITS.changedToleranceMs,
        userId: userId ?? guestCouponKey(guest!),
        orderId,
        couponCode: pricing.coupon?.applicable ? (pricing.coupon.code ?? '') : null,
      });
      if (claim.claimed && couponRow?.once_per_shopper && pricing.coupon?.applicable && !claim.redeemed) {
        // Used by an order from the shopper's other cart placed at the same moment: one discount only.
        throw couponUsed();
      }
      if (!claim.claimed) {
        if (await cartArchivedNow(tx, cart.id))
          throw new ApiError(409, CHECKOUT_MESSAGES.alreadyOrdered, undefined, { code: 'CART_ORDERED' });
        throw new ApiError(409, CHECKOUT_MESSAGES.changed, undefined, { code: 'CART_CHANGED' });
      }
      await redeemCartPoints(tx, cart, pricing);
      const giftsGiven = giftLines(await giftsInStock(tx, gifts, lines), giftInfo.value);
      await insertOrder(
        tx,
        {
          id: orderId,
          userId: userId ?? null,
          cartId: cart.id,
          idempotencyKey: key,
          // A prepaid order waits for its payment, holding its stock until it is paid, fails or lapses.
          status: prepaid ? 'pending_payment' : 'placed',
          paymentMode: mode,
          paymentStatus: mode === 'PP' ? 'paid' : 'pending',
          totals,
          couponCode: pricing.coupon?.applicable ? pricing.coupon.code : null,
          pointsUsed: pricing.points.used,
          deliveryAddress: toAddress(delivery, countries.get(delivery.countryIsoCode)),
          billingAddress: toAddress(billing, countries.get(billing.countryIsoCode)),
          contactEmail: contact.email,
          contactPhone: contact.phone,
        },
        [...orderLines(lines, pricing), ...giftsGiven],
      );
      if (payment) await insertPayment(tx, { ...payment, orderId });
      await takeStock(tx, lines, giftsGiven);
    });
  } catch (error) {
    // Points spent by an order from the other cart placed at the same moment: the balance is short.
    if (error instanceof ApiError && error.extra?.code === 'NOT_ENOUGH_POINTS') {
      const now = await priceLines(database, cart, lines, { userId, balanceOnlyWhenApplied: true });
      throw await pointsUsed(database, cart.id, now.pricing.raw.total);
    }
    // The same key raced in on another connection and won: its order is the answer.
    const again = error instanceof ApiError ? undefined : await repeatOf(database, owner, key);
    if (again) return again;
    if (error instanceof ApiError && error.extra?.code === 'CART_ORDERED') {
      const earlier = await repeatOf(database, owner, key);
      if (earlier) return earlier;
    }
    throw error;
  }
  if (!payment) {
    tellOrderEvent(database, { orderId, event: 'placed' });
    return answerFor(orderId, mode, totals, cart.id, false);
  }
  const redirectUrl = await startPayment(database, { ...payment, orderId }, guest ?? {});
  return answerFor(orderId, mode, totals, cart.id, false, { ...payment, redirectUrl });
}

const couponUsed = () => new ApiError(409, COUPON_MESSAGES.alreadyUsed, undefined, { code: 'COUPON_USED' });

async function pointsUsed(database: Database, cartId: string, totalPaise: number): Promise<ApiError> {
  await touchCart(database, cartId);
  return new ApiError(409, CHECKOUT_MESSAGES.pointsUsed(rupees(totalPaise)), undefined, {
    code: 'POINTS_USED',
    total: totalPaise / 100,
  });
}
