// /c/...: a theme's runtime custom templates, nested paths included. The theme
// lists them among its pages (type 'custom', path under c/); a path none matches is not found.
// The seeded default theme ships none, so every /c/ path there is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { loadRequestTheme } from '@/lib/theme/data';
import { matchCustomTemplate } from '@/lib/theme/custom-templates';
import { safeDecode } from '@/lib/theme/url-parts';
import { pageQuery } from '@/lib/shared/page-query';

type Props = {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function template(path: string[]) {
  const { theme } = await loadRequestTheme();
  return matchCustomTemplate(theme.available_pages, path.map(safeDecode));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const match = await template((await params).path);
  if (!match) return { title: 'Page Not Found.' };
  const title = match.page.seo?.title || match.page.text;
  return { title: { absolute: title }, description: match.page.seo?.description || undefined };
}

export default async function CustomTemplatePage({ params, searchParams }: Props) {
  const [{ path }, query] = await Promise.all([params, pageQuery(searchParams)]);
  const match = await template(path);
  if (!match) notFound();
  return (
    <>
      <h1 className="visually-hidden">{match.page.text}</h1>
      <ThemePage pageSlug={match.page.value} path={`/c/${path.join('/')}`} params={match.params} query={query} />
    </>
  );
}
