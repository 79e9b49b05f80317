// Headless blocks: plain helpers a theme formats with (prices, listing links, text) and the
// shop's constants it draws by. No data, no React: safe in server and client files alike.
export { formatPrice, fromRange, productPagePrice } from '@/lib/catalog/price';
export { listingHref, pageHref, readListingQuery, sortHref, type ListingQuery } from '@/lib/listing-url';
export { listingSort } from '@/lib/catalog/sort';
export { safeHtml } from '@/lib/html';
export { stripMarkup } from '@/lib/format';
export { productCrumbs, type Crumb } from '@/lib/seo/list-schema';
export { PAGE_SIZE } from '@/lib/constants';
export { CART_MESSAGES, SIZES_ID } from '@/lib/cart/constants';
/** Marks an element drawn from one shopper's own data (the page cache keeps such pages per shopper). */
export { PER_SHOPPER_ATTRIBUTE } from '@/lib/page-cache/per-shopper';
