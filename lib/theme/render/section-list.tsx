// Renders a theme page's sections: those whose predicates hold for this request, with props
// filled from each section's schema. The first ones render here on the server; the rest are
// fetched 3 at a time as the shopper scrolls (components/theme/lazy-sections.tsx), unless the
// page is previewed or edited, which shows all.
import 'server-only';
import type { ReactNode } from 'react';
import { defaultSections } from '@/themes/default/sections';
import type { PageSection } from '@/lib/sdk/types/theme';
import { SECTIONS } from '@/lib/constants';
import { passesServerPredicates, screenClasses } from '../predicates';
import { fillSection } from '../settings';
import type { SectionContext, SectionRegistry } from '../section-contract';
import type { FilledProps } from '../settings';
import { extensionSectionData, isExtensionSection } from '../extension-sections';
import { ExtensionSection } from '@/components/theme/extension-section';

export const registry: SectionRegistry = defaultSections;

/** The sections this request may see, in page order. */
export function visibleSections(sections: readonly PageSection[], context: SectionContext): PageSection[] {
  return sections.filter((s) => (isExtensionSection(s) ? Boolean(extensionSectionData(s)) : Boolean(registry[s.name])) && passesServerPredicates(s.predicate, context));
}

export function initialCount(total: number, context: SectionContext, allRequested: boolean): number {
  return context.preview || context.editing || allRequested ? total : Math.min(total, SECTIONS.initial);
}

export function renderSection(section: PageSection, index: number, context: SectionContext, globalConfig: FilledProps): ReactNode {
  const hidden = screenClasses(section.predicate);
  if (isExtensionSection(section)) {
    const data = extensionSectionData(section);
    if (!data) return null;
    return (
      <div key={`${section.name}-${index}`} className={hidden.join(' ') || undefined} data-section={section.name} data-section-index={index}>
        <ExtensionSection section={data} />
      </div>
    );
  }
  const mod = registry[section.name];
  if (!mod) return null;
  const { props, blocks } = fillSection(mod.settings, section);
  const Component = mod.Component;
  return (
    <div key={`${section.name}-${index}`} className={hidden.join(' ') || undefined} data-section={section.name} data-section-index={index}>
      <Component props={props} blocks={blocks} globalConfig={globalConfig} context={context} index={index} />
    </div>
  );
}
