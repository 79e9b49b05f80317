// The catalogue's page families that differ only by kind: /brand|category|collection/:slug (the
// theme's listing page of that kind) and /brands|categories/:department (the landing page for one
// department). Each app/ page file takes its generateMetadata and page from here; an unknown slug
// or department is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LISTING_SLUGS, loadDepartment, loadListingMeta, type ListingKind } from '@/lib/catalog/data';
import { landingMetadata } from '@/lib/seo/data';
import { listingMetadata } from './metadata';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { shipIslands, type RouteIslandSet } from '@/lib/theme/render/route-islands';
import { pageQuery } from '@/lib/shared/page-query';

type Query = Promise<Record<string, string | string[] | undefined>>;
type ListingProps = { params: Promise<{ slug: string }>; searchParams: Query };
type DepartmentProps = { params: Promise<{ department: string }>; searchParams: Query };

/** `islands`: what the route ships in its first load (the theme's route-islands.ts). */
export function listingPage(kind: ListingKind, islands?: RouteIslandSet) {
  async function generateMetadata({ params }: ListingProps): Promise<Metadata> {
    const meta = await loadListingMeta(kind, (await params).slug);
    if (!meta) notFound();
    return listingMetadata(meta);
  }
  async function ListingPage({ params, searchParams }: ListingProps) {
    shipIslands(islands);
    const meta = await loadListingMeta(kind, (await params).slug);
    if (!meta) notFound();
    return (
      <ThemePage
        pageSlug={LISTING_SLUGS[kind]}
        path={`/${kind}/${encodeURIComponent(meta.slug)}/`}
        params={{ slug: meta.slug }}
        query={await pageQuery(searchParams)}
      />
    );
  }
  return { generateMetadata, ListingPage };
}

export function departmentLandingPage(landing: 'brands' | 'categories', title: string) {
  async function generateMetadata({ params }: DepartmentProps): Promise<Metadata> {
    const department = await loadDepartment((await params).department);
    if (!department) notFound();
    return landingMetadata(landing, `/${landing}/${department.slug}/`, { title, description: '' }, department.name);
  }
  async function DepartmentLandingPage({ params, searchParams }: DepartmentProps) {
    const department = await loadDepartment((await params).department);
    if (!department) notFound();
    const path = `/${landing}/${encodeURIComponent(department.slug)}/`;
    return (
      <ThemePage
        pageSlug={landing}
        path={path}
        params={{ department: department.slug }}
        query={await pageQuery(searchParams)}
      />
    );
  }
  return { generateMetadata, DepartmentLandingPage };
}
