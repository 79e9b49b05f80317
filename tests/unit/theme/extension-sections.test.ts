// Extension sections: which assets a section may load, and how its saved values reach its script.
import { extensionAssetUrl, extensionSectionData, isExtensionSection } from '@/lib/theme/extension-sections';
import type { PageSection } from '@/contract/types/theme';

const section = (over: Partial<PageSection>): PageSection => ({
  name: 'sale-countdown',
  props: {},
  blocks: [],
  predicate: {},
  __source: { type: 'extension', id: 'acme.countdown' },
  ...over,
});

it('loads assets only from http(s) or a path on this shop', () => {
  expect(extensionAssetUrl('/extensions/x/section.js')).toBe('/extensions/x/section.js');
  expect(extensionAssetUrl('https://cdn.example.com/x.js')).toBe('https://cdn.example.com/x.js');
  for (const bad of [
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '//evil.example/x.js',
    '/\\evil.example/x.js',
    'x.js',
    '',
    42,
    undefined,
  ]) {
    expect(extensionAssetUrl(bad)).toBeUndefined();
  }
});

it('reads saved values plain, whether saved plain or in the platform shape', () => {
  const data = extensionSectionData(
    section({
      props: { heading: { type: 'text', value: 'Ends soon' }, days: 3 as never },
      blocks: [{ type: 'slide', name: 'Slide', props: { title: { type: 'text', value: 'A' } } }],
      assets: { js: '/x.js', css: 'javascript:bad' },
    }),
  );
  expect(data).toEqual({
    name: 'sale-countdown',
    extensionId: 'acme.countdown',
    js: '/x.js',
    css: undefined,
    props: { heading: 'Ends soon', days: 3 },
    blocks: [{ type: 'slide', name: 'Slide', props: { title: 'A' } }],
  });
});

it('an extension section without a usable script is left out; theme sections are not extensions', () => {
  expect(extensionSectionData(section({ assets: { css: '/x.css' } }))).toBeUndefined();
  expect(extensionSectionData(section({ assets: { js: 'javascript:alert(1)' } }))).toBeUndefined();
  expect(isExtensionSection(section({}))).toBe(true);
  expect(isExtensionSection(section({ __source: { type: 'themeBundle' } }))).toBe(false);
});
