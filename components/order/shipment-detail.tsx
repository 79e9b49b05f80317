// A shipment's page body (shipment-details): its items and why any were cancelled
// or returned, where it is on its way, what may be asked now (cancel, return), the refund it gave
// and where to send one that waits for an account, the invoice, the address and what was paid;
// while it is on its way, when it should arrive.
import Link from '@/components/ui/link';
import { addressLine } from '@/contract/address';
import type { OrderShipment } from '@/contract/types/order';
import { formatPrice } from '@/lib/catalog/price';
import { formatDay } from '@/lib/shared/format';
import { ORDER_PATHS, ORDER_WORDS } from '@/lib/order/constants';
import { bagPriceText } from '@/lib/order/bag-price';
import { promiseText } from '@/lib/logistics/promise-text';
import { StatusPill } from './status-pill';
import { ShipmentTimeline } from './shipment-timeline';
import styles from './orders.module.css';
import { LineThumb } from '@/components/ui/line-thumb';

const REFUND_STATES: Record<string, string> = {
  pending: 'On its way',
  processing: 'On its way',
  refunded: 'Refunded',
  awaiting_beneficiary: 'Waiting for your account',
  failed: 'Failed',
};

type Props = {
  shipment: OrderShipment;
  own?: boolean;
  /** A guest's own order (guest checkout): it may cancel here; returns and invoices need an account. */
  guest?: boolean;
};

export function ShipmentDetail({ shipment, own = true, guest = false }: Props) {
  const refund = shipment.refund_details;
  const canReturn = shipment.can_return && !guest;
  const invoice = shipment.show_download_invoice && !guest;
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby="items-heading">
        <div className={styles.cardHead}>
          <h2 id="items-heading">Shipment {shipment.shipment_id}</h2>
          <StatusPill status={shipment.shipment_status} />
        </div>
        <ul className={styles.items}>
          {shipment.bags.map((b) => (
            <li key={b.id} className={styles.item} data-testid="shipment-bag">
              <LineThumb src={b.item.image[0]} />
              <div>
                <p className={styles.name}>{b.item.name}</p>
                <p className={styles.muted}>
                  {b.item.brand.name ? `${b.item.brand.name} · ` : ''}Size {b.item.size} · Qty {b.quantity}
                </p>
                {b.reason ? <p className={styles.muted}>Reason: {b.reason.reason_text}</p> : null}
              </div>
              <span>{bagPriceText(b)}</span>
            </li>
          ))}
        </ul>
        {shipment.qc_image_urls.length ? (
          <div className={styles.photos} aria-label="Your photos">
            {shipment.qc_image_urls.map((u) => (
              // eslint-disable-next-line @next/next/no-img-element -- the shopper's own upload
              <img key={u} src={u} alt="A photo you sent" width={72} height={72} loading="lazy" />
            ))}
          </div>
        ) : null}
        {own && (shipment.can_cancel || canReturn || invoice) ? (
          <div className={styles.actions}>
            {shipment.can_cancel ? (
              <Link
                href={
                  guest
                    ? ORDER_PATHS.guestCancel(shipment.order_id, shipment.shipment_id)
                    : ORDER_PATHS.update(shipment.shipment_id, 'cancel')
                }
                className={styles.ghost}
                data-testid="cancel-link"
              >
                {shipment.allowed_statuses.includes('cancelled_customer') ? 'Cancel' : 'Ask to cancel'}
              </Link>
            ) : null}
            {canReturn ? (
              <Link
                href={ORDER_PATHS.update(shipment.shipment_id, 'return')}
                className={styles.ghost}
                data-testid="return-link"
              >
                Return
              </Link>
            ) : null}
            {invoice ? (
              <Link href={ORDER_PATHS.invoice(shipment.shipment_id)} className={styles.ghost}>
                {ORDER_WORDS.invoice}
              </Link>
            ) : null}
          </div>
        ) : null}
        {shipment.returnable_date && shipment.can_return ? (
          <p className={styles.muted}>Returnable until {formatDay(shipment.returnable_date)}</p>
        ) : null}
      </section>
      <section className={styles.panel} aria-labelledby="track-heading">
        <h2 id="track-heading">Tracking</h2>
        {shipment.delivery_promise ? (
          <p className={styles.name} data-testid="delivery-promise">
            {promiseText(shipment.delivery_promise.formatted.min, shipment.delivery_promise.formatted.max)}
          </p>
        ) : null}
        <ShipmentTimeline steps={shipment.tracking_details} />
        {refund ? (
          <div className={styles.refund} data-testid="refund" data-status={refund.status}>
            <strong>
              Refund {formatPrice(refund.amount)}
              {refund.points ? ` and ${refund.points} points` : ''}: {REFUND_STATES[refund.status] ?? refund.status}
            </strong>
            <span className={styles.muted}>
              {refund.method === 'source' ? 'To the way you paid.' : 'To the account you gave us.'}
            </span>
            {own && !guest && shipment.beneficiary_details ? (
              <Link
                href={ORDER_PATHS.refund(shipment.order_id, shipment.shipment_id)}
                className={styles.button}
                data-testid="refund-account-link"
              >
                {ORDER_WORDS.refundWaiting}
              </Link>
            ) : null}
          </div>
        ) : null}
        {own ? (
          <>
            <h2>Delivering to</h2>
            <p className={styles.muted}>
              <strong>{shipment.delivery_address.name}</strong> · {addressLine(shipment.delivery_address)}
            </p>
          </>
        ) : null}
        <dl className={styles.breakup}>
          {shipment.breakup_values.map((r) => (
            <div key={r.name}>
              <dt>{r.display}</dt>
              <dd>{formatPrice(r.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
