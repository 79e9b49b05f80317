// The preset builder that seeds the themes (platform/theme/preset.ts): it types every prop from
// the section schemas, completes predicates, refuses a preset that names an unknown section or
// prop, and derives the palette from the colour settings with the schema defaults underneath.
import { describe, expect, it } from '@jest/globals';
import { buildTheme, PRESET, type RawPreset } from '@/platform/theme/preset';

const keep = (text: string) => text;
const lumen = { name: 'Lumen', slug: 'lumen', applied: true };

function withHome(sections: RawPreset['pages'][number]['sections']): RawPreset {
  return { ...PRESET, pages: [{ value: 'home', text: 'Home', path: '', type: 'system', sections }] };
}

describe('theme preset builder', () => {
  it('types props from the schema and gives every section a full predicate', () => {
    const { pages } = buildTheme(
      lumen,
      keep,
      withHome([
        { name: 'rich-text', props: { heading: 'Hi', width: 'wide' }, predicate: { user: { authenticated: false } } },
      ]),
    );
    const [section] = pages[0]!.sections as any[];
    expect(section.props).toEqual({ heading: { type: 'text', value: 'Hi' }, width: { type: 'select', value: 'wide' } });
    expect(section.label).toBe('Rich text');
    expect(section.predicate).toEqual({
      screen: { mobile: true, tablet: true, desktop: true },
      user: { authenticated: false, anonymous: true },
      route: { selected: 'none', exact_url: '', query: { key: '', value: '' } },
    });
  });

  it('refuses unknown sections, props and block types', () => {
    expect(() => buildTheme(lumen, keep, withHome([{ name: 'no-such-section' }]))).toThrow(
      "unknown section 'no-such-section'",
    );
    expect(() => buildTheme(lumen, keep, withHome([{ name: 'rich-text', props: { headline: 'x' } }]))).toThrow(
      "has no prop 'headline'",
    );
    expect(() => buildTheme(lumen, keep, withHome([{ name: 'brand-list', blocks: [{ type: 'logo' }] }]))).toThrow(
      "has no block type 'logo'",
    );
    expect(() => buildTheme({ ...lumen, values: { dark_mode: true } }, keep)).toThrow(
      "global_config has no prop 'dark_mode'",
    );
  });

  it('derives colours and palette from the settings, falling back to the schema defaults', () => {
    const blank: RawPreset = { ...PRESET, global_config: {} };
    const config = buildTheme(lumen, keep, blank).theme.config as any;
    expect(config.list[0].global_config.static.props.colors).toMatchObject({
      primary_color: '#7043F7',
      secondary_color: '#02D1CB',
      accent_color: '#FFFFFF',
      link_color: '#7043F7',
      bg_color: '#F8F8F8',
    });
    const dark = buildTheme({ ...lumen, values: { bg_color: '#101010', primary_color: '#FF9900' } }, keep);
    const palette = dark.theme.palette as any;
    expect(palette.general_setting.theme.page_background).toBe('#101010');
    expect(palette.advance_setting.overlay_popup.dialog_backgroung).toBe('#221F2E');
    expect((dark.theme.config as any).list[0].global_config.custom.props.primary_color).toBe('#FF9900');
  });

  it('fills tokens through the resolver and keeps ids stable per theme slug', () => {
    const a = buildTheme(lumen, (t) => t.replace(/\{\{[^}]+\}\}/g, '/media/x.webp'));
    const b = buildTheme(lumen, keep);
    expect(a.theme.id).toBe(b.theme.id);
    expect(a.pages.map((p) => p.id)).toEqual(b.pages.map((p) => p.id));
    expect(JSON.stringify(a)).not.toContain('{{');
    expect(JSON.stringify(b)).toContain('{{collection:festive-edit:banner_landscape}}');
    expect(buildTheme({ ...lumen, slug: 'other' }, keep).theme.id).not.toBe(a.theme.id);
  });
});
