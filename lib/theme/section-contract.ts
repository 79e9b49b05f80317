// What a theme's section module is: one file holding its settings schema and an (async) server
// component that renders one instance with filled, plain props. The renderer (lib/theme/render/)
// looks sections up by name in the theme's registry and fills props from the schema before
// calling them; `npm run theme:build` writes the same schemas out for the platform's seed.
import type { ReactNode } from 'react';
import type { BlockSchema, FilledBlock, FilledProps, SectionSchema } from './settings';

/** A section file's `settings`: its schema, named, with its block types (none: `[]`). */
export type SectionSettings = SectionSchema & { name: string; blocks: readonly BlockSchema[] };

/** Where a section is being rendered: route, shopper and mode. */
export type SectionContext = {
  /** The theme page slug, e.g. 'home', 'product-listing'. */
  pageSlug: string;
  path: string;
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string | string[] | undefined>>;
  authenticated: boolean;
  /** Preview (themeId cookie) and edit mode render every section at once. */
  preview: boolean;
  editing: boolean;
};

export type SectionComponentProps = {
  props: FilledProps;
  blocks: FilledBlock[];
  /** The theme's global config, filled from its global schema. */
  globalConfig: FilledProps;
  context: SectionContext;
  /** Position on the page; the first sections render eagerly (images with high priority). */
  index: number;
};

export type SectionComponent = (props: SectionComponentProps) => ReactNode | Promise<ReactNode>;

export type SectionModule = {
  settings: SectionSettings;
  Component: SectionComponent;
  /**
   * The theme pages (page slugs) the section renders on; unset, any. A section drawing one
   * shopper's own data (the bag) names its own page, so a merchant placing it on a page kept for
   * every visitor (home, a product, a section page) shows nothing there rather than one shopper's
   * data to the next.
   */
  pages?: readonly string[];
};

export type SectionRegistry = Readonly<Record<string, SectionModule>>;

/**
 * The registry of these section modules, keyed by each one's `settings.name`, in the given order
 * (the order the theme lists its sections in). Throws on an unnamed or repeated name, so a copied
 * section file that kept its old name fails at once.
 */
export function sectionRegistry(modules: readonly SectionModule[]): SectionRegistry {
  const registry: Record<string, SectionModule> = {};
  for (const mod of modules) {
    const name = mod.settings.name;
    if (!name || name === '__proto__') throw new Error('A section module needs settings.name');
    if (Object.hasOwn(registry, name)) throw new Error(`Two section modules are named '${name}'`);
    registry[name] = mod;
  }
  return Object.freeze(registry);
}
