// The order-status page's body (/cart/order-status): the placed order's number,
// what was bought in each shipment and when it should arrive, where it goes, how it is paid and
// the breakup as charged.
import Link from '@/components/ui/link';
import { addressLine } from '@/contract/address';
import type { OrderById } from '@/contract/types/order';
import { BreakupList } from '@/components/ui/breakup-list';
import { PlacedShipments } from './placed-shipments';
import { PAYMENT_WORDS } from '@/lib/payment/constants';
import { askSomeoneToPay } from '@/lib/checkout/actions';
import styles from './checkout.module.css';

export function OrderPlaced({ order, guest = false }: { order: OrderById['order']; guest?: boolean }) {
  const bags = order.shipments.flatMap((s) => s.bags);
  return (
    <div data-testid="order-placed">
      <div className={styles.success}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1>Thank you! Your order is placed.</h1>
        <p className={styles.muted}>
          Order number <strong data-testid="order-id">{order.order_id}</strong>
        </p>
      </div>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="items-heading">
          <h2 id="items-heading">
            {bags.length} {bags.length === 1 ? 'item' : 'items'} in {order.total_shipments_in_order}{' '}
            {order.total_shipments_in_order === 1 ? 'shipment' : 'shipments'}
          </h2>
          <PlacedShipments shipments={order.shipments} guest={guest} />
          <h2>Delivering to</h2>
          <p className={styles.muted}>
            <strong>{order.delivery_address.name}</strong> · {addressLine(order.delivery_address)}
          </p>
        </section>
        <section className={styles.panel} aria-labelledby="paid-heading">
          <h2 id="paid-heading">{order.payment.display_name}</h2>
          <BreakupList
            rows={order.breakup_values.map((r) => ({
              key: r.name,
              label: r.display,
              value: r.value,
              currency: r.currency_code,
            }))}
            testIdPrefix="order"
            className={styles.breakup}
            totalClassName={styles.total}
          />
          <Link href="/products/" className={styles.primary}>
            Continue shopping
          </Link>
        </section>
      </div>
    </div>
  );
}

/** Waiting for the payment; the shopper may ask someone else to pay by a payment link meanwhile. */
export function OrderPending({ orderId, linkUrl }: { orderId: string; linkUrl?: string }) {
  return (
    <div className={styles.waiting} data-testid="order-pending" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <h1>{PAYMENT_WORDS.pending}</h1>
      <p className={styles.muted}>{PAYMENT_WORDS.pendingNote}</p>
      {linkUrl ? (
        <div className={styles.share}>
          <p>{PAYMENT_WORDS.linkReady}</p>
          <p className={styles.shareUrl} data-testid="payment-link-url">
            {linkUrl}
          </p>
        </div>
      ) : (
        <form action={askSomeoneToPay} className={styles.share}>
          <h2>{PAYMENT_WORDS.askSomeone}</h2>
          <p className={styles.muted}>{PAYMENT_WORDS.askSomeoneNote}</p>
          <input type="hidden" name="order_id" value={orderId} />
          <label className={styles.fieldLabel} htmlFor="payer-email">
            {PAYMENT_WORDS.payerEmail}
          </label>
          <input
            id="payer-email"
            className={styles.input}
            type="email"
            name="email"
            autoComplete="off"
            maxLength={254}
          />
          <button type="submit" className={styles.primary}>
            {PAYMENT_WORDS.makeLink}
          </button>
        </form>
      )}
    </div>
  );
}

export function OrderFailed({
  retryHref,
  paymentFailed = false,
  reason,
}: {
  retryHref: string;
  paymentFailed?: boolean;
  reason?: string | null;
}) {
  return (
    <div className={styles.success} data-testid="order-failed">
      <span className={`${styles.tick} ${styles.tickFailed}`} aria-hidden="true">
        !
      </span>
      <h1>{paymentFailed ? PAYMENT_WORDS.failed : 'Your order could not be placed'}</h1>
      {reason ? <p data-testid="payment-failure-reason">{reason.replace(/\.?$/, '.')}</p> : null}
      <p className={styles.muted}>
        {paymentFailed ? PAYMENT_WORDS.failedNote : 'Nothing was charged. Your bag is as you left it.'}
      </p>
      <Link href={retryHref} className={styles.primary}>
        {PAYMENT_WORDS.tryAgain}
      </Link>
    </div>
  );
}
