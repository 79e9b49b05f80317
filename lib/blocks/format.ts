// Headless blocks: plain helpers a theme formats with (prices, listing links, text) and the
// shop's constants it draws by. No data, no React: safe in server and client files alike.
export { formatPrice, fromRange, productPagePrice } from '@/lib/catalog/price';
export { listingHref, pageHref, readListingQuery, sortHref, type ListingQuery } from '@/lib/catalog/listing-url';
export { listingSort } from '@/lib/catalog/sort';
export { filterChips } from '@/lib/catalog/filter-chips';
export { listingCountPath } from '@/lib/catalog/filter-stage';
export { FILTER_MESSAGES } from '@/lib/catalog/filter-messages';
export { safeHtml } from '@/lib/shared/html';
export { stripMarkup } from '@/lib/shared/format';
export { productCrumbs, type Crumb } from '@/lib/seo/list-schema';
export { PAGE_SIZE } from '@/lib/shared/constants';
export { CART_MESSAGES, SIZES_ID } from '@/lib/cart/constants';
/** Marks an element drawn from one shopper's own data (the page cache keeps such pages per shopper). */
export { PER_SHOPPER_ATTRIBUTE } from '@/lib/page-cache/per-shopper';
/** A shop image's narrower copies (srcset) and small thumbnail, from the media route's widths. */
export { mediaSrcSet, mediaThumbnail } from '@/contract/media';
export { ZOOM_MESSAGES } from '@/lib/catalog/constants';
