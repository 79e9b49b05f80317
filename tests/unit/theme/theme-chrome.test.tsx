// The default theme's header and footer draw its header and footer global settings: a changed
// setting shows in the page.
jest.mock('@/lib/blocks/chrome', () => ({
  SearchBox: ({ placeholder }: { placeholder?: string }) => (
    <input type="search" name="q" placeholder={placeholder || "the shop's own"} />
  ),
  CartCount: () => <span data-href="/cart/bag/">Bag</span>,
  AccountEntry: () => <span>Your account</span>,
}));

import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { SHOP_THEME, themeData } from '@/themes/registry-data';
import { themeChrome } from '@/themes/chrome-registry';
import { fillGlobalConfig } from '@/lib/theme/settings';
import type { SettingProp } from '@/contract/types/theme';

const { Header, Footer } = themeChrome[SHOP_THEME];
const schema = { props: themeData[SHOP_THEME].preset.global_schema.props as unknown as SettingProp[] };
const presetValues = themeData[SHOP_THEME].preset.global_config;
const config = (values: Record<string, unknown> = {}) =>
  fillGlobalConfig(schema, { ...presetValues, ...values } as never);

const html = (element: unknown) => renderToStaticMarkup(element as ReactElement);
const header = (values?: Record<string, unknown>) =>
  html(Header({ shopName: 'Lumen', menu: [], signedIn: false, globalConfig: config(values) }));
const footer = (values?: Record<string, unknown>) =>
  html(
    Footer({
      shopName: 'Lumen',
      description: 'The application description',
      menu: [],
      social: [{ title: 'Instagram', link: 'https://instagram.com/lumen', icon: '/i.svg' }],
      support: { email: 'help@lumen.test', phone: '+91 98765 43210' },
      globalConfig: config(values),
    }),
  );

describe('header settings', () => {
  test('show_search draws or drops the search box; search_placeholder is its placeholder', () => {
    expect(header()).toContain(`placeholder="${presetValues.search_placeholder}"`);
    expect(header({ search_placeholder: 'Find a kurta' })).toContain('placeholder="Find a kurta"');
    expect(header({ show_search: false })).not.toContain('type="search"');
  });

  test('disable_cart drops the bag link', () => {
    expect(header()).toContain('/cart/bag/');
    expect(header({ disable_cart: true })).not.toContain('/cart/bag/');
  });
});

describe('footer settings', () => {
  test('footer_description replaces the application description; empty keeps it', () => {
    expect(footer({ footer_description: 'Slow-made things' })).toContain('Slow-made things');
    expect(footer({ footer_description: 'Slow-made things' })).not.toContain('The application description');
    expect(footer({ footer_description: '' })).toContain('The application description');
  });

  test('show_social_links and show_support_info draw or drop them', () => {
    expect(footer()).toContain('https://instagram.com/lumen');
    expect(footer({ show_social_links: false })).not.toContain('https://instagram.com/lumen');
    expect(footer()).toContain('mailto:help@lumen.test');
    expect(footer({ show_support_info: false })).not.toContain('mailto:help@lumen.test');
    expect(footer({ show_support_info: false })).not.toContain('tel:');
  });
});
