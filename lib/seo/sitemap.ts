// Sitemap XML (sitemaps.org 0.9): the index at /sitemap.xml and the files under /sitemaps/.
// Pure: which files exist for a catalogue size, which API pages feed a file, and the XML.
import { SITEMAP } from './constants';
import { absoluteUrl } from './origin';

export type SitemapUrl = {
  path: string;
  lastModified?: string | Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
};
export type SitemapFile = { kind: 'pages' } | { kind: 'products'; index: number };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** W3C datetime, or nothing for a date we cannot read. */
function lastmod(value: string | Date | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function fileName(file: SitemapFile): string {
  return file.kind === 'pages' ? 'pages.xml' : `products-${file.index}.xml`;
}

/** 'pages.xml' or 'products-<n>.xml' (n from 1); anything else is undefined. */
export function parseFileName(name: string): SitemapFile | undefined {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^products-([1-9]\d{0,4})\.xml$/.exec(name);
  return match ? { kind: 'products', index: Number(match[1]) } : undefined;
}

export function productFileCount(productTotal: number, perFile: number = SITEMAP.productsPerFile): number {
  return Math.ceil(Math.max(0, productTotal) / perFile);
}

export function sitemapFiles(productTotal: number, perFile: number = SITEMAP.productsPerFile): SitemapFile[] {
  const files: SitemapFile[] = [{ kind: 'pages' }];
  for (let index = 1; index <= productFileCount(productTotal, perFile); index++)
    files.push({ kind: 'products', index });
  return files;
}

/** The catalogue API pages (1-based page_no at apiPageSize) that hold product file `index`. */
export function apiPagesForFile(
  index: number,
  perFile: number = SITEMAP.productsPerFile,
  apiPageSize: number = SITEMAP.apiPageSize,
): number[] {
  const perFilePages = Math.ceil(perFile / apiPageSize);
  const first = (index - 1) * perFilePages + 1;
  return Array.from({ length: perFilePages }, (_, i) => first + i);
}

export function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const parts = [`<loc>${escapeXml(absoluteUrl(origin, u.path))}</loc>`];
      const mod = lastmod(u.lastModified);
      if (mod) parts.push(`<lastmod>${mod}</lastmod>`);
      if (u.changeFrequency) parts.push(`<changefreq>${u.changeFrequency}</changefreq>`);
      if (u.priority !== undefined) parts.push(`<priority>${u.priority.toFixed(1)}</priority>`);
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: SitemapFile[], extra: string[] = []): string {
  const locs = [...files.map((f) => absoluteUrl(origin, `${SITEMAP.dir}${fileName(f)}`)), ...extra];
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export const sitemapHeaders = (): Record<string, string> => ({
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': `public, max-age=${SITEMAP.maxAgeSeconds}, stale-while-revalidate=${SITEMAP.staleSeconds}`,
});
