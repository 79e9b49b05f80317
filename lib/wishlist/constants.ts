// The wishlist page (000 section 2.1: /wishlist/, signed-in shoppers only) and its page size
// (001 section 9: favourites 15).
export const WISHLIST_PATH = '/wishlist/';
export const WISHLIST_PAGE_SIZE = 15;
