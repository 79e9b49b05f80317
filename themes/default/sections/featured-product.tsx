// One product in the spotlight: images, brand, name, rating, price, a short description and its
// sizes, with a form that takes the shopper to the product page with the chosen size.
//
// Adding to the bag needs the cart blocks (a later issue); until then the form is a plain GET to
// the product page (?size=...), which works with and without JavaScript.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { buttonClass } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { Price } from '@/components/ui/price';
import { fromRange, stripMarkup } from '@/lib/blocks/format';
import { productHref } from '@/components/ui/product-card';
import { loadProductWithSizes } from '@/lib/blocks/server';
import { entityHref } from '@/lib/theme/links';
import { bandStyle, bool, colour, headingId, oneOf, slug, text } from './shared/props';
import { SectionShell, SectionTitle } from './shared/section-shell';
import styles from './featured-product.module.css';

export const settings = {
  name: 'featured-product',
  label: 'Featured product',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    { id: 'product', type: 'product', label: 'Product', default: '' },
    { id: 'show_description', type: 'checkbox', label: 'Show the description', default: true },
    { id: 'show_size_selector', type: 'checkbox', label: 'Show sizes', default: true },
    { id: 'show_add_to_cart', type: 'checkbox', label: "Show 'Add to bag'", default: true },
    {
      id: 'image_position',
      type: 'select',
      label: 'Image position',
      default: 'left',
      options: [
        { value: 'left', text: 'Left' },
        { value: 'right', text: 'Right' },
      ],
    },
    { id: 'background', type: 'color', label: 'Background', default: '' },
  ],
  blocks: [],
} satisfies SectionSettings;

export async function Component({ props, globalConfig, index }: SectionComponentProps) {
  const found = await loadProductWithSizes(slug(props, 'product'));
  if (!found) return null;
  const { product, sizes } = found;
  const heading = text(props, 'heading');
  const id = headingId('featured-product', index);
  const nameId = `${id}-name`;
  const href = productHref(product);
  const images = product.medias.filter((m) => m.type === 'image').slice(0, 4);
  const [main, ...rest] = images;
  const right = oneOf(props, 'image_position', ['left', 'right'] as const, 'left') === 'right';
  const description = stripMarkup(product.short_description || product.description || '');
  const sizeList = sizes?.sizes ?? [];
  const showSizes = bool(props, 'show_size_selector', true) && sizeList.length > 0;
  const cartOff = globalConfig.disable_cart === true;
  const firstAvailable = sizeList.find((s) => s.is_available)?.value;
  return (
    <SectionShell headingId={heading ? id : nameId} style={bandStyle(colour(props, 'background'))}>
      <SectionTitle id={id} heading={heading} className={styles.sectionHeading} />
      <div className={`${styles.layout} ${right ? styles.imageRight : ''}`}>
        <div className={styles.gallery}>
          {main ? (
            <Link href={href} className={styles.main} tabIndex={-1} aria-hidden="true">
              <LazyImage src={main.url} alt="" width={800} height={1000} fit="cover" priority={index === 0} />
            </Link>
          ) : null}
          {rest.length > 0 ? (
            <ul className={styles.thumbs}>
              {rest.map((m) => (
                <li key={m.url} className={styles.thumb}>
                  <LazyImage src={m.url} alt={m.alt ?? ''} width={400} height={500} fit="cover" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.info}>
          <Link href={entityHref('brand', product.brand)} className={styles.brand}>
            {product.brand.name}
          </Link>
          {heading ? (
            <h3 id={nameId} className={styles.name}>
              <Link href={href}>{product.name}</Link>
            </h3>
          ) : (
            <h2 id={nameId} className={styles.name}>
              <Link href={href}>{product.name}</Link>
            </h2>
          )}
          {product.rating_count > 0 ? (
            <p className={styles.rating}>
              <span aria-hidden="true">★</span> {product.rating.toFixed(1)}
              <span className="visually-hidden"> out of 5,</span>{' '}
              <span className={styles.count}>{product.rating_count} ratings</span>
            </p>
          ) : null}
          {globalConfig.show_price !== false ? (
            <Price price={fromRange(product.price)} discount={product.discount} size="lg" className={styles.price} />
          ) : null}
          {bool(props, 'show_description', true) && description ? (
            <p className={styles.description}>{description}</p>
          ) : null}
          <form method="get" action={href} className={styles.form}>
            {showSizes ? (
              <fieldset className={styles.sizes}>
                <legend className={styles.legend}>Size</legend>
                <div className={styles.sizeList}>
                  {sizeList.map((s) => (
                    <label key={s.value} className={`${styles.size} ${s.is_available ? '' : styles.soldOut}`}>
                      <input
                        type="radio"
                        name="size"
                        value={s.value}
                        disabled={!s.is_available}
                        defaultChecked={s.value === firstAvailable}
                      />
                      <span>
                        {s.display}
                        {s.is_available ? null : <span className="visually-hidden"> (sold out)</span>}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <div className={styles.actions}>
              {bool(props, 'show_add_to_cart', true) && !cartOff && product.sellable ? (
                <button type="submit" className={buttonClass('primary', styles.submit)}>
                  Choose and add to bag
                </button>
              ) : null}
              <Link href={href} className={styles.details}>
                View full details
              </Link>
            </div>
          </form>
        </div>
      </div>
    </SectionShell>
  );
}
