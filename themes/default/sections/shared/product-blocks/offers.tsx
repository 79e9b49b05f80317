// The quantity offers block: ladder promotions and the seller's bulk bundles.
import { formatPrice } from '@/lib/blocks/format';
import type { BlockProps } from './view';
import styles from '../../product-info.module.css';

const marginText = (m: { value: number; type: string }, currency: string) =>
  m.type === 'percentage' ? `${m.value}% off` : `${formatPrice(m.value, currency)} off`;

export function OffersBlock({ view }: BlockProps) {
  const ladder = view.offers?.ladder ?? [];
  const bulk = view.offers?.bulk?.offers ?? [];
  if (ladder.length === 0 && bulk.length === 0) return null;
  return (
    <section className={styles.offers} aria-labelledby="product-offers-heading" data-testid="product-offers">
      <h2 id="product-offers-heading" className={styles.subhead}>
        Offers
      </h2>
      {ladder.map((offer) => (
        <div key={offer.id} className={styles.offer}>
          <p className={styles.offerTitle}>{offer.offer_text}</p>
          {offer.description ? <p className={styles.muted}>{offer.description}</p> : null}
          <ul className={styles.steps}>
            {offer.offer_prices.map((step) => (
              <li key={step.min_quantity}>
                <span>
                  Buy{' '}
                  {step.max_quantity
                    ? step.max_quantity === step.min_quantity
                      ? step.min_quantity
                      : `${step.min_quantity}–${step.max_quantity}`
                    : `${step.min_quantity} or more`}
                </span>
                <span>
                  <strong>{formatPrice(step.price.offer_price, step.price.currency_code)}</strong> each ·{' '}
                  {marginText(step.margin, step.price.currency_code)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {bulk.length > 0 ? (
        <div className={styles.offer}>
          <p className={styles.offerTitle}>Bundle and save</p>
          <table className={styles.bundles}>
            <thead>
              <tr>
                <th scope="col">Pieces</th>
                <th scope="col">Each</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {bulk.map((o) => (
                <tr key={o.quantity} className={o.best ? styles.best : undefined}>
                  <td>
                    {o.quantity}
                    {o.best ? <span className={styles.bestTag}>Best value</span> : null}
                  </td>
                  <td>
                    {formatPrice(o.price.bulk_effective, o.price.currency_code)}{' '}
                    <span className={styles.muted}>({o.margin}% off)</span>
                  </td>
                  <td>{formatPrice(o.total, o.price.currency_code)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
