// Where the shop serves content from the platform's content API: the four
// policy pages from the legal document (content/v1.0/legal), and custom pages, which live at
// /page/:slug unless the spec gives them a path of their own (/about-us, /help/card-tokenisation).
// Pure, so pages, the sitemap and tests share one table.
import type { ApplicationLegal } from '@/contract/types/content';

export type PolicyKind = 'privacy-policy' | 'shipping-policy' | 'return-policy' | 'terms-and-conditions';

type PolicyPage = {
  /** The canonical path of the page. */
  path: string;
  /** The field of the legal document that holds its HTML. */
  legalKey: keyof Pick<ApplicationLegal, 'policy' | 'shipping' | 'returns' | 'tnc'>;
  title: string;
  /** Its theme page, whose sections follow the text. */
  pageSlug: string;
};

export const POLICY_PAGES: Readonly<Record<PolicyKind, PolicyPage>> = {
  'privacy-policy': {
    path: '/privacy-policy/',
    legalKey: 'policy',
    title: 'Privacy policy',
    pageSlug: 'privacy-policy',
  },
  'shipping-policy': {
    path: '/shipping-policy/',
    legalKey: 'shipping',
    title: 'Shipping policy',
    pageSlug: 'shipping-policy',
  },
  'return-policy': { path: '/return-policy/', legalKey: 'returns', title: 'Return policy', pageSlug: 'return-policy' },
  'terms-and-conditions': {
    path: '/terms-and-conditions/',
    legalKey: 'tnc',
    title: 'Terms and conditions',
    pageSlug: 'tnc',
  },
};

export const POLICY_KINDS = Object.keys(POLICY_PAGES) as PolicyKind[];

/** Custom pages the spec serves at a fixed path; any other custom page is /page/:slug. */
export const CUSTOM_PAGE_ROUTES = {
  'about-us': '/about-us',
  'card-tokenisation': '/help/card-tokenisation',
} as const;

export type RoutedCustomPage = keyof typeof CUSTOM_PAGE_ROUTES;

/** A custom page's canonical path. */
export function customPagePath(slug: string): string {
  return Object.prototype.hasOwnProperty.call(CUSTOM_PAGE_ROUTES, slug)
    ? CUSTOM_PAGE_ROUTES[slug as RoutedCustomPage]
    : `/page/${encodeURIComponent(slug)}/`;
}

const LEADING_HEADING = /^\s*<(h[1-6])(?:\s[^>]*)?>([\s\S]*?)<\/\1>/i;
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Policy HTML without a first heading that only repeats the page's title: the page draws the
 * title as its h1, and merchants' texts often open with the same words as an h2.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = LEADING_HEADING.exec(html);
  return match && text(match[2]) === text(title) ? html.slice(match[0].length).trimStart() : html;
}
