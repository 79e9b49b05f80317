// /help/card-tokenisation: the merchant's 'card-tokenisation' custom page,
// served at the spec's path; without one it is not found.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCustomPage } from '@/lib/content/data';
import { CustomPageView, customPageMetadata } from '@/components/content/custom-page-view';

const SLUG = 'card-tokenisation';

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadCustomPage(SLUG);
  return page ? customPageMetadata(page) : { title: 'Page Not Found.' };
}

export default async function CardTokenisationPage() {
  const page = await loadCustomPage(SLUG);
  if (!page) notFound();
  return <CustomPageView page={page} />;
}
