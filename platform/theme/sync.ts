// Brings a newer build of a theme into a stored one without overwriting what the merchant changed.
// A section type is new to a theme when its schema is not among the theme's availableSections:
// only then are the preset's sections of that type appended to the pages that use them, so a
// section the merchant removed (its schema is still there) stays removed, and a second run adds
// nothing. Pages the theme lacks are added whole; global settings it lacks are added with their
// preset value, and a known section schema gains the props and block types it lacks (so the
// editor offers them). Everything already stored (props, order, labels, values) is left as it is.
import type { themePages, themes } from '../db/schema';

type ThemeRow = typeof themes.$inferSelect;
type PageInsert = typeof themePages.$inferInsert;
type Config = ThemeRow['config'];
type Row = Record<string, unknown>;

export type StoredTheme = Pick<ThemeRow, 'id' | 'slug' | 'config' | 'availableSections'> & {
  pages: Array<{ value: string; sections: Row[] }>;
};
export type BuiltTheme = { theme: typeof themes.$inferInsert; pages: PageInsert[] };

export type ThemeSyncPlan = {
  /** The theme's new config and availableSections, or null when they are unchanged. */
  theme: { config: Config; availableSections: Row[] } | null;
  /** Stored pages whose sections grew, with the full new list. */
  pages: Array<{ value: string; sections: Row[] }>;
  /** Pages the theme did not have, ready to insert. */
  newPages: PageInsert[];
  /** One line per addition, for the command's output. */
  added: string[];
};

const nameOf = (row: Row): string => String(row.name ?? '');
const idOf = (row: Row): string => String(row.id ?? '');
const isExtension = (section: Row): boolean =>
  (section.__source as { type?: string } | undefined)?.type === 'extension';

function mergeSettings(stored: Config, built: Config, newPages: Set<string>, added: string[]): Config {
  const known = new Set(stored.global_schema.props.map(idOf));
  const newProps = built.global_schema.props.filter((p) => !known.has(idOf(p)));
  const builtValues = (built.list[0]?.global_config as { custom?: { props?: Row } } | undefined)?.custom?.props ?? {};
  const builtPageSettings = (built.list[0]?.page ?? []).filter((p) => newPages.has(p.page));
  for (const prop of newProps) added.push(`setting '${idOf(prop)}'`);
  if (newProps.length === 0 && builtPageSettings.length === 0 && newPages.size === 0) return stored;
  const list = stored.list.map((entry) => {
    const custom = (entry.global_config as { custom?: { props?: Row } }).custom ?? {};
    const values: Row = { ...custom.props };
    for (const prop of newProps)
      if (!(idOf(prop) in values) && idOf(prop) in builtValues) values[idOf(prop)] = builtValues[idOf(prop)];
    const pages = entry.page.map((p) => p.page);
    return {
      ...entry,
      global_config: { ...entry.global_config, custom: { ...custom, props: values } },
      page: [...entry.page, ...builtPageSettings.filter((p) => !pages.includes(p.page))],
    };
  });
  const presetValues = new Set(stored.preset.pages.map((p) => p.value));
  const presetPages = [
    ...stored.preset.pages,
    ...built.preset.pages.filter((p) => newPages.has(p.value) && !presetValues.has(p.value)),
  ];
  return {
    ...stored,
    list,
    global_schema: { ...stored.global_schema, props: [...stored.global_schema.props, ...newProps] },
    preset: { ...stored.preset, pages: presetPages },
  };
}

/** Appends what a stored section schema lacks: props by id, block types by type. */
function mergeSchema(stored: Row, built: Row | undefined, added: string[]): Row {
  if (!built) return stored;
  const extra = (key: 'props' | 'blocks', keyOf: (row: Row) => string): Row[] => {
    const have = new Set(((stored[key] ?? []) as Row[]).map(keyOf));
    return ((built[key] ?? []) as Row[]).filter((row) => !have.has(keyOf(row)));
  };
  const props = extra('props', idOf);
  const blocks = extra('blocks', (b) => String(b.type ?? ''));
  for (const prop of props) added.push(`setting '${idOf(prop)}' of section type '${nameOf(stored)}'`);
  for (const block of blocks) added.push(`block '${String(block.type)}' of section type '${nameOf(stored)}'`);
  if (props.length === 0 && blocks.length === 0) return stored;
  return {
    ...stored,
    props: [...((stored.props ?? []) as Row[]), ...props],
    blocks: [...((stored.blocks ?? []) as Row[]), ...blocks],
  };
}

/** What syncing `built` into `stored` adds; applying it is the caller's (one transaction). */
export function planThemeSync(stored: StoredTheme, built: BuiltTheme): ThemeSyncPlan {
  const added: string[] = [];
  const builtSchemas = built.theme.availableSections ?? [];
  const byName = new Map(builtSchemas.map((s) => [nameOf(s), s]));
  const merged = stored.availableSections.map((s) => mergeSchema(s, byName.get(nameOf(s)), added));
  const known = new Set(stored.availableSections.map(nameOf));
  const newSchemas = builtSchemas.filter((s) => !known.has(nameOf(s)));
  const newTypes = new Set(newSchemas.map(nameOf));
  for (const schema of newSchemas) added.push(`section type '${nameOf(schema)}'`);
  const schemasChanged = newSchemas.length > 0 || merged.some((s, i) => s !== stored.availableSections[i]);

  const storedPages = new Map(stored.pages.map((p) => [p.value, p]));
  const pages: ThemeSyncPlan['pages'] = [];
  const newPages: PageInsert[] = [];
  for (const page of built.pages) {
    const current = storedPages.get(page.value);
    if (!current) {
      newPages.push({ ...page, themeId: stored.id });
      added.push(`page '${page.value}'`);
      continue;
    }
    const extra = (page.sections ?? []).filter((s) => newTypes.has(nameOf(s)) && !isExtension(s));
    if (extra.length === 0) continue;
    pages.push({ value: page.value, sections: [...current.sections, ...extra] });
    for (const section of extra) added.push(`section '${nameOf(section)}' on page '${page.value}'`);
  }

  const config = mergeSettings(stored.config, built.theme.config, new Set(newPages.map((p) => p.value)), added);
  const theme =
    schemasChanged || config !== stored.config ? { config, availableSections: [...merged, ...newSchemas] } : null;
  return { theme, pages, newPages, added };
}
