'use client';
// Injected tags (000 section 4 "Tag injection"): added on the pages their slugs name (all pages
// when none) and removed again after a route change to a page they do not apply to.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { InjectedTag, RenderableTag, TagPosition } from '@/lib/theme/tags';

const MARK = 'data-injected-tag';

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

export function TagInjector({ tags }: { tags: InjectedTag[] }) {
  const pathname = usePathname();
  useEffect(() => {
    // Without tags to add or remove there is nothing to do, and the page-slug table and tag rules
    // are not downloaded (they load on demand, after the page is interactive).
    if (tags.length === 0 && !document.querySelector(`[${MARK}]`)) return;
    let current = true;
    Promise.all([import('@/lib/theme/page-slug'), import('@/lib/theme/tags')])
      .then(([{ resolvePageSlug }, { diffTags, pageTags }]) => {
        if (!current) return; // the shopper moved on; the newer route's run decides
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
      })
      .catch((error: unknown) => console.error('Injected tags could not be applied', error));
    return () => {
      current = false;
    };
  }, [pathname, tags]);
  return null;
}
