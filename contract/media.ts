// The widths the media route draws a stored image at (/media/<file>?w=320), and the srcset a page
// builds from them, so a phone's card fetches a card-sized picture rather than the full one.
// A width outside the list is refused (400): each allowed width is one file cached on disk.

export const MEDIA_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The query parameter that asks for a width. */
export const MEDIA_WIDTH_PARAM = 'w';

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

/** A stored raster image of the shop (/media/<id>.<ext>): the ones the route can resize. */
const RESIZABLE = /^\/media\/[a-z0-9-]+\.(webp|avif|png|jpg)(\?[^#]*)?$/;

/** `url` drawn `width` pixels wide, or undefined when the URL is not a resizable shop image. */
export function mediaWidthUrl(url: string, width: MediaWidth): string | undefined {
  if (!RESIZABLE.test(url)) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}${MEDIA_WIDTH_PARAM}=${width}`;
}

/**
 * The srcset of a shop image at `widths` (each a copy the media route draws; one no narrower than
 * the image is the whole image). Undefined for other images (an outside URL, an SVG), which keep
 * their src.
 */
export function mediaSrcSet(url: string, widths: readonly MediaWidth[] = MEDIA_WIDTHS): string | undefined {
  if (!RESIZABLE.test(url)) return undefined;
  return widths.map((w) => `${mediaWidthUrl(url, w)} ${w}w`).join(', ');
}

/** A small picture (a bag line, an order's item): the narrowest width, or the URL as it is. */
export function mediaThumbnail(url: string): string {
  return mediaWidthUrl(url, MEDIA_WIDTHS[0]) ?? url;
}
