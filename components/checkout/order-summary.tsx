// The cart being ordered: its lines and the platform's breakup (the amounts the order will
// charge: the browser never computes them).
import { formatPrice } from '@/lib/catalog/price';
import { BreakupList, cartBreakupRows } from '@/components/ui/breakup-list';
import type { CartDetail } from '@/contract/types/cart';
import { lineGifts } from '@/lib/cart/gifts';
import { ORDER_WORDS } from '@/lib/order/constants';
import styles from './checkout.module.css';

export function OrderSummary({ cart }: { cart: CartDetail }) {
  const rows = cart.breakup_values?.display ?? [];
  return (
    <section className={styles.panel} aria-labelledby="summary-heading" data-testid="order-summary">
      <h2 id="summary-heading">Your order</h2>
      <ul className={styles.lines}>
        {cart.items.flatMap((item) => {
          const image = item.product.images?.[0]?.secure_url || item.product.images?.[0]?.url;
          const price = item.price?.converted ?? item.price?.base;
          // A line's free gifts come with the order: listed too, at no price.
          const gifts = lineGifts(item).map((gift) => (
            <li key={`${item.key}-gift-${gift.name}`} className={styles.line} data-testid="summary-gift">
              <span />
              <div>
                <p className={styles.lineName}>{gift.name}</p>
                <p className={styles.muted}>
                  {ORDER_WORDS.freeGift} · Qty {gift.quantity}
                </p>
              </div>
              <span>{ORDER_WORDS.free}</span>
            </li>
          ));
          return [
            <li key={item.key} className={styles.line} data-testid="summary-line">
              {/* eslint-disable-next-line @next/next/no-img-element -- sized WebP from the platform */}
              {image ? <img src={image} alt="" width={56} height={70} loading="lazy" decoding="async" /> : <span />}
              <div>
                <p className={styles.lineName}>{item.product.name}</p>
                <p className={styles.muted}>
                  Size {item.article.size} · Qty {item.quantity}
                </p>
              </div>
              {price ? <span>{formatPrice(price.effective, price.currency_code)}</span> : null}
            </li>,
            ...gifts,
          ];
        })}
      </ul>
      <BreakupList
        rows={cartBreakupRows(rows)}
        testIdPrefix="summary"
        className={styles.breakup}
        totalClassName={styles.total}
      />
    </section>
  );
}
