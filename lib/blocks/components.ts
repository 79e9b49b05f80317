// Headless blocks as drawn components: the shop's own islands and cards a theme's sections place
// (docs/THEMES.md, "What a theme imports"). Every theme page carries its sections and so these;
// a header or footer, on every page, takes its own from ./chrome.ts instead.
export type { BagSize } from '@/components/cart/add-to-bag';
// The islands load on demand unless the route ships them (lib/theme/render/route-islands.ts).
export {
  AddToBagIsland as AddToBag,
  AddToCompareIsland as AddToCompare,
  DeliveryCheckIsland as DeliveryCheck,
  ImageZoomIsland as ImageZoom,
  LoadMoreIsland as LoadMoreList,
  WishlistIsland as WishlistToggle,
} from '@/lib/theme/render/route-islands';
export { CardBag } from '@/components/cart/card-bag';
export { BrandItemCard, CollectionItemCard, ProductItem, type CardOptions } from '@/components/catalog/cards';
export { FacetList } from '@/components/catalog/facet-list';
export { Pager } from '@/components/catalog/pager';
export { ListingJsonLd } from '@/components/seo/listing-json-ld';
