// One order in the list: its number and date, then each shipment with its status and items,
// linking to the shipment's page.
import Link from '@/components/ui/link';
import type { OrderSchema } from '@/contract/types/order';
import { formatPrice } from '@/lib/catalog/price';
import { formatDay } from '@/lib/shared/format';
import { ORDER_PATHS } from '@/lib/order/constants';
import { StatusPill } from './status-pill';
import styles from './orders.module.css';
import { LineThumb } from '@/components/ui/line-thumb';

export function OrderCard({ order }: { order: OrderSchema }) {
  const total = order.breakup_values.find((r) => r.name === 'total')?.value ?? 0;
  return (
    <li className={styles.card} data-testid="order-card" data-order-id={order.order_id}>
      <div className={styles.cardHead}>
        <h2>Order {order.order_id}</h2>
        <p className={styles.muted}>
          {formatDay(order.order_created_time)} · {formatPrice(total)} · {order.payment.display_name}
        </p>
      </div>
      {order.shipments.map((s) => (
        <Link
          key={s.shipment_id}
          href={ORDER_PATHS.shipment(s.shipment_id)}
          className={styles.shipment}
          data-testid="order-shipment"
        >
          <span className={styles.thumbs} aria-hidden="true">
            {s.bags.slice(0, 3).map((b) => (
              <LineThumb key={b.id} src={b.item.image[0]} size="small" optional />
            ))}
          </span>
          <span>
            <p className={styles.name}>{s.bags.map((b) => b.item.name).join(', ')}</p>
            <p className={styles.muted}>
              {s.total_bags} {s.total_bags === 1 ? 'piece' : 'pieces'} ·{' '}
              <span className={styles.shipmentId}>Shipment {s.shipment_id}</span>
            </p>
          </span>
          <StatusPill status={s.shipment_status} />
        </Link>
      ))}
    </li>
  );
}
