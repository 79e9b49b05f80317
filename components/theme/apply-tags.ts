'use client';
// What TagInjector does once a page has tags to add or remove: loaded on demand with the
// page-slug table and the tag rules, after the page is interactive.
import { resolvePageSlug } from '@/lib/theme/page-slug';
import { diffTags, pageTags, type InjectedTag, type RenderableTag, type TagPosition } from '@/lib/theme/tags';
import { TAG_MARK as MARK } from './tag-injector';

function create(tag: RenderableTag): HTMLElement {
  const el = document.createElement(tag.element);
  for (const [name, value] of Object.entries(tag.attributes)) el.setAttribute(name, value);
  if (tag.element === 'script' && 'src' in tag) (el as HTMLScriptElement).src = tag.src;
  else if (tag.element === 'link') Object.assign(el, { rel: 'stylesheet', href: tag.href });
  // Inline text arrives escaped for HTML parsing (`<\/script`); those forms mean the same in JS
  // and CSS, so it can go into the element as it is.
  else if ('content' in tag) el.textContent = tag.content;
  el.setAttribute(MARK, tag.key);
  return el;
}

function place(el: HTMLElement, position: TagPosition) {
  if (position === 'head') document.head.appendChild(el);
  else if (position === 'body-top') document.body.insertBefore(el, document.body.firstChild);
  else document.body.appendChild(el);
}

/** Brings the page's injected tags in line with the ones `pathname` should have. */
export function applyTags(tags: InjectedTag[], pathname: string): void {
  const slug = resolvePageSlug(pathname)?.slug;
  // Sign-in pages carry one-time codes and reset links in their URLs: no third-party script
  // (analytics records full URLs) runs there, whatever the merchant's tags say.
  const wanted = pathname.startsWith('/auth/') ? pageTags([], slug) : pageTags(tags, slug);
  const present = [...document.querySelectorAll<HTMLElement>(`[${MARK}]`)].map((el) => el.getAttribute(MARK) ?? '');
  const { remove, add } = diffTags(present, wanted);
  for (const key of remove) document.querySelectorAll(`[${MARK}="${CSS.escape(key)}"]`).forEach((el) => el.remove());
  for (const position of ['head', 'body-top', 'body-bottom'] as const) {
    for (const tag of wanted[position]) if (add.includes(tag)) place(create(tag), position);
  }
}
