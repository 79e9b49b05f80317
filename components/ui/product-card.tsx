// A product in a listing, carousel or grid: image (a second one on hover when the theme wants
// it), brand, name, price and rating. The whole card is one link target for pointer users; the
// name is the one link keyboard and screen-reader users meet.
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import type { ProductListingItem } from '@/contract/types/catalog';
import { actionToUrl } from '@/lib/theme/links';
import { discountLabel, fromRange } from '@/lib/catalog/price';
import { Price } from './price';
import { WishlistIsland } from '@/lib/theme/render/route-islands';
import { mediaSrcSet } from '@/contract/media';
import styles from './product-card.module.css';

export type ProductCardProps = {
  product: ProductListingItem;
  /** Above the fold: load the image eagerly. */
  eager?: boolean;
  /**
   * The first card above the fold, the likely largest paint: its image is fetched before the
   * other eager ones, which wait behind it (and behind the page's styles) at low priority.
   */
  lead?: boolean;
  /** h2 on a listing page (under its h1), h3 inside a home-page section (under its h2). */
  headingLevel?: 'h2' | 'h3';
  showPrice?: boolean;
  /** Image box ratio, width:height (the theme's product_img_ratio). */
  imageRatio?: string;
  /** Show the second image on hover (the theme's img_hover_switch). */
  hoverImage?: boolean;
  /** On the wishlist page: the heart starts filled and removing refreshes the page. */
  wishlisted?: boolean;
  /** Drawn under the card's text, e.g. an add-to-bag form. */
  children?: ReactNode;
};

/** How wide a card is drawn: two to a phone's row, three on a tablet, four beside the filters. */
export const CARD_IMAGE_SIZES = '(min-width:1024px) 25vw,(min-width:768px) 33vw,50vw';
/** The widths a card's srcset offers (contract/media.ts): a phone's card fetches 320-480 px. A
 *  card is never wider than about 340 px, so the whole 800 px image is left out: three
 *  candidates keep a listing of many cards small. */
const CARD_WIDTHS = [320, 480, 640] as const;

/** '3:4' -> '3 / 4'; anything else -> the images' own 4 / 5. */
export function aspectRatio(ratio: string | undefined): string {
  const m = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio ?? '');
  return m && Number(m[1]) > 0 && Number(m[2]) > 0 ? `${m[1]} / ${m[2]}` : '4 / 5';
}

export function productHref(product: Pick<ProductListingItem, 'slug' | 'action'>): string {
  return actionToUrl(product.action) ?? `/product/${encodeURIComponent(product.slug)}/`;
}

export function ProductCard({
  product,
  eager,
  lead,
  headingLevel: Heading = 'h2',
  showPrice = true,
  imageRatio,
  hoverImage = false,
  wishlisted,
  children,
}: ProductCardProps) {
  const images = product.medias.filter((m) => m.type === 'image');
  const [image, second] = images;
  const href = productHref(product);
  const price = fromRange(product.price);
  const badge = discountLabel(price, product.discount);
  return (
    <article className={styles.card} data-testid="product-card">
      <Link
        href={href}
        className={styles.imageLink}
        tabIndex={-1}
        aria-hidden="true"
        style={{ aspectRatio: aspectRatio(imageRatio) }}
      >
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from the platform
          <img
            src={image.url}
            srcSet={mediaSrcSet(image.url, CARD_WIDTHS)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={400}
            height={500}
            loading={eager || lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : eager ? 'low' : 'auto'}
            decoding="async"
            className={styles.image}
          />
        ) : null}
        {hoverImage && second ? (
          // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from the platform
          <img
            src={second.url}
            srcSet={mediaSrcSet(second.url, CARD_WIDTHS)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={400}
            height={500}
            loading="lazy"
            decoding="async"
            className={styles.hover}
          />
        ) : null}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </Link>
      <WishlistIsland productId={product.uid} slug={product.slug} name={product.name} listed={wishlisted} />
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand.name}</p>
        <Heading className={styles.name}>
          <Link href={href} className={styles.nameLink}>
            {product.name}
          </Link>
        </Heading>
        {showPrice ? <Price price={price} discount={product.discount} /> : null}
        {product.rating_count > 0 ? (
          <p className={styles.rating}>
            <span aria-hidden="true">★</span> {product.rating.toFixed(1)}
            <span className="visually-hidden"> out of 5,</span>{' '}
            <span className={styles.ratingCount}>
              ({product.rating_count}
              <span className="visually-hidden"> ratings</span>)
            </span>
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
