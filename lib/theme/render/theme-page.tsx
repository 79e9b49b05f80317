// A theme page: the sections of the request's theme for one
// page slug, the first 4 on the server and the rest as the shopper scrolls.
import 'server-only';
import type { ReactNode } from 'react';
import { EditableSections } from '@/components/theme/editable-sections';
import { LazySections } from '@/components/theme/lazy-sections';
import { loadRequestTheme, loadThemePage } from '../data';
import { sectionContext, type PageRequest } from './context';
import { editorOrigins } from './editor-origins';
import { initialCount, renderSection, visibleSections } from './section-list';
import { currentShopper } from '@/lib/user/data';
import { sectionListVersion } from '@/lib/theme/lazy-sections';
import { checkProfile } from '@/lib/user/profile-check';
import { ProfilePrompt } from '@/components/user/profile-prompt';

type Props = PageRequest & {
  /** Shown when the theme has no sections for this page, e.g. 'Update Home page in Themes'. */
  emptyMessage?: string;
};

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function searchOf(query: NonNullable<PageRequest['query']>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => [k, x]))),
  );
}

export async function ThemePage({ emptyMessage, ...request }: Props) {
  const { theme, previewId, globalConfig } = await loadRequestTheme();
  const page = await loadThemePage(theme._id, request.pageSlug);
  const query = request.query ?? {};
  const editing = one(query.isEdit) === 'true';
  const preview = Boolean(previewId) || one(query.isPreview) === 'true';
  // The main pages resolve the shopper and check the required profile fields first.
  const [shopper, missing] = await Promise.all([
    currentShopper(),
    checkProfile(withQuery(request.path, searchOf(request.query ?? {}))),
  ]);
  const context = sectionContext(request, { preview, editing, authenticated: Boolean(shopper) });
  const visible = page ? visibleSections(page.sections, context) : [];
  let content: ReactNode = null;
  if (visible.length === 0) {
    content = emptyMessage ? <p className="container theme-placeholder">{emptyMessage}</p> : null;
  } else {
    const first = initialCount(visible.length, context, one(query.sections) === 'all');
    const version = sectionListVersion(visible);
    const allParams = searchOf(query);
    allParams.set('sections', 'all');
    content = (
      <>
        {missing.length ? <ProfilePrompt fields={missing} path={request.path} /> : null}
        {visible.slice(0, first).map(({ section, index }) => renderSection(section, index, context, globalConfig))}
        {/* Keyed by the list's version: a page refreshed after the list changed starts its loads over. */}
        <LazySections
          key={version}
          version={version}
          pageSlug={request.pageSlug}
          path={request.path}
          query={query}
          shown={first}
          total={visible.length}
          allHref={`${request.path}?${allParams}`}
        />
      </>
    );
  }
  // Only a shop with an editor allowed can have its sections swapped for previewed ones; the
  // others skip the wrapper and its few hundred bytes of script work.
  const editable = editorOrigins().length > 0;
  if (!editable && content === null) return null;
  return (
    <div className="theme-page" data-page={request.pageSlug}>
      {editable ? (
        <EditableSections
          page={request.pageSlug}
          path={request.path}
          search={searchOf(query).toString()}
          params={request.params ?? {}}
        >
          {content}
        </EditableSections>
      ) : (
        content
      )}
    </div>
  );
}
