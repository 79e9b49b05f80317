// /order-tracking/: anyone with an order number and the phone or email it was
// placed with sees where its shipments are; signed-in shoppers can go straight to their orders.
import type { Metadata } from 'next';
import { TrackingForm } from '@/components/order/tracking-form';
import styles from '@/components/order/orders.module.css';
import { ORDER_WORDS, TRACKING_FORM } from '@/lib/order/constants';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: ORDER_WORDS.trackTitle, robots: { index: false } };

export default async function OrderTrackingPage() {
  const notice = await readFormNotice();
  // A refusal keeps what was typed in both fields.
  const kept = notice?.kept.form === TRACKING_FORM ? notice.kept : {};
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ORDER_WORDS.trackTitle}</h1>
      <p className={styles.muted}>{ORDER_WORDS.trackLead}</p>
      <br />
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="alert" data-testid="notice">
          {notice.message}
        </p>
      ) : null}
      <TrackingForm orderId={kept.order_id} contact={kept.contact} />
    </div>
  );
}
