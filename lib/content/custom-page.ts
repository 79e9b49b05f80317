// A custom page's frame document (HTML, CSS and JS supplied as
// content), and the messages the frame and the shop exchange about its height. Shared by the
// server route (app/page/[slug]) and the client frame, so it is a plain module.
import type { CustomPage } from '@/contract/types/content';
import { scriptJson } from '@/lib/shared/script-json';

/**
 * What the frame may do: run scripts, open popups, and take the whole tab on a shopper's click;
 * never allow-same-origin. Set on the iframe and, in its Content-Security-Policy, on the frame
 * document itself (so it stays sandboxed when opened on its own).
 */
export const CUSTOM_PAGE_SANDBOX = 'allow-scripts allow-popups allow-top-navigation-by-user-activation';

/** Where the frame document of a custom page is served (app/page/[slug]/frame/route.ts). */
export const customPageFrameHref = (slug: string) => `/page/${encodeURIComponent(slug)}/frame`;

/** Sent by the frame: { type, height } in CSS pixels. */
export const CUSTOM_PAGE_HEIGHT_MESSAGE = 'custom-page:height';
/** Sent to the frame: report your height again. */
export const CUSTOM_PAGE_MEASURE_MESSAGE = 'custom-page:measure';

export const customPagePart = (page: CustomPage, type: 'html' | 'css' | 'js') =>
  page.content
    .filter((c) => c.type === type)
    .map((c) => c.value)
    .join('\n');

/** Text that must not end the element it sits in (</style>, </script>, <!--). */
const inert = (text: string, tag: 'style' | 'script') =>
  text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1').replace(/<!--/g, '<\\!--');

// Runs inside the frame: reports the document's height now, on load, whenever it changes and
// when the shop asks (its listener may start after the first reports, once React hydrates).
const HEIGHT_REPORTER = `(function(){var last=0;function send(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:${scriptJson(CUSTOM_PAGE_HEIGHT_MESSAGE)},height:h},'*');}}
addEventListener('message',function(e){if(e.source===parent&&e.data&&e.data.type===${scriptJson(CUSTOM_PAGE_MEASURE_MESSAGE)}){last=0;send();}});
send();addEventListener('load',send);if(window.ResizeObserver){new ResizeObserver(send).observe(document.documentElement);}else{setInterval(send,500);}})();`;

export function customPageDocument(page: CustomPage): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Links leave the frame for the whole tab (a shopper's click only, see the sandbox).
    '<base target="_top">',
    `<title>${page.title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>`,
    '<style>html,body{margin:0;overflow:hidden}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1c1b22}img{max-width:100%;height:auto}</style>',
    `<style>${inert(customPagePart(page, 'css'), 'style')}</style>`,
    '</head><body>',
    customPagePart(page, 'html'),
    `<script>${inert(customPagePart(page, 'js'), 'script')}</script>`,
    `<script>${HEIGHT_REPORTER}</script>`,
    '</body></html>',
  ].join('');
}
