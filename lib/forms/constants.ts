// The one-view notice a plain form's action leaves for the next page: its cookie and its limits.
/**
 * A message for the next page view of a shopper without JavaScript (after a redirect). Named when
 * only the cart's forms left one; the page cache never keeps a page asked with it.
 */
export const FORM_NOTICE_COOKIE = 'cart_flash';
export const FORM_NOTICE_MAX_AGE_SECONDS = 10;
/** The notice cookie's encoded value at most (browsers keep cookies up to 4 kB, name and attributes included). */
export const FORM_NOTICE_MAX_BYTES = 3500;
/** Each value a form keeps in the notice, at most (characters). */
export const FORM_NOTICE_VALUE_MAX = 120;
