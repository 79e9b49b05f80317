// /sections/:group: a section page of the theme (its page slug is the group).
// A group the theme has no section page for is not found.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { loadRequestTheme } from '@/lib/theme/data';
import { findSectionPage } from '@/lib/theme/custom-templates';
import { pageMetadata } from '@/lib/seo/metadata';
import { requestOrigin } from '@/lib/seo/request-origin';
import { getShop } from '@/lib/configuration/data';
import { pageQuery } from '@/lib/shared/page-query';

type Props = {
  params: Promise<{ group: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function sectionPage(group: string) {
  const { theme } = await loadRequestTheme();
  return findSectionPage(theme.available_pages, group);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { group } = await params;
  const page = await sectionPage(group);
  if (!page) return { title: 'Page Not Found.' };
  const title = page.seo?.title || page.text;
  const description = page.seo?.description || undefined;
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  return {
    title: { absolute: title },
    description,
    ...pageMetadata({
      origin,
      path: `/sections/${encodeURIComponent(group)}`,
      title,
      description,
      siteName: shop.name,
    }),
  };
}

export default async function SectionPage({ params, searchParams }: Props) {
  const [{ group }, query] = await Promise.all([params, pageQuery(searchParams)]);
  const page = await sectionPage(group);
  if (!page) notFound();
  return (
    <>
      <h1 className="visually-hidden">{page.text}</h1>
      <ThemePage
        pageSlug={page.value}
        path={`/sections/${encodeURIComponent(group)}`}
        params={{ group }}
        query={query}
        emptyMessage="This page has no sections yet."
      />
    </>
  );
}
