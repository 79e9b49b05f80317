// Payment API (001 section 7, payment/v1.0), mounted at /service/application/payment, in the
// official SDK's shapes: options, the status poll, pay-later customer validation, VPA validation
// and saved cards. Signed-in shoppers only; every order, payment and card is read as the caller's
// (someone else's is 404 like one that does not exist).
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { requireShopper } from '../user';
import { orderForShopper } from '../order/order-store';
import { ORDER_STATUS_PATH } from '../checkout/constants';
import { cardRemoveBody, cardsQuery, customerValidationBody, optionsQuery, pollingBody, vpaBody } from './schemas';
import { paymentOptions } from './options-service';
import { pricedCart } from './cart-total';
import { paymentOfOrder } from './payment-store';
import { maybeExpirePayments, refreshPayment } from './expiry';
import { cardsOf, cardView, removeCard } from './card-service';
import { validatePayLaterCustomer } from './pay-later';
import { PAYMENT_MESSAGES } from './messages';
import { VPA_PATTERN } from './constants';
import { activeProvider } from './providers';

export const paymentRoutes = new Hono<PlatformEnv>();
const V1 = '/v1.0';

paymentRoutes.get(`${V1}/payment/options`, async (c) => {
  const { userId } = await requireShopper(c);
  const qs = query(c, optionsQuery);
  maybeExpirePayments(c.get('database'));
  const { pricing } = await pricedCart(c, userId, { id: qs.cart_id, buyNow: qs.buy_now });
  return c.json(await paymentOptions(c.get('database'), userId, pricing.raw.total));
});

const POLL_STATUS = { paid: 'complete', pending: 'pending', failed: 'failed', expired: 'failed', refund_due: 'failed' } as const;

paymentRoutes.post(`${V1}/payment/confirm/polling`, async (c) => {
  const { userId } = await requireShopper(c);
  const input = await body(c, pollingBody);
  const orderId = (input.merchant_order_id ?? input.order_id)!;
  const database = c.get('database');
  const [order, payment] = await Promise.all([orderForShopper(database, userId, orderId), paymentOfOrder(database.db, orderId)]);
  if (!order || !payment) throw notFound(order ? PAYMENT_MESSAGES.noPayment : PAYMENT_MESSAGES.orderNotFound);
  await refreshPayment(database, payment);
  const now = (await paymentOfOrder(database.db, orderId))!;
  const status = POLL_STATUS[now.status];
  return c.json({
    success: status === 'complete',
    status,
    retry: status === 'pending',
    aggregator_name: now.aggregator,
    failure_reason: now.failureReason,
    redirect_url: status === 'pending' ? '' : `${ORDER_STATUS_PATH}?success=${status === 'complete'}&order_id=${encodeURIComponent(orderId)}`,
  });
});

paymentRoutes.post(`${V1}/payment/customer/validation`, async (c) => {
  await requireShopper(c);
  return c.json(validatePayLaterCustomer(await body(c, customerValidationBody)));
});

paymentRoutes.post(`${V1}/validate-vpa`, async (c) => {
  await requireShopper(c);
  const { upi_vpa } = await body(c, vpaBody);
  const valid = VPA_PATTERN.test(upi_vpa);
  return c.json({ success: true, data: { upi_vpa, status: valid ? 'VALID' : 'INVALID', is_valid: valid, customer_name: valid ? upi_vpa.split('@')[0] : '' }, message: valid ? PAYMENT_MESSAGES.vpaValid : PAYMENT_MESSAGES.badVpa });
});

paymentRoutes.get(`${V1}/cards`, async (c) => {
  const { userId } = await requireShopper(c);
  query(c, cardsQuery);
  return c.json({ success: true, message: PAYMENT_MESSAGES.cardsListed, data: (await cardsOf(c.get('database'), userId)).map(cardView) });
});

paymentRoutes.post(`${V1}/card/remove`, async (c) => {
  const { userId } = await requireShopper(c);
  const { card_id } = await body(c, cardRemoveBody);
  if (!(await removeCard(c.get('database'), userId, card_id))) throw notFound(PAYMENT_MESSAGES.cardNotFound);
  return c.json({ success: true, message: PAYMENT_MESSAGES.cardRemoved });
});

paymentRoutes.get(`${V1}/card/aggregator`, async (c) => {
  await requireShopper(c);
  return c.json({ success: true, message: '', cards: { aggregator: activeProvider().name, api: '/sandbox/pay', customer_id: '' } });
});
