// The placed order's shipments on the order-status page: what each holds, when it should arrive
// (its delivery promise), and links to see it in the shopper's orders, to track it and to its
// invoice where it has one. Plain links: it works without JavaScript.
import Link from '@/components/ui/link';
import type { OrderShipment } from '@/contract/types/order';
import { bagPriceText } from '@/lib/order/bag-price';
import { ORDER_PATHS, ORDER_WORDS } from '@/lib/order/constants';
import { promiseText } from '@/lib/logistics/promise-text';
import styles from './checkout.module.css';
import { LineThumb } from '@/components/ui/line-thumb';

/** guest: a guest's order (guest checkout) has no account pages: only its tracking page. */
export function PlacedShipments({ shipments, guest = false }: { shipments: OrderShipment[]; guest?: boolean }) {
  const one = shipments.length === 1;
  return (
    <ol className={styles.shipments}>
      {shipments.map((s) => (
        <li key={s.shipment_id} className={styles.shipment} data-testid="placed-shipment">
          <div className={styles.shipmentHead}>
            <h3 className={styles.shipmentId}>{ORDER_WORDS.shipmentNamed(s.shipment_id)}</h3>
            {s.delivery_promise ? (
              <p className={styles.promise} data-testid="delivery-promise">
                {promiseText(s.delivery_promise.formatted.min, s.delivery_promise.formatted.max)}
              </p>
            ) : null}
          </div>
          <ul className={styles.lines}>
            {s.bags.map((b) => (
              <li key={b.id} className={styles.line}>
                <LineThumb src={b.item.image[0]} />
                <div>
                  <p className={styles.lineName}>{b.item.name}</p>
                  <p className={styles.muted}>
                    Size {b.item.size} · Qty {b.quantity}
                  </p>
                </div>
                <span>{bagPriceText(b)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.shipmentLinks}>
            {guest ? null : (
              <Link href={ORDER_PATHS.shipment(s.shipment_id)} data-testid="view-order-link">
                {one ? ORDER_WORDS.viewOrder : ORDER_WORDS.viewShipment}
              </Link>
            )}
            <Link href={ORDER_PATHS.trackShipment(s.order_id, s.shipment_id)} data-testid="track-link">
              {ORDER_WORDS.track}
            </Link>
            {s.show_download_invoice && !guest ? (
              <Link href={ORDER_PATHS.invoice(s.shipment_id)} data-testid="invoice-link">
                {ORDER_WORDS.invoice}
              </Link>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
