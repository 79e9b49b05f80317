// Add to bag on a listing card (a section's show_add_to_cart): the sizes the listing names.
import type { ProductListingItem } from '@/contract/types/catalog';
import { productHref } from '@/components/ui/product-card';
import { AddToBagIsland } from '@/lib/theme/render/route-islands';

export function CardBag({ product }: { product: ProductListingItem }) {
  const sizes = (product.sizes ?? []).map((value) => ({ value, display: value, available: true }));
  if (sizes.length === 0 || product.sellable === false) return null;
  return (
    <AddToBagIsland
      itemId={product.uid}
      sizes={sizes}
      returnTo={productHref(product)}
      variant="card"
      name={product.name}
      price={product.price?.effective?.min}
    />
  );
}
