import 'server-only';
import type { SectionContext } from '../section-contract';

export type PageRequest = {
  pageSlug: string;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
};

/** The section context of a request. Shopper sessions arrive with accounts (issue 4). */
export function sectionContext(request: PageRequest, mode: { preview: boolean; editing: boolean }): SectionContext {
  return {
    pageSlug: request.pageSlug,
    path: request.path,
    params: request.params ?? {},
    query: request.query ?? {},
    authenticated: false,
    preview: mode.preview,
    editing: mode.editing,
  };
}
