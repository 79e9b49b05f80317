// Metadata of the listing and landing pages: title, description, canonical and Open Graph with
// absolute URLs (lib/seo/metadata.ts). Brand, category and collection pages take theirs from the
// entity's seo (else its name and description); the landing pages from their theme page's seo,
// where '{{app:name}}' stands for the shop's name.
import 'server-only';
import type { Metadata } from 'next';
import { stripMarkup } from '@/lib/format';
import { getShop } from '@/lib/configuration/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requestOrigin } from '@/lib/seo/request-origin';
import { loadRequestTheme, loadThemePage } from '@/lib/theme/data';
import type { ListingMeta } from '@/lib/catalog/data';

const NOUN = { brand: 'brand', category: 'category', collection: 'collection' } as const;

export async function listingMetadata(meta: ListingMeta): Promise<Metadata> {
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  const title = meta.seo.title?.trim() || meta.name;
  const description = (meta.seo.description?.trim() || stripMarkup(meta.description) || `Shop ${meta.name} at ${shop.name}.`).slice(0, 300);
  const banner = meta.banners.landscape?.url || meta.banners.portrait?.url || meta.logo?.url;
  const images = banner ? [{ url: banner, alt: meta.name }] : [];
  const path = `/${NOUN[meta.kind]}/${encodeURIComponent(meta.slug)}/`;
  return { title: { absolute: title.includes(shop.name) ? title : `${title} | ${shop.name}` }, description, ...pageMetadata({ origin, path, title, description, images, siteName: shop.name }) };
}

/** A landing page (brands, categories, collections): its theme page's seo, else the fallbacks. */
export async function landingMetadata(pageSlug: string, path: string, fallback: { title: string; description: string }, department?: string): Promise<Metadata> {
  const [origin, shop, page] = await Promise.all([
    requestOrigin(),
    getShop(),
    loadRequestTheme()
      .then(({ theme }) => loadThemePage(theme._id, pageSlug))
      .catch(() => undefined),
  ]);
  const fill = (s: string | undefined) => (s ?? '').replaceAll('{{app:name}}', shop.name).trim();
  const base = fill(page?.seo?.title) || `${fallback.title} | ${shop.name}`;
  const title = department ? `${department}: ${base}` : base;
  const description = fill(page?.seo?.description) || fallback.description;
  const images = shop.logo ? [{ url: shop.logo, alt: shop.name }] : [];
  return { title: { absolute: title }, description, ...pageMetadata({ origin, path, title, description, images, siteName: shop.name }) };
}
