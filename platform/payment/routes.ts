// Payment API (payment/v1.0), mounted at /service/application/payment, in the
// official SDK's shapes: options, the status poll, pay-later customer validation, VPA validation
// and saved cards. Signed-in shoppers only; every order, payment and card is read as the caller's
// (someone else's is 404 like one that does not exist).
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { shopOrigin, caller, requireShopper } from '../user';
import { cancelLink, createLink, linkDetails, linkOrderId, linkPath, payLink, resendLink } from './link-service';
import { body, query } from '../http/validate';
import { orderForOwner, orderState } from '../order';
import { shopperOrGuest } from '../cart';
import { ORDER_STATUS_PATH } from './constants';
import {
  cardRemoveBody,
  cardsQuery,
  createLinkBody,
  customerValidationBody,
  linkBody,
  linkQuery,
  optionsQuery,
  payLinkBody,
  pollingBody,
  vpaBody,
} from './schemas';
import { paymentOptions } from './options-service';
import { pricedCart } from './cart-total';
import { paymentOfOrder, paymentsOfOrder } from './payment-store';
import { maybeExpirePayments, refreshPayment } from './expiry';
import { cardsOf, cardView, removeCard } from './card-service';
import { validatePayLaterCustomer } from './pay-later';
import { PAYMENT_MESSAGES } from './messages';
import { VPA_PATTERN } from '../../contract/payment-methods';
import { activeProvider } from './providers';
import { refundAccountRoutes } from './refund-accounts-routes';

export const paymentRoutes = new Hono<PlatformEnv>();
const V1 = '/v1.0';

// Refund accounts: ifsc-code/verify and refund/* (refund-accounts-routes.ts).
paymentRoutes.route('/', refundAccountRoutes);

paymentRoutes.get(`${V1}/payment/options`, async (c) => {
  const qs = query(c, optionsQuery);
  const owner = await shopperOrGuest(c, { buyNow: qs.buy_now });
  const userId = 'userId' in owner ? owner.userId : undefined;
  maybeExpirePayments(c.get('database'));
  const { pricing } = await pricedCart(c, userId, { id: qs.cart_id, buyNow: qs.buy_now });
  // A guest is offered what it may pay with without an account (anonymous_enable).
  return c.json(await paymentOptions(c.get('database'), userId ?? null, pricing.raw.total, { guest: !userId }));
});

/** How an order's payment stands, after asking the provider about each open attempt. */
export async function pollOrderPayment(database: Database, orderId: string) {
  for (const payment of await paymentsOfOrder(database.db, orderId)) await refreshPayment(database, payment);
  const [order, payments] = await Promise.all([orderState(database, orderId), paymentsOfOrder(database.db, orderId)]);
  const status = order?.status === 'placed' ? 'complete' : order?.status === 'pending_payment' ? 'pending' : 'failed';
  const last = payments.at(-1);
  return {
    success: status === 'complete',
    status,
    retry: status === 'pending',
    aggregator_name: last?.aggregator ?? '',
    failure_reason:
      status === 'failed' ? ([...payments].reverse().find((p) => p.failureReason)?.failureReason ?? null) : null,
    redirect_url:
      status === 'pending'
        ? ''
        : `${ORDER_STATUS_PATH}?success=${status === 'complete'}&order_id=${encodeURIComponent(orderId)}`,
  } as const;
}

paymentRoutes.post(`${V1}/payment/confirm/polling`, async (c) => {
  const owner = await shopperOrGuest(c);
  const input = await body(c, pollingBody);
  const orderId = (input.merchant_order_id ?? input.order_id)!;
  const database = c.get('database');
  const [order, payment] = await Promise.all([
    orderForOwner(database, owner, orderId),
    paymentOfOrder(database.db, orderId),
  ]);
  if (!order || !payment) throw notFound(order ? PAYMENT_MESSAGES.noPayment : PAYMENT_MESSAGES.orderNotFound);
  return c.json(await pollOrderPayment(database, orderId));
});

paymentRoutes.post(`${V1}/payment/customer/validation`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, customerValidationBody);
  // The credit asked for is the bag's total as the server prices it; the amount sent counts only without a bag.
  const total = await pricedCart(c, userId, {}).then(
    ({ pricing }) => pricing.raw.total,
    () => input.transaction_amount_in_paise,
  );
  return c.json(validatePayLaterCustomer({ ...input, transaction_amount_in_paise: total }));
});

paymentRoutes.post(`${V1}/validate-vpa`, async (c) => {
  await requireShopper(c);
  const { upi_vpa } = await body(c, vpaBody);
  const valid = VPA_PATTERN.test(upi_vpa);
  return c.json({
    success: true,
    data: {
      upi_vpa,
      status: valid ? 'VALID' : 'INVALID',
      is_valid: valid,
      customer_name: valid ? upi_vpa.split('@')[0] : '',
    },
    message: valid ? PAYMENT_MESSAGES.vpaValid : PAYMENT_MESSAGES.badVpa,
  });
});

paymentRoutes.get(`${V1}/cards`, async (c) => {
  const { userId } = await requireShopper(c);
  query(c, cardsQuery);
  return c.json({
    success: true,
    message: PAYMENT_MESSAGES.cardsListed,
    data: (await cardsOf(c.get('database'), userId)).map(cardView),
  });
});

paymentRoutes.post(`${V1}/card/remove`, async (c) => {
  const { userId } = await requireShopper(c);
  const { card_id } = await body(c, cardRemoveBody);
  if (!(await removeCard(c.get('database'), userId, card_id))) throw notFound(PAYMENT_MESSAGES.cardNotFound);
  return c.json({ success: true, message: PAYMENT_MESSAGES.cardRemoved });
});

paymentRoutes.get(`${V1}/card/aggregator`, async (c) => {
  await requireShopper(c);
  return c.json({
    success: true,
    message: '',
    cards: {
      aggregator: activeProvider()?.name ?? '',
      api: activeProvider()?.name === 'sandbox' ? '/sandbox/pay' : '',
      customer_id: '',
    },
  });
});

// Payment links: made, cancelled and resent by the order's shopper; read, paid and polled by
// whoever holds the link (a signed application call, no session needed).
const originOf = (c: Context<PlatformEnv>) => shopOrigin(caller(c).shop);
const merchantOf = (c: Context<PlatformEnv>) => c.get('application')?.name ?? 'Shop';

paymentRoutes.post(`${V1}/create-payment-link`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, createLinkBody);
  return c.json(await createLink(c.get('database'), userId, input, originOf(c), merchantOf(c), caller(c).ip));
});

paymentRoutes.get(`${V1}/create-payment-link`, async (c) => {
  const { payment_link_id } = query(c, linkQuery);
  return c.json(await linkDetails(c.get('database'), payment_link_id, originOf(c), merchantOf(c)));
});

paymentRoutes.post(`${V1}/cancel-payment-link`, async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await cancelLink(c.get('database'), userId, (await body(c, linkBody)).payment_link_id));
});

paymentRoutes.post(`${V1}/resend-payment-link`, async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(
    await resendLink(
      c.get('database'),
      userId,
      (await body(c, linkBody)).payment_link_id,
      originOf(c),
      merchantOf(c),
      caller(c).ip,
    ),
  );
});

paymentRoutes.get(`${V1}/payment/options/link`, async (c) => {
  const { payment_link_id } = query(c, linkQuery);
  const database = c.get('database');
  const details = await linkDetails(database, payment_link_id, originOf(c), merchantOf(c));
  if (details.payment_link_current_status !== 'active') throw badRequest(PAYMENT_MESSAGES.link.notActive);
  const options = await paymentOptions(database, null, Math.round(details.amount * 100));
  // Paid by whoever holds the link: online modes only (no cash on delivery, no pay-later).
  options.payment_options.payment_option = options.payment_options.payment_option.filter(
    (o) => !['COD', 'PP', 'PL'].includes(o.name),
  );
  return c.json(options);
});

paymentRoutes.post(`${V1}/payment/request/link`, async (c) => {
  const input = await body(c, payLinkBody);
  return c.json(await payLink(c.get('database'), input.payment_link_id, input.mode, input.identifier));
});

async function pollLink(c: Context<PlatformEnv>, id: string) {
  const database = c.get('database');
  const answer = await pollOrderPayment(database, await linkOrderId(database, id));
  return c.json({
    ...answer,
    payment_link_id: id,
    http_status: 200,
    status_code: 200,
    message: answer.status,
    redirect_url: answer.status === 'pending' ? '' : linkPath(id),
  });
}

paymentRoutes.get(`${V1}/polling-payment-link`, async (c) => pollLink(c, query(c, linkQuery).payment_link_id));
paymentRoutes.post(`${V1}/payment/confirm/polling/link`, async (c) =>
  pollLink(c, (await body(c, linkBody)).payment_link_id),
);
