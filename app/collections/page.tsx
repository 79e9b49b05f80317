// /collections/: the theme's collections page (the collections-landing section).
import type { Metadata } from 'next';
import { landingMetadata } from '@/lib/seo/data';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata('collections', '/collections/', {
    title: 'Collections',
    description: 'Curated edits for every season, occasion and budget.',
  });
}

export default async function CollectionsPage({ searchParams }: Props) {
  return <ThemePage pageSlug="collections" path="/collections/" query={await pageQuery(searchParams)} />;
}
