// Runtime custom templates ("Theme-provided custom templates are added at runtime
// under /c/ with nested children"). A theme lists them among its pages with type 'custom' and a
// path under c/ ('c/lookbook', 'c/lookbook/:look'); /c/... renders the one whose path matches,
// an exact path winning over one with parameters.
import type { ThemePageMeta } from '@/contract/types/theme';

export type TemplateMatch = { page: ThemePageMeta; params: Record<string, string> };

const split = (path: string) => path.split('/').filter(Boolean);

/** `segments` are the decoded parts of the URL after /c/. */
export function matchCustomTemplate(
  pages: readonly ThemePageMeta[],
  segments: readonly string[],
): TemplateMatch | undefined {
  if (segments.length === 0) return undefined;
  let best: (TemplateMatch & { score: number }) | undefined;
  for (const page of pages) {
    if (page.type !== 'custom') continue;
    const pattern = split(page.path ?? '');
    if (pattern[0] === 'c') pattern.shift();
    else continue;
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const ok = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      score += 1;
      return part === segments[i];
    });
    if (ok && (!best || score > best.score)) best = { page, params, score };
  }
  return best ? { page: best.page, params: best.params } : undefined;
}

/** A theme page whose value is `group` and whose type is 'sections' (a section page, /sections/:group). */
export function findSectionPage(pages: readonly ThemePageMeta[], group: string): ThemePageMeta | undefined {
  return pages.find((p) => p.type === 'sections' && p.value === group);
}
