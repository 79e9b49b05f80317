// Loads the header and footer menus for the layout (rules in lib/menus.ts).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from './sdk/server';
import { DEFAULT_HEADER_MENU, splitMenus, type Menus } from './menus';
import type { InjectedTag } from './sdk/types/content';
import { ttlPromiseCache } from './ttl-cache';
import { SHARED_DATA_CACHE } from '@/lib/constants';

// Every page's layout needs these and they change rarely: kept in process like the theme
// (SHARED_DATA_CACHE: 30 s fresh, then stale while one refresh runs).
const menus = ttlPromiseCache<Menus>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);
const tags = ttlPromiseCache<InjectedTag[]>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

export type { MenuItem, Menus } from './menus';

// The builders throw on failure so that a cached menu or tag list stays until a refresh succeeds;
// the fallbacks below are answered for this request only, never cached.
export const loadMenus = cache(() =>
  menus('menus', async (): Promise<Menus> => {
    const sdk = await serverSdk({ forwardCookies: false });
    const { items } = await sdk.content.getNavigations({ pageSize: 50 });
    return splitMenus(items);
  }).catch((): Menus => ({ header: DEFAULT_HEADER_MENU, footer: [] })), // a menu is not worth a broken page
);

/** The shop's injected tags; the browser decides per page which apply (components/theme/tag-injector). */
export const loadTags = cache(() =>
  tags('tags', async () => {
    const sdk = await serverSdk({ forwardCookies: false });
    return (await sdk.content.getTags()).tags ?? [];
  }).catch((): InjectedTag[] => []),
);
