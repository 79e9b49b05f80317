// The link rules: which links stay in the shop, /external, the primary-domain
// page_no reset, the webview's openAction message; and the search-result tracking.
import { SEARCH_LINK_TRACKING } from '../shared/constants';
import { urlToAction, type PageAction } from './links';
import { isHttp, isSitePath, parseAbsolute, splitOnce } from './url-parts';

/** An application domain: a host name, or the platform's {name, is_primary}. */
export type AppDomain = string | { readonly name: string; readonly is_primary?: boolean };

export type ResolvedLink = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** Internal: starts with '/' (not '//', which names another host) or points to one of the domains. */
export function isInternalLink(href: string, domains: readonly AppDomain[]): boolean {
  const text = href.trim();
  if (isSitePath(text)) return true;
  const url = parseAbsolute(text);
  return !!url && isHttp(url) && !!findDomain(url, domains);
}

/**
 * Where a link goes. A site path or a link to one of the application's domains is internal (the
 * path with its query and hash); a link to the primary domain resets a page_no it carries to 1.
 * `/external?url=...` (on any of our domains) opens its http(s) url as external. Other http(s),
 * mailto: and tel: links are external. Anything else (javascript:, data:, bare relative paths,
 * an /external link without a valid url) gives undefined: not a link to render.
 */
export function resolveLink(
  href: string | null | undefined,
  options: { domains: readonly AppDomain[] },
): ResolvedLink | undefined {
  if (typeof href !== 'string') return undefined;
  const text = href.trim();
  if (!text) return undefined;
  if (isSitePath(text)) return internalOrExternal(text);
  const url = parseAbsolute(text);
  if (!url) return undefined;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', url: url.href };
  if (!isHttp(url)) return undefined;
  const domain = findDomain(url, options.domains);
  if (!domain) return { kind: 'external', url: url.href };
  if (typeof domain !== 'string' && domain.is_primary && url.searchParams.has('page_no'))
    url.searchParams.set('page_no', '1');
  return internalOrExternal(`${url.pathname}${url.search}${url.hash}`);
}

/** Safe to put in an href: relative, or http(s), mailto or tel (no javascript: or data:). */
export function isSafeHref(href: string): boolean {
  // Browsers drop tabs, newlines and leading control characters before reading a scheme.
  const text = href.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase());
}

/** The message a page posts to the host app when it runs inside an embedded webview. */
export type OpenActionMessage = { type: 'openAction'; action: PageAction };

export function openActionMessage(action: PageAction): OpenActionMessage {
  return { type: 'openAction', action };
}

/** The openAction message for a link (internal: its action; external: an 'external' action). */
export function openActionMessageForLink(
  href: string,
  options: { domains: readonly AppDomain[] },
): OpenActionMessage | undefined {
  const link = resolveLink(href, options);
  if (!link) return undefined;
  if (link.kind === 'internal') return openActionMessage(urlToAction(link.path));
  return openActionMessage({ type: 'page', page: { type: 'external', params: {}, query: { url: [link.url] } } });
}

/** A search result's link with its tracking (position counted from 1). */
export function withSearchTracking(href: string, searchText: string, index: number): string {
  const [beforeHash, hash] = splitOnce(href, '#');
  const params = `${SEARCH_LINK_TRACKING.mediumParam}=${SEARCH_LINK_TRACKING.medium}&${SEARCH_LINK_TRACKING.contentParam}=${encodeURIComponent(`${searchText}_${index + 1}`)}`;
  const joined = beforeHash.includes('?')
    ? `${beforeHash}${beforeHash.endsWith('?') ? '' : '&'}${params}`
    : `${beforeHash}?${params}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

function internalOrExternal(path: string): ResolvedLink | undefined {
  const [beforeHash] = splitOnce(path, '#');
  const [pathname, search = ''] = splitOnce(beforeHash, '?');
  if (!/^\/external(\/|$)/.test(pathname)) return { kind: 'internal', path };
  const target = new URLSearchParams(search).get('url');
  const url = target ? parseAbsolute(target.trim()) : undefined;
  return url && isHttp(url) ? { kind: 'external', url: url.href } : undefined;
}

function findDomain(url: URL, domains: readonly AppDomain[]): AppDomain | undefined {
  return domains.find((d) => {
    const name = (typeof d === 'string' ? d : d.name).trim().toLowerCase();
    return name !== '' && (name.includes(':') ? url.host === name : url.hostname === name);
  });
}
