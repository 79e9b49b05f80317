// /profile/orders/shipment/{id} (shipment-details): one shipment of the shopper's,
// with its order; someone else's id is the 404 page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from '@/components/ui/link';
import { ShipmentDetail } from '@/components/order/shipment-detail';
import { CheckoutEvents } from '@/components/checkout/checkout-events';
import styles from '@/components/order/orders.module.css';
import { signedInOnly } from '@/lib/user/guards';
import { requireCartEnabled } from '@/lib/cart/data';
import { loadShipment } from '@/lib/order/data';
import { ORDER_PATHS } from '@/lib/order/constants';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: 'Shipment', robots: { index: false } };

export default async function ShipmentPage({ params }: { params: Promise<{ shipmentId: string }> }) {
  await requireCartEnabled();
  const { shipmentId } = await params;
  await signedInOnly(ORDER_PATHS.shipment(shipmentId));
  const [shipment, notice] = await Promise.all([loadShipment(shipmentId), readFormNotice()]);
  if (!shipment) notFound();
  return (
    <div className={styles.page}>
      <CheckoutEvents
        events={[
          {
            name: 'order.shipment',
            payload: {
              order_id: shipment.order_id,
              shipment_id: shipment.shipment_id,
              status: shipment.shipment_status.value,
            },
          },
          ...(shipment.refund_details?.status === 'refunded'
            ? [
                {
                  name: 'refund.success' as const,
                  payload: {
                    order_id: shipment.order_id,
                    shipment_id: shipment.shipment_id,
                    amount: shipment.refund_details.amount,
                    method: shipment.refund_details.method,
                  },
                },
              ]
            : []),
        ]}
      />
      <p>
        <Link href={ORDER_PATHS.list}>← My orders</Link>
      </p>
      <h1 className={styles.title}>Order {shipment.order_id}</h1>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="status" data-testid="notice">
          {notice.message}
        </p>
      ) : null}
      <ShipmentDetail shipment={shipment} />
    </div>
  );
}
