// /categories/:department (000 section 2.1): the theme's categories page for one department. An unknown
// department is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadDepartment } from '@/lib/catalog/data';
import { landingMetadata } from '@/components/listing/metadata';
import { ThemePage } from '@/lib/theme/render/theme-page';

type Props = { params: Promise<{ department: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const department = await loadDepartment((await params).department);
  if (!department) notFound();
  return landingMetadata('categories', `/categories/${department.slug}/`, { title: 'Categories', description: '' }, department.name);
}

export default async function CategoriesDepartmentPage({ params, searchParams }: Props) {
  const department = await loadDepartment((await params).department);
  if (!department) notFound();
  const path = `/categories/${encodeURIComponent(department.slug)}/`;
  return <ThemePage pageSlug="categories" path={path} params={{ department: department.slug }} query={await searchParams} />;
}
