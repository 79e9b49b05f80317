// /collection/:slug (000 section 2.1): the theme's collection-listing page (listing-banner and
// product-listing sections). An unknown slug is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadListingMeta } from '@/lib/catalog/data';
import { listingMetadata } from '@/components/listing/metadata';
import { ThemePage } from '@/lib/theme/render/theme-page';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meta = await loadListingMeta('collection', (await params).slug);
  if (!meta) notFound();
  return listingMetadata(meta);
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const slug = (await params).slug;
  const meta = await loadListingMeta('collection', slug);
  if (!meta) notFound();
  return <ThemePage pageSlug="collection-listing" path={`/collection/${encodeURIComponent(meta.slug)}/`} params={{ slug: meta.slug }} query={await searchParams} />;
}
