// What a theme's section module is: its settings schema and an (async) server component that
// renders one instance with filled, plain props. The renderer (lib/theme/render/) looks sections
// up by name in the theme's registry and fills props from the schema before calling them.
import type { ReactNode } from 'react';
import type { FilledBlock, FilledProps, SectionSchema } from './settings';

/** Where a section is being rendered: route, shopper and mode. */
export type SectionContext = {
  /** The theme page slug (000 section 2.3), e.g. 'home', 'product-listing'. */
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

export type SectionModule = { settings: SectionSchema; Component: SectionComponent };

export type SectionRegistry = Readonly<Record<string, SectionModule>>;
