// A price breakup as the platform computed it (cart or order): label and amount per row, the
// total row set apart. The caller's styles lay it out; this only says what is shown.
import { formatPrice } from '@/lib/catalog/price';

export type BreakupRow = { key: string; label: string; value: number; currency?: string };

export function BreakupList({
  rows,
  testIdPrefix,
  className,
  totalClassName,
}: {
  rows: BreakupRow[];
  testIdPrefix: string;
  className: string;
  totalClassName: string;
}) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.key === 'total' ? totalClassName : undefined}
          data-testid={`${testIdPrefix}-${row.key}`}
        >
          <dt>{row.label}</dt>
          <dd>{formatPrice(row.value, row.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A cart's display breakup (breakup_values.display) as rows. */
export const cartBreakupRows = (
  display: { key: string; display: string; value: number; currency_code: string }[],
): BreakupRow[] => display.map((r) => ({ key: r.key, label: r.display, value: r.value, currency: r.currency_code }));
