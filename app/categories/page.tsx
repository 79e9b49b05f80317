// /categories/: the theme's categories page (the categories-landing section).
import type { Metadata } from 'next';
import { landingMetadata } from '@/lib/seo/data';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata('categories', '/categories/', {
    title: 'All categories',
    description: 'Shop every category, by department.',
  });
}

export default async function CategoriesPage({ searchParams }: Props) {
  return <ThemePage pageSlug="categories" path="/categories/" query={await pageQuery(searchParams)} />;
}
