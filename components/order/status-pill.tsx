// A shipment's status as a coloured pill (the status's hex_code from the platform).
import type { OrderStatus } from '@/contract/types/order';
import styles from './orders.module.css';

export function StatusPill({ status }: { status: OrderStatus }) {
  return (
    <span
      className={styles.pill}
      style={{ ['--pill' as string]: status.hex_code }}
      data-testid="shipment-status"
      data-status={status.value}
    >
      {status.title}
    </span>
  );
}
