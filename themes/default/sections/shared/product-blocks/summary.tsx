// The blocks at the top of the product's details: name, rating, price and colour variants.
import Link from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { productPagePrice } from '@/lib/blocks/format';
import type { BlockProps } from './view';
import styles from '../../product-info.module.css';

export function NameBlock({ view }: BlockProps) {
  const { product, settings } = view;
  return (
    <header className={styles.title}>
      {settings.showBrand ? (
        <Link href={`/brand/${encodeURIComponent(product.brand.slug)}/`} className={styles.brand}>
          {product.brand.name}
        </Link>
      ) : null}
      <h1>{product.name}</h1>
    </header>
  );
}

export function RatingBlock({ view }: BlockProps) {
  const { rating, rating_count } = view.product;
  if (!rating_count) return null;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">★</span> {rating.toFixed(1)}
      <span className={styles.muted}> · {rating_count.toLocaleString('en-IN')} ratings</span>
    </p>
  );
}

const PRICE_CLASSES = {
  root: styles.price,
  effective: styles.effective,
  marked: styles.marked,
  discount: styles.discount,
  from: styles.muted,
};

export function PriceBlock({ view }: BlockProps) {
  const { offer, sizes, product, settings } = view;
  const discount = offer?.discount || sizes.discount || product.discount;
  return (
    <div className={styles.priceBlock} data-testid="product-price">
      <Price
        price={productPagePrice(view)}
        discount={discount}
        mrpLabel={settings.mrpLabel}
        showFrom
        classes={PRICE_CLASSES}
      />
      {settings.taxLabel ? <p className={styles.tax}>{settings.taxLabel}</p> : null}
    </div>
  );
}

export function VariantsBlock({ view }: BlockProps) {
  const groups = view.variants.filter((g) => g.items.length > 1);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((group) => {
        const current = group.items.find((i) => i.slug === view.product.slug);
        return (
          <div key={group.key} className={styles.variants}>
            <p className={styles.label}>
              {/* The platform heads colours "Additional Colours": beside the colour shown, it names the choice. */}
              {group.display_type === 'color' ? 'Colour' : group.header}
              {current ? <span className={styles.muted}>: {current.color_name || current.value}</span> : null}
            </p>
            <ul className={styles.variantList}>
              {group.items.map((item) => {
                const here = item.slug === view.product.slug;
                const label = item.color_name || item.value || item.name;
                return (
                  <li key={item.uid}>
                    <Link
                      href={`/product/${encodeURIComponent(item.slug)}/`}
                      className={`${styles.variant} ${group.display_type === 'color' ? styles.swatch : ''} ${item.is_available ? '' : styles.unavailable}`}
                      aria-current={here ? 'true' : undefined}
                      title={label}
                      style={
                        group.display_type === 'color' && /^#?[0-9a-f]{3,8}$/i.test(item.color)
                          ? { background: item.color.startsWith('#') ? item.color : `#${item.color}` }
                          : undefined
                      }
                    >
                      <span className={group.display_type === 'color' ? 'visually-hidden' : undefined}>
                        {label}
                        {item.is_available ? '' : ' (sold out)'}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </>
  );
}
