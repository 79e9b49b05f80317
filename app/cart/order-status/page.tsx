// /cart/order-status (success, order_id, ...): the placed order, or the failure
// with a way back to try again (a refused payment: the payment step, its bag restored). The order is read as the signed-in shopper's: another shopper's
// order id shows the failure, never the order.
import type { Metadata } from 'next';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { CheckoutEvents } from '@/components/checkout/checkout-events';
import { OrderFailed, OrderPending, OrderPlaced } from '@/components/checkout/order-status-view';
import styles from '@/components/checkout/checkout.module.css';
import { signedInOnly } from '@/lib/user/guards';
import { loadOrder, readOrder } from '@/lib/order/data';
import { loadPaymentLink, pollPayment } from '@/lib/payment/data';
import { PENDING_REFRESH_SECONDS } from '@/lib/payment/constants';
import { CHECKOUT_PATHS } from '@/lib/checkout/constants';
import { retryPath } from '@/lib/checkout/data';
import { CART_PATHS } from '@/lib/cart/constants';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Order status', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function OrderStatusPage({ searchParams }: Props) {
  const query = await pageQuery(searchParams);
  const orderId = first(query.order_id) ?? '';
  await signedInOnly(
    `${CHECKOUT_PATHS.status}?success=${first(query.success) ?? ''}&order_id=${encodeURIComponent(orderId)}`,
  );
  let order = orderId ? await loadOrder(orderId) : undefined;
  // Back from the provider before its word reached the platform: ask once, then read again.
  let polled = order?.order_status === 'pending_payment' ? await pollPayment(orderId) : undefined;
  if (order?.order_status === 'pending_payment' && polled?.status !== 'pending') order = await readOrder(orderId);
  const paymentFailed = order?.order_status === 'payment_failed';
  // Why, in the provider's words ("Your card was declined"), so the shopper knows what to change.
  if (paymentFailed) polled ??= await pollPayment(orderId);
  const linkId = first(query.link);
  const link = order?.order_status === 'pending_payment' && linkId ? await loadPaymentLink(linkId) : undefined;
  const total = order?.breakup_values.find((r) => r.name === 'total')?.value;
  const placed = order && first(query.success) === 'true' && order.order_status === 'placed' ? order : undefined;
  return (
    <div className={styles.page}>
      {/* A payment still open or refused leaves the shopper at the payment step. */}
      <CheckoutSteps current={placed ? 'done' : 'payment'} />
      {order?.order_status === 'pending_payment' ? (
        <>
          {/* Slowly: a refresh would clear an email being typed into the payment-link form. */}
          <meta httpEquiv="refresh" content={String(PENDING_REFRESH_SECONDS)} />
          <OrderPending orderId={orderId} linkUrl={link?.payment_link_url} />
        </>
      ) : placed ? (
        <>
          <CheckoutEvents
            ordered
            events={[
              {
                name: 'order.processed',
                payload: { order_id: placed.order_id, total, payment_mode: placed.payment.mode },
              },
              {
                name: 'order.checkedout',
                payload: { order_id: placed.order_id, total, payment_mode: placed.payment.mode },
              },
            ]}
          />
          <OrderPlaced order={placed} />
        </>
      ) : (
        <OrderFailed
          retryHref={paymentFailed ? retryPath(order?.delivery_address.id, CART_PATHS.bag) : CART_PATHS.bag}
          paymentFailed={paymentFailed}
          reason={paymentFailed ? polled?.failure_reason : undefined}
        />
      )}
    </div>
  );
}
