// The tracking page's order (/order-tracking/:orderId[/:shipmentId]): each
// shipment (or the one named) with its status and timeline. For someone who is not the order's
// shopper the platform answers no address and nothing can be asked of it. A guest's own order
// (its cart cookie) may be cancelled here: it has no account pages.
import Link from '@/components/ui/link';
import type { OrderSchema } from '@/contract/types/order';
import { CheckoutEvents } from '@/components/checkout/checkout-events';
import { ORDER_PATHS } from '@/lib/order/constants';
import { ShipmentDetail } from './shipment-detail';
import styles from './orders.module.css';

type Props = {
  order: OrderSchema;
  own: boolean;
  shipmentId?: string;
  guest?: boolean;
  /** A guest's cancellation's outcome, in the platform's words. */
  notice?: { ok: boolean; message: string };
};

export function TrackedOrder({ order, own, shipmentId, guest = false, notice }: Props) {
  const shipments = shipmentId ? order.shipments.filter((s) => s.shipment_id === shipmentId) : order.shipments;
  return (
    <div className={styles.page} data-testid="tracked-order">
      <CheckoutEvents
        events={[{ name: 'order.tracking', payload: { order_id: order.order_id, shipment_id: shipmentId } }]}
      />
      <h1 className={styles.title}>Order {order.order_id}</h1>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="alert" data-testid="notice">
          {notice.message}
        </p>
      ) : null}
      {own && !guest ? (
        <p>
          <Link href={ORDER_PATHS.list}>All my orders</Link>
        </p>
      ) : null}
      <div className={styles.list}>
        {shipments.map((s) => (
          <ShipmentDetail key={s.shipment_id} shipment={s} own={own} guest={guest} />
        ))}
      </div>
    </div>
  );
}
