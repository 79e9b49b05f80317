// The default theme's registry against its data: every section a page preset uses has a module,
// and each module's settings are preset.json's schema of the same name (one source of truth).
jest.mock('server-only', () => ({}));
jest.mock('@/lib/sdk/server', () => ({ serverSdk: jest.fn(async () => Promise.reject(new Error('no platform in unit tests'))) }));

import preset from '@/themes/default/preset.json';
import { presetPageSectionNames, sectionNames, sectionSchema } from '@/themes/default/schema';
import { defaultSections } from '@/themes/default/sections';

describe('default theme section registry', () => {
  test('every section the home page preset uses has a module', () => {
    const used = presetPageSectionNames('home');
    expect(used).toEqual(expect.arrayContaining(['hero-slideshow', 'category-list', 'product-carousel', 'newsletter', 'custom-html']));
    for (const name of used) expect(defaultSections[name]).toBeDefined();
  });

  test("each module's settings are preset.json's schema of the same name", () => {
    for (const [name, module] of Object.entries(defaultSections)) {
      const fromPreset = preset.sections.find((s) => s.name === name);
      expect(fromPreset).toBeDefined();
      expect(module.settings).toEqual(fromPreset);
      expect(typeof module.Component).toBe('function');
    }
  });

  test('sectionSchema finds a schema by name and refuses an unknown one', () => {
    expect(sectionSchema('rich-text').label).toBe('Rich text');
    expect(sectionNames).toContain('hero-banner');
    expect(() => sectionSchema('no-such-section')).toThrow("declares no section 'no-such-section'");
  });

  test('presetPageSectionNames lists a page preset once per name, and nothing for an unknown page', () => {
    const home = presetPageSectionNames('home');
    expect(home.filter((n) => n === 'promo-banner')).toHaveLength(1);
    expect(presetPageSectionNames('no-such-page')).toEqual([]);
  });
});
