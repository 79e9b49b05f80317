// The wishlist page (/wishlist/, signed-in shoppers only) and its page size
// (favourites 15).
export const WISHLIST_PATH = '/wishlist/';
export const WISHLIST_PAGE_SIZE = 15;

/**
 * A heart tapped while signed out: the product is held in this cookie (HttpOnly, ten minutes, sent
 * only to the resume path), the shopper signs in with the resume path as the way back, and it adds
 * the product to the wishlist of whoever is signed in then before going on to the page.
 */
export const WISHLIST_RESUME_PATH = '/wishlist/resume/';
export const WISHLIST_INTENT_COOKIE = { name: 'wishlist_add', path: '/wishlist/resume', maxAge: 600 } as const;
