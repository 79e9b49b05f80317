// Headless blocks a theme's header and footer draw. Apart from ./components.ts: the header and
// footer are on every page, and whatever they import joins every page's first load.
export { SearchBox } from '@/components/catalog/search-box';
export { CartCount } from '@/components/cart/cart-count';
export { AccountEntry } from '@/components/user/account-entry';
