// A price as the shop shows it: the selling price, and when the product is marked down,
// the struck-through marked price and the discount label. The one price markup of the shop: cards,
// the product page and the comparison differ only in their classes and labels.
import { discountLabel, formatPrice, isMarkedDown, type ShownPrice } from '@/lib/catalog/price';
import styles from './price.module.css';

export type PriceClasses = { root?: string; effective?: string; marked?: string; discount?: string; from?: string };

type PriceProps = {
  price: ShownPrice;
  discount?: string;
  size?: 'md' | 'lg';
  className?: string;
  /** The marked price says "MRP" aloud and on screen (else a "was" for screen readers only). */
  mrpLabel?: boolean;
  /** A "From" shown before a ranged price (else a "from" for screen readers only). */
  showFrom?: boolean;
  /** The caller's own classes instead of the card style. */
  classes?: PriceClasses;
};

const CARD: PriceClasses = {
  root: styles.price,
  effective: styles.effective,
  marked: styles.marked,
  discount: styles.discount,
};

export function Price({
  price,
  discount,
  size = 'md',
  className,
  mrpLabel = false,
  showFrom = false,
  classes = CARD,
}: PriceProps) {
  const { effective, marked, ranged } = price;
  const label = discountLabel(price, discount);
  return (
    <p className={[classes.root, size === 'lg' ? styles.lg : '', className].filter(Boolean).join(' ') || undefined}>
      <span className={classes.effective}>
        {ranged ? (
          showFrom ? (
            <span className={classes.from}>From </span>
          ) : (
            <span className="visually-hidden">from </span>
          )
        ) : null}
        {formatPrice(effective.amount, effective.currency)}
      </span>
      {isMarkedDown(price) ? (
        <>
          {' '}
          <span className={classes.marked}>
            {mrpLabel ? 'MRP ' : <span className="visually-hidden">was </span>}
            <s>{formatPrice(marked.amount, marked.currency)}</s>
          </span>
          {label ? (
            <>
              {' '}
              <span className={classes.discount}>{label}</span>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
