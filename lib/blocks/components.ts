// Headless blocks as drawn components: the shop's own islands and cards a theme's sections place
// (docs/THEMES.md, "What a theme imports"). Every theme page carries its sections and so these;
// a header or footer, on every page, takes its own from ./chrome.ts instead.
export { AddToBag, type BagSize } from '@/components/cart/add-to-bag';
export { CardBag } from '@/components/cart/card-bag';
export { AddToCompare } from '@/components/catalog/compare/add-to-compare';
export { BrandItemCard, CollectionItemCard, ProductItem, type CardOptions } from '@/components/catalog/cards';
export { FacetList } from '@/components/catalog/facet-list';
export { LoadMoreList } from '@/components/catalog/load-more';
export { Pager } from '@/components/catalog/pager';
export { DeliveryCheck } from '@/components/catalog/delivery-check';
export { ListingJsonLd } from '@/components/seo/listing-json-ld';
export { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
