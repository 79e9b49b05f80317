// Cards of the listing pages, shared by the sections (first page, on the server) and the
// load-more actions (later pages): products, brands and collections (components/ui/collection-card).
import Link from '@/components/ui/link';
import type { BrandItem, CollectionDetail, ProductListingItem } from '@/contract/types/catalog';
import { entityHref } from '@/lib/theme/links';
import { ProductCard } from '@/components/ui/product-card';
import { LazyImage } from '@/components/ui/lazy-image';
import { CollectionCard, type CollectionOrientation } from '@/components/ui/collection-card';
import { CardBag } from '@/components/cart/card-bag';
import styles from './cards.module.css';

/** addToBag: the section's show_add_to_cart, off when the theme disables the cart. */
export type CardOptions = { showPrice: boolean; imageRatio?: string; hoverImage: boolean; addToBag?: boolean };

export function ProductItem({
  product,
  eager,
  lead,
  options,
}: {
  product: ProductListingItem;
  eager?: boolean;
  lead?: boolean;
  options: CardOptions;
}) {
  return (
    <li>
      <ProductCard
        product={product}
        eager={eager}
        lead={lead}
        headingLevel="h2"
        showPrice={options.showPrice}
        imageRatio={options.imageRatio}
        hoverImage={options.hoverImage}
      >
        {options.addToBag ? <CardBag product={product} /> : null}
      </ProductCard>
    </li>
  );
}

export function BrandItemCard({ brand, logoOnly, eager }: { brand: BrandItem; logoOnly: boolean; eager?: boolean }) {
  const banner = brand.banners?.portrait?.url;
  return (
    <li>
      <Link
        href={entityHref('brand', brand)}
        className={`${styles.brand} ${logoOnly || !banner ? styles.brandLogoOnly : ''}`}
        data-testid="brand-card"
      >
        {!logoOnly && banner ? (
          <span className={styles.brandBanner}>
            <LazyImage src={banner} alt="" width={800} height={1100} fit="cover" priority={eager} />
          </span>
        ) : null}
        <span className={styles.brandFoot}>
          <span className={styles.brandLogo}>
            {brand.logo?.url ? (
              <LazyImage src={brand.logo.url} alt="" width={120} height={120} fit="contain" priority={eager} />
            ) : null}
          </span>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{brand.name}</span>
            {brand.discount ? <span className={styles.brandOffer}>{brand.discount}</span> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function CollectionItemCard(props: {
  collection: CollectionDetail;
  orientation: CollectionOrientation;
  showName: boolean;
  eager?: boolean;
}) {
  return (
    <li>
      <CollectionCard {...props} />
    </li>
  );
}
