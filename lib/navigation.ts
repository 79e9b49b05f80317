// Loads the header and footer menus for the layout (rules in lib/menus.ts).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from './sdk/server';
import { DEFAULT_HEADER_MENU, splitMenus, type Menus } from './menus';

export type { MenuItem, Menus } from './menus';

export const loadMenus = cache(async (): Promise<Menus> => {
  const sdk = await serverSdk({ forwardCookies: false });
  try {
    const { items } = await sdk.content.getNavigations({ pageSize: 50 });
    return splitMenus(items);
  } catch {
    // A menu is not worth a broken page.
    return { header: DEFAULT_HEADER_MENU, footer: [] };
  }
});

/** The shop's injected tags; the browser decides per page which apply (components/theme/tag-injector). */
export const loadTags = cache(async () => {
  const sdk = await serverSdk({ forwardCookies: false });
  return sdk.content.getTags().then((answer) => answer.tags ?? [], () => []);
});
