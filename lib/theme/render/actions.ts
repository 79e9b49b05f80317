'use server';
// The next sections of a page, for the shopper who scrolled to the end of what is shown. The
// theme and page are resolved again here from the request (cookie included): the browser only
// says which page and from where.
import type { ReactNode } from 'react';
import { z } from 'zod';
import { SECTIONS } from '@/lib/constants';
import { sectionListVersion } from '@/lib/theme/lazy-sections';
import { loadRequestTheme, loadThemePage } from './theme';
import { sectionContext } from './context';
import { renderSection, visibleSections } from './section-list';
import { currentShopper } from '@/lib/account/session';
import { readActionInput } from '@/lib/actions/input';

const input = z.object({
  pageSlug: z.string().regex(/^[a-z0-9-]{1,64}$/),
  path: z.string().startsWith('/').max(2000),
  query: z.record(z.string(), z.union([z.string().max(500), z.array(z.string().max(500)).max(20)])).optional(),
  from: z.number().int().min(0).max(500),
  /** sectionListVersion of the list the page was rendered from. */
  version: z.string().regex(/^[a-z0-9]{1,8}$/).optional(),
});

/**
 * `changed`: the page's section list is no longer the one the browser shows; it should refresh.
 * `error`: the request was refused (nothing more to show).
 */
export type MoreSections = { sections: ReactNode[]; total: number; changed?: boolean; error?: string };

export async function loadMoreSections(raw: z.input<typeof input>): Promise<MoreSections> {
  const parsed = readActionInput(input, raw);
  if (!parsed.ok) return { sections: [], total: 0, error: parsed.message };
  const request = parsed.value;
  const { theme, previewId, globalConfig } = await loadRequestTheme();
  const page = await loadThemePage(theme._id, request.pageSlug);
  if (!page) return { sections: [], total: 0 };
  const context = sectionContext({ pageSlug: request.pageSlug, path: request.path, query: request.query }, { preview: Boolean(previewId), editing: false, authenticated: Boolean(await currentShopper()) });
  const visible = visibleSections(page.sections, context);
  if (request.version && request.version !== sectionListVersion(visible)) {
    return { sections: [], total: visible.length, changed: true };
  }
  const slice = visible.slice(request.from, request.from + SECTIONS.perLoad);
  return { sections: slice.map(({ section, index }) => renderSection(section, index, context, globalConfig)), total: visible.length };
}
