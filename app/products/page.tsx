// /products/: the theme's product-listing page. Its product-listing section
// renders the search, facets, sort, paging and the ItemList and BreadcrumbList JSON-LD.
import type { Metadata } from 'next';
import { readListingQuery } from '@/lib/catalog/listing-url';
import { getShop } from '@/lib/configuration/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requestOrigin } from '@/lib/seo/request-origin';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { loadFilteredName } from '@/lib/catalog/data';
import { pageQuery } from '@/lib/shared/page-query';
import { shipIslands } from '@/lib/theme/render/route-islands';
import { listingIslands } from '@/themes/route-islands-listing';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/products/';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q, f } = readListingQuery(await pageQuery(searchParams));
  const [origin, shop, name] = await Promise.all([requestOrigin(), getShop(), q ? undefined : loadFilteredName(f)]);
  const title = q ? `Search results for “${q}”` : (name ?? 'All products');
  const description = q
    ? `Products matching “${q}” at ${shop.name}.`
    : name
      ? `Shop ${name} at ${shop.name}.`
      : `Shop all products at ${shop.name}.`;
  const images = shop.logo ? [{ url: shop.logo, alt: shop.name }] : [];
  return {
    title,
    description,
    ...pageMetadata({ origin, path: PATH, title, description, images, siteName: shop.name }),
  };
}

export default async function ProductsPage({ searchParams }: Props) {
  shipIslands(listingIslands);
  return <ThemePage pageSlug="product-listing" path={PATH} query={await pageQuery(searchParams)} />;
}
