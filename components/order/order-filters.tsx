// The orders list's filters as a GET form (works without JavaScript): status and date range
// (status and selected_date_filter: 30, 180, 365, 730 days).
import { DATE_RANGES, ORDER_PATHS, STATUS_FILTERS } from '@/lib/order/constants';
import styles from './orders.module.css';

const RANGE_LABELS: Record<number, string> = {
  30: 'Last 30 days',
  180: 'Last 6 months',
  365: 'Last year',
  730: 'Last 2 years',
};

export function OrderFilters({ status, days }: { status: number; days: number }) {
  return (
    <form method="get" action={ORDER_PATHS.list} className={styles.filters} aria-label="Filter orders">
      <label>
        Status
        <select name="status" defaultValue={String(status)} className={styles.select}>
          {STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Placed in
        <select name="selected_date_filter" defaultValue={String(days)} className={styles.select}>
          {DATE_RANGES.map((d) => (
            <option key={d} value={d}>
              {RANGE_LABELS[d]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.button}>
        Show
      </button>
    </form>
  );
}
