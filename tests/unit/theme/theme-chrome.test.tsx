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
const header = (values?: Record<string, unknown>, announcements?: string[]) =>
  html(Header({ shopName: 'Lumen', menu: [], signedIn: false, globalConfig: config(values), announcements }));
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

  test('sticky_header: on (the default) keeps the header on screen, off lets it scroll away', () => {
    expect(header()).toContain('data-sticky="true"');
    expect(header()).not.toContain('scrolls');
    expect(header({ sticky_header: true })).toContain('data-sticky="true"');
    expect(header({ sticky_header: false })).toContain('data-sticky="false"');
    expect(header({ sticky_header: false })).toMatch(/<header class="[^"]*scrolls/);
  });

  test("header_layout: 'double' centres the logo over the menu; an unknown value is 'single'", () => {
    expect(header()).toContain('data-layout="single"');
    expect(header()).not.toContain('double');
    expect(header({ header_layout: 'double' })).toMatch(/<header class="[^"]*double[^"]*" data-layout="double"/);
    expect(header({ header_layout: 'stacked' })).toContain('data-layout="single"');
  });

  test('show_announcement_bar draws the announcements in the two colours; off or none, no bar', () => {
    const free = ['Free delivery above ₹999'];
    const drawn = header({ announcement_bg_color: '#2F3E5C', announcement_text_color: '#FFFFFF' }, free);
    expect(drawn).toContain('aria-label="Announcements"');
    expect(drawn).toContain('<p>Free delivery above ₹999</p>');
    expect(drawn).toContain('--announcement-bg:#2F3E5C;--announcement-text:#FFFFFF');
    expect(header({ show_announcement_bar: false }, free)).not.toContain('Free delivery');
    expect(header({}, [])).not.toContain('Announcements');
    expect(header()).not.toContain('Announcements');
  });

  test('an announcement text colour under AA on its background gives way to a readable one', () => {
    const free = ['Free delivery'];
    // #777777 on white is 4.48:1: near-black instead.
    const pale = header({ announcement_bg_color: '#FFFFFF', announcement_text_color: '#777777' }, free);
    expect(pale).toContain('--announcement-bg:#FFFFFF;--announcement-text:#1D1B29');
    const dark = header({ announcement_bg_color: '#1A1A1A', announcement_text_color: '#333333' }, free);
    expect(dark).toContain('--announcement-text:#FFFFFF');
    // Mid grey: neither white nor the theme's near-black reaches AA on it; black does.
    const grey = header({ announcement_bg_color: '#777777', announcement_text_color: '#FFFFFF' }, free);
    expect(grey).toContain('--announcement-text:#000000');
    // A translucent or unreadable colour falls back to the preset's.
    const odd = header({ announcement_bg_color: 'rgba(0, 0, 0, 0.1)', announcement_text_color: 'red' }, free);
    expect(odd).toContain('--announcement-bg:#1A1A1A;--announcement-text:#FFFFFF');
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

  test('footer_image draws an image with its size and the shop name; footer_image_link links it only if http(s)', () => {
    expect(footer()).not.toContain('footer.png');
    const drawn = footer({ footer_image: 'https://cdn.test/footer.png' });
    expect(drawn).toMatch(/<img src="https:\/\/cdn.test\/footer.png" alt="Lumen" width="200" height="80"/);
    expect(drawn).not.toContain('href="https://lumen.test/about"');
    const linked = footer({ footer_image: '/footer.png', footer_image_link: 'https://lumen.test/about' });
    expect(linked).toMatch(/<a href="https:\/\/lumen.test\/about"[^>]*><img src="\/footer.png"/);
    const unsafe = footer({ footer_image: '/footer.png', footer_image_link: 'javascript:alert(1)' });
    expect(unsafe).toContain('src="/footer.png"');
    expect(unsafe).not.toContain('javascript:');
    expect(footer({ footer_image: 'javascript:alert(1)' })).not.toContain('javascript:');
    expect(footer({ footer_image: '//evil.test/x.png' })).not.toContain('evil.test');
  });
});
