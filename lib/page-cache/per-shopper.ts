// The mark of a page part drawn from one shopper's own data (the bag): the page cache
// (server/page-cache.ts) never keeps a page that carries it, whatever page it is on.
export const PER_SHOPPER_ATTRIBUTE = 'data-per-shopper';
