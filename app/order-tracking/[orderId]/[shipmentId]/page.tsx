// /order-tracking/:orderId/:shipmentId: one shipment of a tracked order.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TrackedOrder } from '@/components/order/tracked-order';
import { TrackingForm } from '@/components/order/tracking-form';
import styles from '@/components/order/orders.module.css';
import { loadTrackedOrder } from '@/lib/order/data';
import { currentShopper } from '@/lib/user/data';
import { readFormNotice } from '@/lib/forms/notice';
import { ORDER_WORDS } from '@/lib/order/constants';

export const metadata: Metadata = { title: ORDER_WORDS.trackTitle, robots: { index: false } };

export default async function TrackedShipmentPage({
  params,
}: {
  params: Promise<{ orderId: string; shipmentId: string }>;
}) {
  const { orderId, shipmentId } = await params;
  const found = await loadTrackedOrder(orderId.toUpperCase());
  if (!found) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{ORDER_WORDS.trackTitle}</h1>
        <TrackingForm orderId={orderId.slice(0, 40)} />
      </div>
    );
  }
  if (!found.order.shipments.some((s) => s.shipment_id === shipmentId)) notFound();
  // Its own order without a session: a guest's (guest checkout), which it may cancel here.
  const [shopper, notice] = await Promise.all([currentShopper(), readFormNotice()]);
  const guest = found.own && !shopper;
  return <TrackedOrder order={found.order} own={found.own} shipmentId={shipmentId} guest={guest} notice={notice} />;
}
