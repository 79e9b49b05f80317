import 'server-only';
import type { SectionContext } from '../section-contract';

export type PageRequest = {
  pageSlug: string;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
};

/** The section context of a request; `authenticated` is whether a shopper is signed in (lib/user/data). */
export function sectionContext(
  request: PageRequest,
  mode: { preview: boolean; editing: boolean; authenticated?: boolean },
): SectionContext {
  return {
    pageSlug: request.pageSlug,
    path: request.path,
    params: request.params ?? {},
    query: request.query ?? {},
    authenticated: mode.authenticated ?? false,
    preview: mode.preview,
    editing: mode.editing,
  };
}
