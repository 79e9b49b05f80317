// Theme sync (platform/theme/sync.ts): a stored theme built from an older preset gains the new
// section types, pages and settings of the current one, keeps every change the merchant made, and
// a second sync adds nothing.
import { describe, expect, it } from '@jest/globals';
import { buildTheme } from '@/platform/theme/preset';
import { planThemeSync, type StoredTheme } from '@/platform/theme/sync';

type Row = Record<string, any>;
const keep = (text: string) => text;
const built = buildTheme({ name: 'Lumen', slug: 'lumen', applied: true }, keep);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The stored theme as an older preset would have left it, with the merchant's edits on top. */
function olderShop(): { stored: StoredTheme; newType: string; changed: Row; dropped: string } {
  const home = built.pages.find((p) => p.value === 'home')!;
  const homeTypes = [
    ...new Set((home.sections as Row[]).filter((s) => s.__source.type !== 'extension').map((s) => s.name as string)),
  ];
  const [newType, changedType] = homeTypes;
  const dropped = built.pages.find((p) => p.value !== 'home')!.value;
  const config = clone(built.theme.config);
  const [globalProp] = config.global_schema.props.splice(0, 1);
  delete (config.list[0]!.global_config as Row).custom.props[globalProp!.id as string];
  config.list[0]!.page = config.list[0]!.page.filter((p) => p.page !== dropped);
  config.preset.pages = config.preset.pages.filter((p) => p.value !== dropped);
  const pages = built.pages
    .filter((p) => p.value !== dropped)
    .map((p) => ({ value: p.value, sections: clone(p.sections as Row[]).filter((s) => s.name !== newType) }));
  // The merchant's edits: a changed prop, and the first remaining home section moved to the end.
  const storedHome = pages.find((p) => p.value === 'home')!;
  const changed = storedHome.sections.find((s) => s.name === changedType)!;
  changed.props = { ...changed.props, heading: { type: 'text', value: 'Merchant heading' } };
  storedHome.sections.push(storedHome.sections.shift()!);
  const stored: StoredTheme = {
    id: built.theme.id,
    slug: 'lumen',
    config,
    availableSections: (built.theme.availableSections ?? []).filter((s) => s.name !== newType),
    pages,
  };
  return { stored, newType: newType!, changed: clone(changed), dropped };
}

/** The stored theme after applying a plan, as the database would hold it. */
function applied(stored: StoredTheme, plan: ReturnType<typeof planThemeSync>): StoredTheme {
  const grown = new Map(plan.pages.map((p) => [p.value, p.sections]));
  return {
    ...stored,
    ...(plan.theme ?? {}),
    pages: [
      ...stored.pages.map((p) => ({ value: p.value, sections: grown.get(p.value) ?? p.sections })),
      ...plan.newPages.map((p) => ({ value: p.value, sections: p.sections as Row[] })),
    ],
  };
}

describe('theme sync', () => {
  it('adds a new section type, a missing page and a missing setting, and says so', () => {
    const { stored, newType, dropped } = olderShop();
    const plan = planThemeSync(stored, built);
    expect(plan.added).toEqual(
      expect.arrayContaining([`section type '${newType}'`, `section '${newType}' on page 'home'`, `page '${dropped}'`]),
    );
    expect(plan.added.some((line) => line.startsWith('setting '))).toBe(true);
    expect(plan.theme?.availableSections.map((s) => s.name)).toContain(newType);
    expect(plan.theme?.config.global_schema.props).toHaveLength(built.theme.config.global_schema.props.length);
    expect(plan.newPages.map((p) => [p.value, p.themeId])).toEqual([[dropped, stored.id]]);
    const home = plan.pages.find((p) => p.value === 'home')!;
    expect(home.sections.at(-1)!.name).toBe(newType);
  });

  it('adds the props and block types a known section schema lacks', () => {
    const { stored } = olderShop();
    const index = stored.availableSections.findIndex(
      (s) => (s.props as Row[]).length > 1 && (s.blocks as Row[]).length > 0,
    );
    const schema = clone(stored.availableSections[index]!) as Row;
    const [prop] = schema.props.splice(-1, 1);
    const [block] = schema.blocks.splice(-1, 1);
    stored.availableSections = stored.availableSections.map((s, i) => (i === index ? schema : s));
    const plan = planThemeSync(stored, built);
    expect(plan.added).toEqual(
      expect.arrayContaining([
        `setting '${prop.id}' of section type '${schema.name}'`,
        `block '${block.type}' of section type '${schema.name}'`,
      ]),
    );
    const synced = plan.theme!.availableSections[index] as Row;
    expect(synced).toEqual(built.theme.availableSections!.find((s) => s.name === schema.name));
  });

  it("leaves the merchant's props and order as they are", () => {
    const { stored, changed } = olderShop();
    const before = stored.pages.find((p) => p.value === 'home')!.sections;
    const home = planThemeSync(stored, built).pages.find((p) => p.value === 'home')!;
    expect(home.sections.slice(0, before.length)).toEqual(before);
    expect((home.sections.find((s) => s.name === changed.name) as Row).props.heading).toEqual({
      type: 'text',
      value: 'Merchant heading',
    });
  });

  it('does not bring back a section the merchant removed', () => {
    const stored = { ...olderShop().stored };
    const home = stored.pages.find((p) => p.value === 'home')!;
    const removed = (home.sections as Row[]).find((s) => s.__source.type !== 'extension')!.name as string;
    home.sections = home.sections.filter((s) => s.name !== removed);
    const plan = planThemeSync(stored, built);
    expect(plan.pages.find((p) => p.value === 'home')!.sections.some((s) => s.name === removed)).toBe(false);
  });

  it('is idempotent: a synced theme, or one built from the same preset, gets nothing', () => {
    const { stored } = olderShop();
    const once = applied(stored, planThemeSync(stored, built));
    const twice = planThemeSync(once, built);
    expect(twice).toEqual({ theme: null, pages: [], newPages: [], added: [] });
    const fresh = {
      ...built.theme,
      pages: built.pages.map((p) => ({ value: p.value, sections: p.sections as Row[] })),
    } as StoredTheme;
    expect(planThemeSync(fresh, built).added).toEqual([]);
  });
});
