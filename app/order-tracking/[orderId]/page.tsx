// /order-tracking/:orderId: the order for its shopper, or for a visitor who gave
// its phone or email on /order-tracking/ (remembered an hour); otherwise the form again.
import type { Metadata } from 'next';
import { TrackedOrder } from '@/components/order/tracked-order';
import { TrackingForm } from '@/components/order/tracking-form';
import styles from '@/components/order/orders.module.css';
import { loadTrackedOrder } from '@/lib/order/data';
import { currentShopper } from '@/lib/user/data';
import { ORDER_WORDS } from '@/lib/order/constants';

export const metadata: Metadata = { title: ORDER_WORDS.trackTitle, robots: { index: false } };

export default async function TrackedOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const found = await loadTrackedOrder(orderId.toUpperCase());
  // Its own order without a session: a guest's (guest checkout), which it may cancel here.
  if (found) return <TrackedOrder order={found.order} own={found.own} guest={found.own && !(await currentShopper())} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ORDER_WORDS.trackTitle}</h1>
      <p className={styles.muted}>{ORDER_WORDS.trackLead}</p>
      <br />
      <TrackingForm orderId={orderId.slice(0, 40)} />
    </div>
  );
}
