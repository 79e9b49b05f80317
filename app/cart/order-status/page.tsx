// /cart/order-status (000 section 2.1: success, order_id, ...): the placed order, or the failure
// with a way back to try again. The order is read as the signed-in shopper's: another shopper's
// order id shows the failure, never the order.
import type { Metadata } from 'next';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { CheckoutEvents } from '@/components/checkout/checkout-events';
import { OrderFailed, OrderPlaced } from '@/components/checkout/order-status-view';
import styles from '@/components/checkout/checkout.module.css';
import { signedInOnly } from '@/lib/user/guards';
import { loadOrder } from '@/lib/order/data';
import { CHECKOUT_PATHS } from '@/lib/checkout/constants';
import { CART_PATHS } from '@/lib/cart/constants';

export const metadata: Metadata = { title: 'Order status', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function OrderStatusPage({ searchParams }: Props) {
  const query = await searchParams;
  const orderId = first(query.order_id) ?? '';
  await signedInOnly(`${CHECKOUT_PATHS.status}?success=${first(query.success) ?? ''}&order_id=${encodeURIComponent(orderId)}`);
  const order = first(query.success) === 'true' && orderId ? await loadOrder(orderId) : undefined;
  const total = order?.breakup_values.find((r) => r.name === 'total')?.value;
  return (
    <div className={styles.page}>
      <CheckoutSteps current="done" />
      {order ? (
        <>
          <CheckoutEvents
            ordered
            events={[
              { name: 'order.processed', payload: { order_id: order.order_id, total, payment_mode: order.payment.mode } },
              { name: 'order.checkedout', payload: { order_id: order.order_id, total, payment_mode: order.payment.mode } },
            ]}
          />
          <OrderPlaced order={order} />
        </>
      ) : (
        <OrderFailed retryHref={CART_PATHS.bag} />
      )}
    </div>
  );
}
