// The one price markup of the shop, from prices already written out: the selling price, and when
// the product is marked down, the struck-through marked price and the discount label. Price (the
// server's, ./price.tsx) formats them; a card drawn in the browser (./product-card-view.tsx) gets
// them as strings, so both sides write the same text.
import styles from './price.module.css';

export type PriceClasses = { root?: string; effective?: string; marked?: string; discount?: string; from?: string };

export type WrittenPrice = {
  effective: string;
  /** Present when marked down. */
  marked?: string;
  /** The discount label, shown beside a marked-down price. */
  label?: string;
  /** The selling price is the lowest of several. */
  ranged?: boolean;
};

export const CARD_PRICE: PriceClasses = {
  root: styles.price,
  effective: styles.effective,
  marked: styles.marked,
  discount: styles.discount,
};

type Props = {
  price: WrittenPrice;
  size?: 'md' | 'lg';
  className?: string;
  /** The marked price says "MRP" aloud and on screen (else a "was" for screen readers only). */
  mrpLabel?: boolean;
  /** A "From" shown before a ranged price (else a "from" for screen readers only). */
  showFrom?: boolean;
  classes?: PriceClasses;
};

export function PriceView({
  price,
  size = 'md',
  className,
  mrpLabel = false,
  showFrom = false,
  classes = CARD_PRICE,
}: Props) {
  const { effective, marked, label, ranged } = price;
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
        {effective}
      </span>
      {marked ? (
        <>
          {' '}
          <span className={classes.marked}>
            {mrpLabel ? 'MRP ' : <span className="visually-hidden">was </span>}
            <s>{marked}</s>
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
