// The default theme's registry against its data: every section a page preset names has a module,
// each module is keyed by its own settings.name, and the schemas the platform seeds
// (themes/default/sections.generated.json) are exactly what the section files declare, in the
// registry's order, so the file cannot drift from the sections.
jest.mock('server-only', () => ({}));
jest.mock('@/lib/sdk/server', () => ({
  serverSdk: jest.fn(async () => Promise.reject(new Error('no platform in unit tests'))),
}));

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import preset from '@/themes/default/preset.json';
import generated from '@/themes/default/sections.generated.json';
import { defaultSections } from '@/themes/default/sections';
import { sectionRegistry, type SectionModule } from '@/lib/theme/section-contract';

const root = path.join(__dirname, '../../..');

/** The section names a page preset uses, in order, without duplicates. */
function presetPageSectionNames(page: string): string[] {
  const found = preset.pages.find((p) => p.value === page);
  return [...new Set((found?.sections ?? []).map((s: { name: string }) => s.name))];
}

describe('default theme section registry', () => {
  test('every section the home page preset uses has a module', () => {
    const used = presetPageSectionNames('home');
    expect(used).toEqual(
      expect.arrayContaining(['hero-slideshow', 'category-list', 'product-carousel', 'newsletter', 'custom-html']),
    );
    for (const name of used) expect(defaultSections[name]).toBeDefined();
  });

  test('every section any page preset names has a module', () => {
    for (const page of preset.pages) {
      for (const name of presetPageSectionNames(page.value))
        expect([page.value, name, Boolean(defaultSections[name])]).toEqual([page.value, name, true]);
    }
  });

  test("each module is registered under its settings' name and has a component", () => {
    for (const [name, module] of Object.entries(defaultSections)) {
      expect(module.settings.name).toBe(name);
      expect(Array.isArray(module.settings.props)).toBe(true);
      expect(Array.isArray(module.settings.blocks)).toBe(true);
      expect(typeof module.Component).toBe('function');
    }
  });

  test("sections.generated.json is the section files' settings, in the registry's order", () => {
    expect(generated.sections).toEqual(Object.values(defaultSections).map((m) => m.settings));
  });

  test('a schema is found by name; an unknown name has no module', () => {
    expect(defaultSections['rich-text']?.settings.label).toBe('Rich text');
    expect(Object.keys(defaultSections)).toContain('hero-banner');
    expect(defaultSections['no-such-section']).toBeUndefined();
  });

  test('presetPageSectionNames lists a page preset once per name, and nothing for an unknown page', () => {
    const home = presetPageSectionNames('home');
    expect(home.filter((n) => n === 'promo-banner')).toHaveLength(1);
    expect(presetPageSectionNames('no-such-page')).toEqual([]);
  });

  test('sectionRegistry refuses two modules of one name and a module without one', () => {
    const mod = (name: string): SectionModule => ({
      settings: { name, label: name, props: [], blocks: [] },
      Component: () => null,
    });
    expect(Object.keys(sectionRegistry([mod('a'), mod('b')]))).toEqual(['a', 'b']);
    expect(() => sectionRegistry([mod('a'), mod('a')])).toThrow("Two section modules are named 'a'");
    expect(() => sectionRegistry([mod('')])).toThrow('needs settings.name');
  });

  test('npm run theme:build -- --check loads the section files in plain Node and finds the file up to date', () => {
    const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/theme-build.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('themes/default/sections.generated.json is up to date');
    expect(run.status).toBe(0);
  });
});
