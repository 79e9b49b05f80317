// What every block of the product-description section gets: the product page's data and the
// section's settings, plus the page's URL for links that change one query value.
import type {
  ProductDetail,
  ProductSizes,
  ProductSizePriceResponse,
  ProductVariantGroup,
} from '@/contract/types/catalog';
import type { FilledProps } from '@/lib/theme/settings';
import type { BulkPriceOffer, LadderPriceOffer } from '@/contract/types/cart';
import type { DeliveryAnswer } from '@/lib/blocks/server';

export type ProductView = {
  product: ProductDetail;
  sizes: ProductSizes;
  variants: ProductVariantGroup[];
  /** The size the shopper picked (?size=), when it exists. */
  size?: string;
  /** Whether the page shows the sizes block (its chips are then where a size is chosen). */
  sizesShown: boolean;
  /** The chosen size's best offer (price, seller, store), when a size is picked. */
  offer?: ProductSizePriceResponse;
  delivery?: DeliveryAnswer;
  /** Quantity offers: ladder promotions and the first seller's bulk bundles. */
  offers?: { ladder: LadderPriceOffer[]; bulk?: BulkPriceOffer };
  path: string;
  query: Readonly<Record<string, string | string[] | undefined>>;
  settings: {
    mrpLabel: boolean;
    taxLabel: string;
    showBrand: boolean;
    sizeGuide?: string;
    showDelivery: boolean;
    /** The theme's button_options; 'none' also when the cart is disabled (disable_cart). */
    buttons: 'addtocart_buynow' | 'addtocart' | 'buynow' | 'none';
  };
};

export type BlockProps = { view: ProductView; props: FilledProps };

/** The page's URL with `changes` applied to its query (undefined removes a key). */
export function withQuery(
  view: Pick<ProductView, 'path' | 'query'>,
  changes: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(view.query)) {
    if (k in changes || v === undefined) continue;
    for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
  }
  for (const [k, v] of Object.entries(changes)) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return qs ? `${view.path}?${qs}` : view.path;
}
