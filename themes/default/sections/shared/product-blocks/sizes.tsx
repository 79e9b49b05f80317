// The blocks that choose what to buy: sizes (with the size chart), the buttons and the delivery
// check by pincode.
import Link from '@/components/ui/link';
import type { ProductSizes } from '@/contract/types/catalog';
import { AddToCompare, WishlistToggle, DeliveryCheck, AddToBag } from '@/lib/blocks/components';
import { CART_MESSAGES, SIZES_ID } from '@/lib/blocks/format';
import { bagSizes } from './bag';
import { withQuery, type BlockProps } from './view';
import styles from '../../product-info.module.css';

export function SizesBlock({ view }: BlockProps) {
  const { sizes, size, settings } = view;
  if (sizes.sizes.length === 0) return null;
  const chart = sizes.size_chart;
  return (
    <div className={styles.sizesBlock} id={SIZES_ID}>
      <div className={styles.sizesHead}>
        <p className={styles.label}>
          Size
          {size ? (
            <span className={styles.muted}>: {sizes.sizes.find((s) => s.value === size)?.display ?? size}</span>
          ) : null}
        </p>
        {settings.sizeGuide && !chart ? (
          <Link href={settings.sizeGuide} className={styles.guide}>
            Size guide
          </Link>
        ) : null}
      </div>
      {/* Links to each size's page (its price, seller and delivery), so they work without
          JavaScript; with it, the page's Add to bag follows a tap at once (size-choice.ts). */}
      <ul className={styles.sizes} aria-label="Sizes">
        {sizes.sizes.map((s) =>
          s.is_available ? (
            <li key={s.value}>
              <Link
                href={withQuery(view, { size: s.value })}
                scroll={false}
                replace
                className={styles.size}
                aria-current={s.value === size ? 'true' : undefined}
                data-size={s.value}
                data-testid="size-option"
              >
                {s.display}
              </Link>
            </li>
          ) : (
            <li key={s.value}>
              <span className={`${styles.size} ${styles.soldOut}`}>
                {s.display}
                <span className="visually-hidden"> (sold out)</span>
              </span>
            </li>
          ),
        )}
      </ul>
      {/* Shown when the page is opened at #sizes: a bag form sent without a size comes back here. */}
      <p className={styles.chooseSize}>{CART_MESSAGES.chooseSize}</p>
      {!sizes.sellable ? <p className={styles.soldOutNote}>This product is sold out.</p> : null}
      {view.offer ? (
        <p className={styles.muted}>
          {view.offer.quantity > 0 && view.offer.quantity <= 5 ? `Only ${view.offer.quantity} left · ` : ''}Sold by{' '}
          {view.offer.seller.name}
          {view.offer.return_config.returnable
            ? ` · ${view.offer.return_config.time}-${view.offer.return_config.unit.replace(/s$/, '')} returns`
            : ' · Not returnable'}
        </p>
      ) : null}
      {chart && settings.sizeGuide !== undefined ? <SizeChart chart={chart} /> : null}
    </div>
  );
}

function SizeChart({ chart }: { chart: NonNullable<ProductSizes['size_chart']> }) {
  const columns = Object.entries(chart.headers).filter((e): e is [string, { value: string; convertable: boolean }] =>
    Boolean(e[1]),
  );
  return (
    <details className={styles.chart}>
      <summary>Size guide{chart.unit ? ` (${chart.unit})` : ''}</summary>
      <table>
        <thead>
          <tr>
            {columns.map(([key, col]) => (
              <th key={key} scope="col">
                {col.value}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.sizes.map((row, i) => (
            <tr key={i}>
              {columns.map(([key]) => (
                <td key={key}>{row[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {chart.description ? <p className={styles.muted}>{chart.description}</p> : null}
    </details>
  );
}

// The buttons: add to bag and buy now (the theme's button_options; none when the cart is
// disabled), with the size chosen above, then compare.
export function ButtonsBlock({ view }: BlockProps) {
  const { product, sizes, size, settings } = view;
  const effective = view.offer?.price?.effective ?? product.price.effective.min;
  return (
    <div className={styles.buttons}>
      {settings.buttons !== 'none' && sizes.sellable ? (
        <AddToBag
          itemId={product.uid}
          sizes={bagSizes(sizes)}
          size={size}
          articleId={view.offer?.article_id}
          returnTo={withQuery(view, {})}
          sizesAt={view.sizesShown ? SIZES_ID : undefined}
          buttons={settings.buttons}
          name={product.name}
          price={effective}
        />
      ) : null}
      <div className={styles.secondaryActions}>
        <AddToCompare slug={view.product.slug} />
        <WishlistToggle
          productId={view.product.uid}
          slug={view.product.slug}
          name={view.product.name}
          variant="inline"
        />
      </div>
    </div>
  );
}

export function PincodeBlock({ view }: BlockProps) {
  const { sizes, product, settings } = view;
  if (!settings.showDelivery || !sizes.sellable) return null;
  const size = view.size ?? sizes.sizes.find((s) => s.is_available)?.value;
  if (!size) return null;
  const categoryId = product.categories[0]?.uid;
  return (
    <DeliveryCheck slug={product.slug} size={size} categoryId={categoryId} initial={view.delivery} action={view.path} />
  );
}
