// Catalogue pages as everyone without a session sees them, answered from the kept pages
// (lib/page-cache/kept-pages.ts) without rendering: home, the listings and landings, product
// pages, section and custom pages, the legal pages and the sitemaps, with or without a query (a
// listing's filters, sort and page, a product's size, a campaign's utm_ tags): keyed by the query
// with its parameters in one order, and kept from the second time it is asked, so one-off URLs do
// not push out the pages people come back to. The first view renders through Next as before and
// its finished answer (with its Content-Security-Policy) is kept, one copy per visitor class
// (page-visitor.ts); changes in the database drop it (change-feed.ts, or a remote platform's
// signed webhook, app/api/revalidate). A request with a previewed theme or a one-view notice, the
// theme editor's parameters, or a client navigation's RSC headers always renders. Docs:
// docs/decisions/0005-cached-catalogue-renders.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { SESSION_COOKIE, THEME_ID_COOKIE } from '../lib/http-front';
import { FORM_NOTICE_COOKIE } from '../lib/http-front';
import type { PageFacts } from './page-facts';
import { PAGE_TAGS, WIDE_TAGS } from '../lib/page-cache';
import type { CachedPage } from '../lib/page-cache';
import { keptPages, type KeptAnswer } from '../lib/page-cache';
import { setFixedHeaders } from './security-headers';
import { publicOrigin, resolveOrigin } from '../lib/http-front';
import { PER_SHOPPER_ATTRIBUTE } from '../lib/page-cache';
import { trustProxy } from '../common/request-trust';

export const PAGE_CACHE_HEADER = 'x-page-cache';

const CACHED_PATHS = new RegExp(
  '^/(?:' +
    [
      'products/?',
      'product/[^/]+/?',
      '(?:brand|category|collection)/[^/]+/?',
      '(?:brands|categories|collections)/?',
      // The theme's section pages and custom templates, the merchant's custom pages (not their sandboxed frames), the legal pages.
      'sections/[^/]+/?',
      'c/[^?]+',
      'page/[^/]+/?',
      '(?:about-us|privacy-policy|return-policy|shipping-policy|terms-and-conditions)/?',
      // Sitemaps (XML).
      'sitemap\\.xml',
      'sitemaps/[^/]+\\.xml',
    ].join('|') +
    ')?$',
);
/** A sitemap written in pieces is kept up to this size (10,000 URLs take about 1.5 MB). */
const MAX_STREAMED_BYTES = 8 * 1024 * 1024;
/** Answers kept besides HTML pages: the sitemaps. */
const XML_PATHS = /^\/(?:sitemap\.xml|sitemaps\/[^/]+\.xml)$/;
/** The theme editor's and preview's parameters: such a view is never kept. */
const RENDERED_PARAMS = new Set(['isEdit', 'isPreview']);
const MAX_KEPT_QUERY_LENGTH = 512;
const MAX_KEPT_QUERY_PARAMS = 16;
const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;
const cookieTest = (names: string[]) =>
  new RegExp(`(?:^|;\\s*)(?:${names.map((n) => n.replace(/\./g, '\\.')).join('|')})=`);
/** Cookies that make a catalogue render one of a kind: a previewed theme, the notice of a plain form. */
const RENDER_COOKIES = cookieTest([THEME_ID_COOKIE, FORM_NOTICE_COOKIE]);
/** The session cookie's value: its render is kept per visitor class (page-visitor.ts). */
const SESSION_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace(/\./g, '\\.')}=([^;]*)`);
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];
// Per connection or per request: never replayed from a kept answer.
const UNKEPT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'strict-transport-security',
  PAGE_CACHE_HEADER,
]);

/**
 * What a page shows, as tags: every page the shop-wide ones, a product page also its product's.
 * Rejects when the product cannot be named (then the page is not kept: its stock would not drop it).
 */
export function pageTags(facts: Pick<PageFacts, 'productUid'>): (url: string) => Promise<string[]> {
  return async (url) => {
    const slug = productSlugOf(url.split('?')[0]);
    if (slug === undefined) return WIDE_TAGS;
    const uid = await facts.productUid(slug);
    return uid === undefined ? WIDE_TAGS : [...WIDE_TAGS, PAGE_TAGS.product(uid)];
  };
}

/**
 * The request's session seal (the session cookie's value, decoded), or undefined: with one, its
 * visitor class decides which copy it gets; an empty or unreadable one is no session.
 */
export function sessionSeal(req: IncomingMessage): string | undefined {
  const raw = SESSION_VALUE.exec(req.headers.cookie ?? '')?.[1];
  try {
    return raw ? decodeURIComponent(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** What a page's header says of a visitor (components/user/account-entry.tsx): checked before a render is kept for a class. */
export const signedInMarker = (signedIn: boolean) => `data-signed-in="${signedIn}"`;

/**
 * The store key of a request that may be answered from the store, before its visitor class is
 * known (classKey adds it), else undefined. `domains`: the shop's domains as its pages read them
 * (shop-domains.ts); unknown, and without PUBLIC_URL, no page is kept.
 */
export function pageCacheKey(req: IncomingMessage, domains: string[] | undefined): string | undefined {
  const url = req.method === 'GET' ? canonicalUrl(req.url ?? '') : undefined;
  if (url === undefined) return undefined;
  if (RENDER_COOKIES.test(req.headers.cookie ?? '')) return undefined;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return undefined;
  // What else the answer depends on: its compression, and the origin its links are written with,
  // resolved as the page resolves it (lib/seo/origin.ts): a host that is none of the shop's
  // domains is answered for the primary one, so made-up hosts share its copy instead of each
  // taking room in the store.
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? 'gzip' : 'identity';
  const publicUrl = process.env.PUBLIC_URL;
  if (!publicOrigin(publicUrl) && domains === undefined) return undefined;
  const h = req.headers;
  const origin = resolveOrigin({
    publicUrl,
    trustProxy: trustProxy(),
    forwardedHost: String(h['x-forwarded-host'] ?? '') || undefined,
    host: h.host,
    forwardedProto: String(h['x-forwarded-proto'] ?? '') || undefined,
    domains: domains ?? [],
    shopHost: process.env.SHOP_HOST,
  });
  return [gzip, origin, url].join('|');
}

/** The key of a page as a visitor of the given class (page-visitor.ts) sees it. */
export const classKey = (visitor: string, key: string) => `${visitor}|${key}`;

/**
 * The URL as kept: a catalogue path as it is, its query with its parameters in one order
 * (the order of different parameters means nothing to a page; the order of one parameter's values
 * is kept); undefined for what is never kept.
 */
export function canonicalUrl(url: string): string | undefined {
  const at = url.indexOf('?');
  if (at < 0) return CACHED_PATHS.test(url) ? url : undefined;
  const path = url.slice(0, at);
  const search = url.slice(at + 1);
  if (!CACHED_PATHS.test(path) || search.length > MAX_KEPT_QUERY_LENGTH || search.includes('#')) return undefined;
  const params = [...new URLSearchParams(search)];
  if (params.length === 0) return path;
  if (params.length > MAX_KEPT_QUERY_PARAMS || params.some(([name]) => RENDERED_PARAMS.has(name))) return undefined;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params)}`;
}

/** Whether a key's URL carries a query (kept only once asked again: see QueryDoorkeeper). */
export const hasQuery = (key: string) => key.includes('?');

/**
 * Admits a page with a query to the kept pages the second time it is asked within the last
 * `capacity` distinct ones: one-off URLs (a crawler's or an attacker's) render as before without
 * evicting anything.
 */
export class QueryDoorkeeper {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  admit(key: string): boolean {
    if (!hasQuery(key)) return true;
    if (this.seen.delete(key)) return true;
    this.seen.add(key);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value as string);
    return false;
  }
}

/** The product slug of a product page path, else undefined. */
export function productSlugOf(url: string): string | undefined {
  const match = PRODUCT_PATH.exec(url);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** HIT: kept by this process; SHARED: kept by another process, through Redis. */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse, { page, from }: KeptAnswer): void {
  res.statusCode = page.status;
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  setFixedHeaders(req, res);
  res.setHeader(PAGE_CACHE_HEADER, from === 'process' ? 'HIT' : 'SHARED');
  res.end(page.body);
}

/**
 * Keeps the answer Next is about to write for this request, when it is a whole 200 HTML page that
 * sets no cookie (and holds `mustHold`, when given: the render saw the visitor the key says). Install
 * before the security headers' wrapper, so the answer seen is the final one. tagsFor names what the
 * page shows.
 */
export function keepPageAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  tagsFor: (url: string) => Promise<string[]>,
  mustHold?: string,
): void {
  const kept = keptPages();
  const mark = kept.local.mark();
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  // A page arrives whole in one end(); a sitemap is written in pieces (a route's stream), kept up to a bound.
  const pieces = XML_PATHS.test((req.url ?? '').split('?')[0]) ? ([] as Buffer[]) : undefined;
  let piecesBytes = 0;
  let unkept = false;
  res.setHeader(PAGE_CACHE_HEADER, 'MISS');
  res.write = function (...args: unknown[]) {
    const [chunk] = args;
    if (pieces && Buffer.isBuffer(chunk) && (piecesBytes += chunk.length) <= MAX_STREAMED_BYTES)
      pieces.push(Buffer.from(chunk));
    else unkept = true;
    return write(...args);
  } as ServerResponse['write'];
  res.end = function (...args: unknown[]) {
    const [chunk] = args;
    const type = String(res.getHeader('content-type') ?? '');
    const html = /^text\/html/i.test(type) && !pieces;
    const xml = /^application\/xml/i.test(type) && pieces !== undefined;
    const last =
      chunk === undefined || typeof chunk === 'function' ? Buffer.alloc(0) : Buffer.isBuffer(chunk) ? chunk : undefined;
    if (!unkept && last && res.statusCode === 200 && (html || xml) && !res.hasHeader('set-cookie')) {
      const headers: CachedPage['headers'] = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !UNKEPT_HEADERS.has(name))
          headers[name] = Array.isArray(value) ? value : String(value);
      }
      const body = Buffer.concat([...(pieces ?? []), last]);
      // A sitemap is the same for every visitor; a page says whom it was drawn for, and is kept
      // only when nothing on it is one shopper's own (PER_SHOPPER_ATTRIBUTE).
      if (html && !keepable(body, String(res.getHeader('content-encoding') ?? ''), mustHold)) return end(...args);
      if (body.length > 0) {
        void tagsFor(req.url ?? '').then(
          (tags) => kept.keep(key, { status: 200, headers, body, tags }, mark),
          () => undefined,
        );
      }
    }
    return end(...args);
  } as ServerResponse['end'];
}

/** Whether an HTML page may be kept: it holds `mustHold` (when given) and no part drawn for one shopper. */
function keepable(body: Buffer, encoding: string, mustHold: string | undefined): boolean {
  let html: Buffer;
  try {
    if (encoding === 'gzip') html = gunzipSync(body);
    else if (encoding === '' || encoding === 'identity') html = body;
    else return false;
  } catch {
    return false;
  }
  return (mustHold === undefined || html.includes(mustHold)) && !html.includes(`${PER_SHOPPER_ATTRIBUTE}=`);
}
