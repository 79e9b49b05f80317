// Messages and limits shared by the storefront and the platform, one place each.
import { FILTER_SEPARATOR } from '@/contract/filters';
import { PINCODE_MESSAGES, PINCODE_PATTERN } from '@/contract/pincode';

export const SDK_MESSAGES = {
  noApplicationId: 'No Application ID Present',
  noApplicationToken: 'No Application Token Present',
  invalidApplicationToken: 'Invalid Application Token',
  currencyNotString: 'Currency code should be string only',
  contextNotObject: 'Context value should be an object',
  strictResponseNotBoolean: 'strictResponseCheck should be boolean',
  missingParameter: (name: string) => `Missing or empty required parameter: ${name}`,
  missingFields: (names: string[]) => `Missing required field ${names.join(', ')}`,
  somethingWentWrong: 'Something went wrong',
  unableToConnect: 'Unable to connect',
  statusCode: (status: number) => `Request failed with status code ${status}`,
} as const;

export const MIN_APPLICATION_TOKEN_LENGTH = 5;
export const DEFAULT_CURRENCY = 'INR';
export const DEFAULT_LOCALE = 'en-IN';
export const DEFAULT_COUNTRY = 'IN';

export const PAGE_SIZE = { default: 12, homeListing: 20, favourites: 15, orders: 12, suggestions: 5 } as const;
export const SEARCH = { debounceMs: 200, maxLength: 200, minLength: 1 } as const;
/** Pincode checks: debounced 500 ms. */
export const PINCODE = { debounceMs: 500, pattern: PINCODE_PATTERN, storageKey: 'user_pincode' } as const;
export { PINCODE_MESSAGES };
/** Page URLs: a longer path segment (a slug) names no page; the platform's slugs stop at 300 too. */
export const PAGE_URL = { maxSegmentChars: 300 } as const;
/** The filter serialisation is part of the wire contract (contract/filters.ts). */
export { FILTER_SEPARATOR };

// Theme engine.

/** Screen widths: the shop's own mobile layout, and the three screens a section predicate names. */
export const BREAKPOINTS = {
  mobileMaxWidth: 768,
  section: { mobileMax: 480, tabletMin: 481, tabletMax: 1023, desktopMin: 1024 },
} as const;

/** Section pages: 4 sections first, then 3 more per load, 300 ms before scrolling to new ones. */
export const SECTIONS = { initial: 4, perLoad: 3, scrollDelayMs: 300 } as const;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

/** Colours a theme gets when its palette sets none. */
export const DEFAULT_COLOURS = {
  primary: '#7043F7',
  secondary: '#02d1cb',
  accent: '#ffffff',
  link: '#7043f7',
  background: '#f8f8f8',
} as const;

/** Links from search results carry utm_medium 'search' and the query with position + 1 in utm_content. */
export const SEARCH_LINK_TRACKING = {
  medium: 'search',
  mediumParam: 'utm_medium',
  contentParam: 'utm_content',
} as const;

/** Comma-separated origins of the merchant editor allowed to post edit and preview messages. */
export const EDITOR_ORIGINS_ENV = 'EDITOR_ORIGINS';
/** Cookie naming a non-applied theme to preview. */
export const THEME_ID_COOKIE = 'themeId';
/** Shop-wide data the server keeps in process (theme and its pages, menus, tags, the shop, required
 * profile fields): fresh for 30 s, then answered stale for up to 5 min while one refresh runs, so
 * a page never waits on data that was current a moment ago. A change shows within 30 s and one page view. */
export const SHARED_DATA_CACHE = { ttlMs: 30_000, staleMs: 300_000 } as const;

// Shopper accounts.

/** Local-storage key (m_signed_in) set when this browser signs in: a later 401 then means the session ended. */
export const SIGNED_IN_KEY = 'signed_in';
/** Local-storage key (m_shopper_name) of the first name the header greets the signed-in shopper with. */
export const SHOPPER_NAME_KEY = 'shopper_name';
/** Window event: the stored first name changed (lib/user/shopper-name.ts). */
export const SHOPPER_NAME_EVENT = 'storefront:shopper-name';
/** The platform's sealed, httpOnly session cookie. Its presence is a hint; the platform decides. */
export const SESSION_COOKIE = 'f.session';
/** Pages only a signed-out visitor sees (a signed-in shopper is sent on), and pages that need a shopper. */
export const ANONYMOUS_ONLY_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/set-password',
] as const;
export const SIGNED_IN_PATHS = ['/profile', '/wishlist'] as const;
export const AUTH_PATHS = {
  login: '/auth/login/',
  register: '/auth/register/',
  editProfile: '/auth/edit-profile/',
  accountLocked: '/auth/account-locked/',
  profile: '/profile/details/',
  profileTabs: '/profile/profile-tabs/',
} as const;

/**
 * Written in <noscript> in every page's head: an element marked data-needs-script (a form that
 * only works with JavaScript) is not shown to a shopper without it, who reads why instead.
 */
export const NO_SCRIPT_CSS = '[data-needs-script]{display:none!important}';
