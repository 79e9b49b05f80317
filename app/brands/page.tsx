// /brands/: the theme's brands page (the brands-landing section).
import type { Metadata } from 'next';
import { landingMetadata } from '@/lib/seo/data';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata('brands', '/brands/', {
    title: 'All brands',
    description: 'Every label we carry, in one place.',
  });
}

export default async function BrandsPage({ searchParams }: Props) {
  return <ThemePage pageSlug="brands" path="/brands/" query={await pageQuery(searchParams)} />;
}
