// Injected tags: scripts and styles a shop owner adds, inline or from a
// URL, in the head or at the top or bottom of the body, on some pages or all. The platform's list
// is turned into plain descriptions the layout renders as <script>, <link> or <style> elements,
// with every value checked here so rendering needs no judgement of its own.
import { isSitePath } from './url-parts';

export type TagPosition = 'head' | 'body-top' | 'body-bottom';
export const TAG_POSITIONS: readonly TagPosition[] = ['head', 'body-top', 'body-bottom'];

/** A tag as the platform sends it; pages are slugs or {page_slug} objects. */
export type InjectedTag = {
  _id?: string;
  name?: string;
  type?: string;
  sub_type?: string;
  url?: string;
  content?: string;
  attributes?: Readonly<Record<string, unknown>>;
  position?: string;
  pages?: ReadonlyArray<string | { page_slug?: string } | null | undefined>;
};

/**
 * What to render. `script` with src or content, `link` (rel=stylesheet) with href, `style` with
 * content. `key` is stable per tag, for `data-injected-tag` so client code can remove tags that no
 * longer apply after a route change (see diffTags). Inline content is already escaped for use as
 * the element's raw text (dangerouslySetInnerHTML).
 */
export type RenderableTag =
  | { key: string; element: 'script'; src: string; attributes: Record<string, string> }
  | { key: string; element: 'script'; content: string; attributes: Record<string, string> }
  | { key: string; element: 'link'; href: string; attributes: Record<string, string> }
  | { key: string; element: 'style'; content: string; attributes: Record<string, string> };

export type TagsByPosition = Record<TagPosition, RenderableTag[]>;

/** The tags meant for a page: those listing its slug, and those listing no pages (all pages). */
export function tagsForPage<T extends InjectedTag>(
  tags: readonly T[] | null | undefined,
  pageSlug: string | null | undefined,
): T[] {
  return (tags ?? []).filter((tag) => {
    const pages = (tag.pages ?? [])
      .map((p) => (typeof p === 'string' ? p : p?.page_slug))
      .filter((p): p is string => !!p);
    return pages.length === 0 || (!!pageSlug && pages.includes(pageSlug));
  });
}

/**
 * The tags in render form, grouped by position in their given order. A tag with an unknown type,
 * an unusable URL (only https, http or a path on this site) or no content is dropped. Without
 * sub_type a URL makes it external, otherwise inline. Without a known position, css goes to the
 * head and js to the end of the body (where it does not hold up the first paint).
 */
export function groupTags(tags: readonly InjectedTag[] | null | undefined): TagsByPosition {
  const groups: TagsByPosition = { head: [], 'body-top': [], 'body-bottom': [] };
  (tags ?? []).forEach((tag, i) => {
    const renderable = toRenderable(tag, i);
    if (!renderable) return;
    const position = TAG_POSITIONS.includes(tag.position as TagPosition)
      ? (tag.position as TagPosition)
      : tag.type === 'css'
        ? 'head'
        : 'body-bottom';
    groups[position].push(renderable);
  });
  return groups;
}

/** tagsForPage then groupTags. */
export function pageTags(
  tags: readonly InjectedTag[] | null | undefined,
  pageSlug: string | null | undefined,
): TagsByPosition {
  return groupTags(tagsForPage(tags, pageSlug));
}

/** Keys to remove from and tags to add to the document after a route change. */
export function diffTags(
  presentKeys: readonly string[],
  wanted: TagsByPosition,
): { remove: string[]; add: RenderableTag[] } {
  const all = TAG_POSITIONS.flatMap((p) => wanted[p]);
  const wantedKeys = new Set(all.map((t) => t.key));
  const present = new Set(presentKeys);
  return { remove: presentKeys.filter((k) => !wantedKeys.has(k)), add: all.filter((t) => !present.has(t.key)) };
}

/** Attributes a tag may set: none that runs code (on*) or replaces what we checked (src, href). */
const ALLOWED_ATTRIBUTES =
  /^(async|defer|crossorigin|type|media|integrity|referrerpolicy|nomodule|nonce|id|title|charset|data-[a-z0-9_.-]+)$/;

function toRenderable(tag: InjectedTag, index: number): RenderableTag | undefined {
  if (!tag || (tag.type !== 'js' && tag.type !== 'css')) return undefined;
  const subType =
    tag.sub_type === 'inline' || tag.sub_type === 'external' ? tag.sub_type : tag.url ? 'external' : 'inline';
  const key = `tag-${typeof tag._id === 'string' && /^[\w-]{1,64}$/.test(tag._id) ? tag._id : index}`;
  const attributes = safeAttributes(tag.attributes);
  if (subType === 'external') {
    const url = safeUrl(tag.url);
    if (!url) return undefined;
    return tag.type === 'js'
      ? { key, element: 'script', src: url, attributes }
      : { key, element: 'link', href: url, attributes };
  }
  if (typeof tag.content !== 'string' || !tag.content.trim()) return undefined;
  return tag.type === 'js'
    ? { key, element: 'script', content: escapeRawText(tag.content, 'script'), attributes }
    : { key, element: 'style', content: escapeRawText(tag.content, 'style'), attributes };
}

function safeAttributes(attributes: InjectedTag['attributes']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(attributes ?? {})) {
    const name = rawName.trim().toLowerCase();
    if (!ALLOWED_ATTRIBUTES.test(name)) continue;
    if (value === true) out[name] = '';
    else if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      out[name] = String(value);
  }
  return out;
}

function safeUrl(url: string | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const text = url.trim();
  if (isSitePath(text)) return text;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Raw text inside <script> ends at the first `</script` and inside <style> at `</style` (any
 * case), and `<!--` changes how the rest of a script is read. The escaped forms (`<\/`, `<\!--`)
 * mean the same inside JavaScript strings and regular expressions and CSS strings, where such text
 * can legitimately appear.
 */
function escapeRawText(content: string, element: 'script' | 'style'): string {
  if (element === 'style') return content.replace(/<\/(style)/gi, '<\\/$1');
  return content.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}
