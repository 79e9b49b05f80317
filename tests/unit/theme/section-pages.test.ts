/** @jest-environment jest-fixed-jsdom */
// A section drawn from one shopper's own data renders on its own page only: a merchant who places
// the bag on home, a product or a section page (pages kept for every visitor) gets nothing there.
jest.mock('server-only', () => ({}));
jest.mock('@/lib/sdk/server', () => ({ serverSdk: jest.fn() }));

import { isVisible } from '@/lib/theme/render/section-list';
import type { SectionContext } from '@/lib/theme/section-contract';
import { defaultSections } from '@/themes/default/sections';

const context: SectionContext = {
  pageSlug: 'home',
  path: '/',
  params: {},
  query: {},
  authenticated: false,
  preview: false,
  editing: false,
};

it('draws the bag on the bag page only, in preview and edit mode alike', () => {
  expect(isVisible({ name: 'cart-landing' }, { ...context, pageSlug: 'cart-landing', path: '/cart/bag/' })).toBe(true);
  for (const pageSlug of ['home', 'product-description', 'product-listing', 'sections', 'collection-listing']) {
    for (const mode of [{}, { preview: true }, { editing: true }])
      expect([pageSlug, mode, isVisible({ name: 'cart-landing' }, { ...context, ...mode, pageSlug })]).toEqual([
        pageSlug,
        mode,
        false,
      ]);
  }
});

it('leaves every other section of the default theme free to go on any page', () => {
  const limited = Object.entries(defaultSections).flatMap(([name, mod]) => (mod.pages ? [name] : []));
  expect(limited).toEqual(['cart-landing']);
  expect(isVisible({ name: 'rich-text' }, { ...context, pageSlug: 'product-description' })).toBe(true);
});
