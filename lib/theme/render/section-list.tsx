// Renders a theme page's sections: those whose predicates hold for this request, with props
// filled from each section's schema. The first ones render here on the server; the rest are
// fetched 3 at a time as the shopper scrolls (components/theme/lazy-sections.tsx), unless the
// page is previewed or edited, which shows all.
import 'server-only';
import type { ReactNode } from 'react';
import type { PageSection } from '@/contract/types/theme';
import { SECTIONS } from '@/lib/shared/constants';
import { passesServerPredicates, screenClasses, type SectionPredicate } from '../predicates';
import { fillSection, fillSectionProps } from '../settings';
import type { SectionContext, SectionRegistry } from '../section-contract';
import type { FilledProps } from '../settings';
import { extensionSectionData, isExtensionSection } from '../extension-sections';
import { ExtensionSection } from '@/components/on-demand-islands';
import { codeSections } from '../code-theme';

export const registry: SectionRegistry = codeSections;

/** What renderSection needs of a section: saved ones and the editor's previewed ones both fit. */
export type RenderableSection = Pick<PageSection, 'name'> & {
  props?: PageSection['props'] | Readonly<Record<string, unknown>>;
  blocks?: readonly unknown[];
  predicate?: SectionPredicate;
  __source?: PageSection['__source'];
  assets?: PageSection['assets'];
};

/** An extension's section as the browser draws it, or undefined for a theme section. */
const extensionOf = (section: RenderableSection) =>
  isExtensionSection(section as PageSection) ? extensionSectionData(section as PageSection) : undefined;

/** A section with its position in the page's list, the index the editor's messages use. */
export type IndexedSection<S extends RenderableSection = PageSection> = { section: S; index: number };

// Names come from stored themes and from editor previews: only the registry's own entries count,
// never inherited ones such as 'constructor'.
const sectionModule = (name: string) => (Object.hasOwn(registry, name) ? registry[name] : undefined);

/** Whether a section renders for this request: a known module, on a page it may render on, whose predicates hold. */
export function isVisible(section: RenderableSection, context: SectionContext): boolean {
  if (isExtensionSection(section as PageSection))
    return Boolean(extensionOf(section)) && passesServerPredicates(section.predicate, context);
  const mod = sectionModule(section.name);
  if (!mod || (mod.pages && !mod.pages.includes(context.pageSlug))) return false;
  return passesServerPredicates(section.predicate, context);
}

/** The sections this request may see, in page order, each with its index in the whole page. */
export function visibleSections<S extends RenderableSection>(
  sections: readonly S[],
  context: SectionContext,
): IndexedSection<S>[] {
  return sections.flatMap((section, index) => (isVisible(section, context) ? [{ section, index }] : []));
}

export function initialCount(total: number, context: SectionContext, allRequested: boolean): number {
  return context.preview || context.editing || allRequested ? total : Math.min(total, SECTIONS.initial);
}

/**
 * One section in its wrapper. The wrapper's data-section-index is the section's index in the
 * page's whole list (hidden sections included), so the editor's indexes and the shop's agree;
 * the editor bridge finds, highlights and replaces sections by it. The wrapper adds no box of its
 * own styling, so swapping a section's content never moves its neighbours more than the content does.
 */
export function renderSection(
  section: RenderableSection,
  index: number,
  context: SectionContext,
  globalConfig: FilledProps,
): ReactNode {
  const hidden = screenClasses(section.predicate);
  const extension = extensionOf(section);
  if (extension) {
    return (
      <div
        key={`${section.name}-${index}`}
        className={hidden.join(' ') || undefined}
        data-section={section.name}
        data-section-index={index}
      >
        <ExtensionSection section={extension} />
      </div>
    );
  }
  const mod = sectionModule(section.name);
  if (!mod) return null;
  const { props, blocks } = fillSection(mod.settings, section);
  const Component = mod.Component;
  return (
    <div
      key={`${section.name}-${index}`}
      className={hidden.join(' ') || undefined}
      data-section={section.name}
      data-section-index={index}
    >
      <Component props={props} blocks={blocks} globalConfig={globalConfig} context={context} index={index} />
    </div>
  );
}

/** A section of the code theme by name with its schema's default props, outside any stored page (a route's fallback); null for an unknown name. */
export function renderDefaultSection(name: string, context: SectionContext, globalConfig: FilledProps): ReactNode {
  const mod = sectionModule(name);
  if (!mod) return null;
  const Component = mod.Component;
  return (
    <Component
      props={fillSectionProps(mod.settings, {})}
      blocks={[]}
      globalConfig={globalConfig}
      context={context}
      index={0}
    />
  );
}
