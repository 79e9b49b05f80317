// /page/:slug: a custom page from the content API, drawn by
// CustomPageView. Unknown and unpublished pages are not found. A page the spec serves at its own
// path (about-us) is shown here too, with that path as its canonical URL.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCustomPage } from '@/lib/content/data';
import { CustomPageView, customPageMetadata } from '@/components/content/custom-page-view';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadCustomPage((await params).slug);
  return page ? customPageMetadata(page) : { title: 'Page Not Found.' };
}

export default async function CustomPageRoute({ params }: Props) {
  const page = await loadCustomPage((await params).slug);
  if (!page) notFound();
  return <CustomPageView page={page} />;
}
