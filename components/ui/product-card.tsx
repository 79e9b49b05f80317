// A product in a listing, carousel or grid: image (a second one on hover when the theme wants
// it), brand, name, price and rating. The whole card is one link target for pointer users; the
// name is the one link keyboard and screen-reader users meet.
import type { ReactNode } from 'react';
import type { ProductListingItem } from '@/contract/types/catalog';
import { actionToUrl } from '@/lib/theme/links';
import { discountLabel, fromRange } from '@/lib/catalog/price';
import { writtenPrice } from './price';
import { ProductCardView, type CardView } from './product-card-view';
import { WishlistIsland } from '@/lib/theme/render/route-islands';
import { mediaWidthUrl } from '@/contract/media';

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

/** The second image shows only where a pointer hovers (a laptop), at one width that fills a card
 *  there: a srcset for it would be written twice per card for a picture a phone never loads. */
const HOVER_WIDTH = 480;

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
  headingLevel = 'h2',
  showPrice = true,
  imageRatio,
  hoverImage = false,
  wishlisted,
  children,
}: ProductCardProps) {
  const images = product.medias.filter((m) => m.type === 'image');
  const [image, second] = images;
  const price = fromRange(product.price);
  const badge = discountLabel(price, product.discount);
  // Only what the card draws, written out: a page of cards carries each in its React payload too.
  const card: CardView = {
    href: productHref(product),
    name: product.name,
    brand: product.brand.name,
    ratio: aspectRatio(imageRatio),
    ...(image ? { image: image.url } : {}),
    ...(hoverImage && second ? { hover: mediaWidthUrl(second.url, HOVER_WIDTH) ?? second.url } : {}),
    ...(lead ? { load: 'lead' as const } : eager ? { load: 'eager' as const } : {}),
    ...(badge ? { badge } : {}),
    ...(showPrice ? { price: writtenPrice(price, product.discount) } : {}),
    ...(product.rating_count > 0 ? { rating: product.rating.toFixed(1), ratings: product.rating_count } : {}),
    ...(headingLevel === 'h3' ? { level: 'h3' as const } : {}),
  };
  return (
    <ProductCardView
      card={card}
      heart={<WishlistIsland productId={product.uid} slug={product.slug} name={product.name} listed={wishlisted} />}
    >
      {children}
    </ProductCardView>
  );
}
