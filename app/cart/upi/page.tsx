// /cart/upi: the shopper approves a UPI collect request in their app while this
// page asks the platform how the payment stands. Each view polls once on the server and, while
// the payment is pending, refreshes itself every few seconds (a meta refresh: no JavaScript
// needed); once it is paid or failed the shopper goes on to /cart/order-status.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import styles from '@/components/checkout/checkout.module.css';
import { pollPayment } from '@/lib/payment/data';
import { PAYMENT_WORDS, SANDBOX_UPI_APP, UPI_REFRESH_SECONDS } from '@/lib/payment/constants';
import { CHECKOUT_PATHS } from '@/lib/checkout/constants';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'UPI payment', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function UpiPage({ searchParams }: Props) {
  const query = await pageQuery(searchParams);
  const orderId = first(query.order_id) ?? '';
  const app = first(query.app) ?? '';
  const poll = await pollPayment(orderId);
  if (!poll) redirect(`${CHECKOUT_PATHS.status}?success=false`);
  if (poll.status !== 'pending')
    redirect(
      poll.redirect_url ||
        `${CHECKOUT_PATHS.status}?success=${poll.status === 'complete'}&order_id=${encodeURIComponent(orderId)}`,
    );
  return (
    <div className={styles.page}>
      <meta httpEquiv="refresh" content={String(UPI_REFRESH_SECONDS)} />
      <CheckoutSteps current="payment" />
      <section className={`${styles.panel} ${styles.waiting}`} data-testid="upi-waiting" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <h1 className={styles.title}>{PAYMENT_WORDS.upiTitle}</h1>
        <p className={styles.muted}>{PAYMENT_WORDS.upiWaiting}</p>
        {SANDBOX_UPI_APP.test(app) ? (
          <a className={styles.secondary} href={app} target="_blank" rel="noopener">
            {PAYMENT_WORDS.openUpiApp}
          </a>
        ) : null}
      </section>
    </div>
  );
}
