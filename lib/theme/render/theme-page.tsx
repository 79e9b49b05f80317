// A theme page (000 section 2.4 "Section pages"): the sections of the request's theme for one
// page slug, the first 4 on the server and the rest as the shopper scrolls.
import 'server-only';
import { LazySections } from '@/components/theme/lazy-sections';
import { loadRequestTheme, loadThemePage } from './theme';
import { sectionContext, type PageRequest } from './context';
import { initialCount, renderSection, visibleSections } from './section-list';

type Props = PageRequest & {
  /** Shown when the theme has no sections for this page, e.g. 'Update Home page in Themes'. */
  emptyMessage?: string;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function ThemePage({ emptyMessage, ...request }: Props) {
  const { theme, previewId, globalConfig } = await loadRequestTheme();
  const page = await loadThemePage(theme._id, request.pageSlug);
  const query = request.query ?? {};
  const editing = one(query.isEdit) === 'true';
  const preview = Boolean(previewId) || one(query.isPreview) === 'true';
  const context = sectionContext(request, { preview, editing });
  const visible = page ? visibleSections(page.sections, context) : [];
  if (visible.length === 0) {
    return emptyMessage ? <p className="container theme-placeholder">{emptyMessage}</p> : null;
  }
  const first = initialCount(visible.length, context, one(query.sections) === 'all');
  const allParams = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => [k, x]))));
  allParams.set('sections', 'all');
  return (
    <div className="theme-page" data-page={request.pageSlug}>
      {visible.slice(0, first).map((section, i) => renderSection(section, i, context, globalConfig))}
      <LazySections pageSlug={request.pageSlug} path={request.path} query={query} shown={first} total={visible.length} allHref={`${request.path}?${allParams}`} />
    </div>
  );
}
