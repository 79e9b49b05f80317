// Metadata of the brand, category and collection pages: title, description, canonical and Open
// Graph with absolute URLs (lib/seo/metadata.ts), from the entity's seo, else its name and
// description.
import 'server-only';
import type { Metadata } from 'next';
import { stripMarkup } from '@/lib/shared/format';
import { getShop } from '@/lib/configuration/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requestOrigin } from '@/lib/seo/request-origin';
import type { ListingMeta } from './data';

const NOUN = { brand: 'brand', category: 'category', collection: 'collection' } as const;

export async function listingMetadata(meta: ListingMeta): Promise<Metadata> {
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  const title = meta.seo.title?.trim() || meta.name;
  const description = (
    meta.seo.description?.trim() ||
    stripMarkup(meta.description) ||
    `Shop ${meta.name} at ${shop.name}.`
  ).slice(0, 300);
  const banner = meta.banners.landscape?.url || meta.banners.portrait?.url || meta.logo?.url;
  const images = banner ? [{ url: banner, alt: meta.name }] : [];
  const path = `/${NOUN[meta.kind]}/${encodeURIComponent(meta.slug)}/`;
  return {
    title: { absolute: title.includes(shop.name) ? title : `${title} | ${shop.name}` },
    description,
    ...pageMetadata({ origin, path, title, description, images, siteName: shop.name }),
  };
}
