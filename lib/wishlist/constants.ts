// The wishlist page (/wishlist/, signed-in shoppers only) and its page size
// (favourites 15).
export const WISHLIST_PATH = '/wishlist/';
export const WISHLIST_PAGE_SIZE = 15;
