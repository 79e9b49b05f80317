// The blocks of the product-description section, one component each, in the order the merchant
// put them. Each gets the product page's data and its own filled props.
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { ProductDetail, ProductSizes, ProductSizePriceResponse, ProductVariantGroup } from '@/lib/sdk/types/catalog';
import type { FilledProps } from '@/lib/theme/settings';
import type { BulkPriceOffer, LadderPriceOffer } from '@/lib/sdk/types/cart';
import type { DeliveryAnswer } from '@/lib/product/delivery';
import { formatPrice } from '@/lib/format';
import { safeHtml } from '@/lib/html';
import { AddToCompare } from '@/components/compare/add-to-compare';
import { DeliveryCheck } from '@/components/product/delivery-check';
import { text } from './props';
import styles from '../product-description.module.css';

export type ProductView = {
  product: ProductDetail;
  sizes: ProductSizes;
  variants: ProductVariantGroup[];
  /** The size the shopper picked (?size=), when it exists. */
  size?: string;
  /** The chosen size's best offer (price, seller, store), when a size is picked. */
  offer?: ProductSizePriceResponse;
  delivery?: DeliveryAnswer;
  /** Quantity offers: ladder promotions and the first seller's bulk bundles. */
  offers?: { ladder: LadderPriceOffer[]; bulk?: BulkPriceOffer };
  path: string;
  query: Readonly<Record<string, string | string[] | undefined>>;
  settings: { mrpLabel: boolean; taxLabel: string; showBrand: boolean; sizeGuide?: string; showDelivery: boolean };
};

type BlockProps = { view: ProductView; props: FilledProps };

/** The page's URL with `changes` applied to its query (undefined removes a key). */
export function withQuery(view: Pick<ProductView, 'path' | 'query'>, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(view.query)) {
    if (k in changes || v === undefined) continue;
    for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
  }
  for (const [k, v] of Object.entries(changes)) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return qs ? `${view.path}?${qs}` : view.path;
}

function NameBlock({ view }: BlockProps) {
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

function RatingBlock({ view }: BlockProps) {
  const { rating, rating_count } = view.product;
  if (!rating_count) return null;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">★</span> {rating.toFixed(1)}
      <span className={styles.muted}> · {rating_count.toLocaleString('en-IN')} ratings</span>
    </p>
  );
}

function PriceBlock({ view }: BlockProps) {
  const { offer, sizes, product, settings } = view;
  const effective = offer ? { amount: offer.price.effective, currency: offer.price.currency_code } : { amount: (sizes.price ?? product.price).effective.min, currency: (sizes.price ?? product.price).effective.currency_code };
  const marked = offer ? { amount: offer.price.marked, currency: offer.price.currency_code } : { amount: (sizes.price ?? product.price).marked.min, currency: (sizes.price ?? product.price).marked.currency_code };
  const ranged = !offer && (sizes.price ?? product.price).effective.max > effective.amount;
  const discount = offer?.discount || sizes.discount || product.discount;
  return (
    <div className={styles.priceBlock} data-testid="product-price">
      <p className={styles.price}>
        <span className={styles.effective}>
          {ranged ? <span className={styles.muted}>From </span> : null}
          {formatPrice(effective.amount, effective.currency)}
        </span>
        {marked.amount > effective.amount ? (
          <>
            <span className={styles.marked}>
              {settings.mrpLabel ? 'MRP ' : <span className="visually-hidden">was </span>}
              <s>{formatPrice(marked.amount, marked.currency)}</s>
            </span>
            {discount ? <span className={styles.discount}>{discount}</span> : null}
          </>
        ) : null}
      </p>
      {settings.taxLabel ? <p className={styles.tax}>{settings.taxLabel}</p> : null}
    </div>
  );
}

function VariantsBlock({ view }: BlockProps) {
  const groups = view.variants.filter((g) => g.items.length > 1);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((group) => {
        const current = group.items.find((i) => i.slug === view.product.slug);
        return (
          <div key={group.key} className={styles.variants}>
            <p className={styles.label}>
              {group.header}
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
                      style={group.display_type === 'color' && /^#?[0-9a-f]{3,8}$/i.test(item.color) ? { background: item.color.startsWith('#') ? item.color : `#${item.color}` } : undefined}
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

function SizesBlock({ view }: BlockProps) {
  const { sizes, size, settings } = view;
  if (sizes.sizes.length === 0) return null;
  const chart = sizes.size_chart;
  return (
    <div className={styles.sizesBlock} id="sizes">
      <div className={styles.sizesHead}>
        <p className={styles.label}>
          Size{size ? <span className={styles.muted}>: {sizes.sizes.find((s) => s.value === size)?.display ?? size}</span> : null}
        </p>
        {settings.sizeGuide && !chart ? (
          <Link href={settings.sizeGuide} className={styles.guide}>
            Size guide
          </Link>
        ) : null}
      </div>
      <ul className={styles.sizes} aria-label="Sizes">
        {sizes.sizes.map((s) =>
          s.is_available ? (
            <li key={s.value}>
              <Link href={withQuery(view, { size: s.value })} scroll={false} replace className={styles.size} aria-current={s.value === size ? 'true' : undefined} data-testid="size-option">
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
      {!sizes.sellable ? <p className={styles.soldOutNote}>This product is sold out.</p> : null}
      {view.offer ? (
        <p className={styles.muted}>
          {view.offer.quantity > 0 && view.offer.quantity <= 5 ? `Only ${view.offer.quantity} left · ` : ''}Sold by {view.offer.seller.name}
          {view.offer.return_config.returnable ? ` · ${view.offer.return_config.time}-${view.offer.return_config.unit.replace(/s$/, '')} returns` : ' · Not returnable'}
        </p>
      ) : null}
      {chart && settings.sizeGuide !== undefined ? <SizeChart chart={chart} /> : null}
    </div>
  );
}

function SizeChart({ chart }: { chart: NonNullable<ProductSizes['size_chart']> }) {
  const columns = Object.entries(chart.headers).filter((e): e is [string, { value: string; convertable: boolean }] => Boolean(e[1]));
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

// 'Add to bag' joins this block with the cart; until then the buttons are compare (and the size
// the shopper picked stays in the URL, ready for the bag).
function ButtonsBlock({ view }: BlockProps) {
  return (
    <div className={styles.buttons}>
      <AddToCompare slug={view.product.slug} />
    </div>
  );
}

function PincodeBlock({ view }: BlockProps) {
  const { sizes, product, settings } = view;
  if (!settings.showDelivery || !sizes.sellable) return null;
  const size = view.size ?? sizes.sizes.find((s) => s.is_available)?.value;
  if (!size) return null;
  const categoryId = product.categories[0]?.uid;
  return <DeliveryCheck slug={product.slug} size={size} categoryId={categoryId} initial={view.delivery} action={view.path} />;
}

const marginText = (m: { value: number; type: string }, currency: string) => (m.type === 'percentage' ? `${m.value}% off` : `${formatPrice(m.value, currency)} off`);

function OffersBlock({ view }: BlockProps) {
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
                  Buy {step.max_quantity ? (step.max_quantity === step.min_quantity ? step.min_quantity : `${step.min_quantity}–${step.max_quantity}`) : `${step.min_quantity} or more`}
                </span>
                <span>
                  <strong>{formatPrice(step.price.offer_price, step.price.currency_code)}</strong> each · {marginText(step.margin, step.price.currency_code)}
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
                    {formatPrice(o.price.bulk_effective, o.price.currency_code)} <span className={styles.muted}>({o.margin}% off)</span>
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

function CustomTextBlock({ props }: BlockProps) {
  const body = text(props, 'text');
  if (!body) return null;
  // Only an image address counts: the preset's '{{app:highlight:…}}' icons are the editor's own.
  const icon = text(props, 'icon');
  const iconSrc = /^(https?:\/\/|\/(?!\/))/i.test(icon) ? icon : undefined;
  return (
    <p className={styles.customText}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small merchant icon of any size */}
      {iconSrc ? <img src={iconSrc} alt="" width={20} height={20} loading="lazy" decoding="async" /> : <span aria-hidden="true" className={styles.dot} />}
      {body}
    </p>
  );
}

function DescriptionBlock({ view }: BlockProps) {
  const { product } = view;
  if (!product.description && product.highlights.length === 0) return null;
  return (
    <section className={styles.details} aria-labelledby="product-details-heading">
      <h2 id="product-details-heading" className={styles.subhead}>
        Product details
      </h2>
      {product.highlights.length > 0 ? (
        <ul className={styles.highlights}>
          {product.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: safeHtml(product.description) }} />
    </section>
  );
}

function AttributesBlock({ view }: BlockProps) {
  const groups = view.product.grouped_attributes.filter((g) => g.details.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={styles.details} aria-labelledby="product-attributes-heading">
      <h2 id="product-attributes-heading" className={styles.subhead}>
        Details and care
      </h2>
      <dl className={styles.attributes}>
        {groups.flatMap((group) =>
          group.details.map((d) => (
            <div key={`${group.title}-${d.key}`}>
              <dt>{d.display}</dt>
              <dd>{d.value}</dd>
            </div>
          )),
        )}
      </dl>
    </section>
  );
}

const BLOCKS: Record<string, (p: BlockProps) => ReactNode> = {
  product_name: NameBlock,
  product_rating: RatingBlock,
  product_price: PriceBlock,
  product_variants: VariantsBlock,
  size_selector: SizesBlock,
  add_to_cart: ButtonsBlock,
  pincode: PincodeBlock,
  offers: OffersBlock,
  custom_text: CustomTextBlock,
  product_description: DescriptionBlock,
  product_attributes: AttributesBlock,
};

/** A block by type; an unknown type (another theme's) draws nothing. */
export function ProductBlock({ type, ...rest }: BlockProps & { type: string }) {
  const Block = BLOCKS[type];
  return Block ? <Block {...rest} /> : null;
}
