// /page/:slug: a custom page from the content API (000 section 2.4 "Custom page"). Its HTML, CSS
// and JS run in a sandboxed frame (components/custom-page/custom-page-frame.tsx) loaded from
// /page/<slug>/frame, which carries its own Content-Security-Policy; the same HTML,
// sanitised to plain formatting, is in a <noscript> for crawlers and shoppers without JavaScript
// (for them the empty frame is hidden). Unknown and unpublished pages are not found.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { safeHtml } from '@/lib/html';
import { pageMetadata } from '@/lib/seo/metadata';
import { requestOrigin } from '@/lib/seo/request-origin';
import { getShop } from '@/lib/shop';
import { CustomPageFrame } from '@/components/custom-page/custom-page-frame';
import { customPagePart, customPageFrameHref } from '@/lib/custom-page';
import { loadCustomPage } from '@/lib/custom-page-data';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = await loadCustomPage(slug);
  if (!page) return { title: 'Page Not Found.' };
  const title = page.seo?.title || page.title;
  const description = page.seo?.description || page.description || undefined;
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  const image = page.feature_image?.secure_url;
  return {
    title: { absolute: title },
    description,
    ...pageMetadata({ origin, path: `/page/${page.slug}`, title, description, siteName: shop.name, images: image ? [{ url: image, alt: page.title }] : [] }),
  };
}

export default async function CustomPageRoute({ params }: Props) {
  const page = await loadCustomPage((await params).slug);
  if (!page) notFound();
  const text = safeHtml(customPagePart(page, 'html'));
  return (
    <div className="container" data-custom-page={page.slug} style={{ paddingTop: '1rem', paddingBottom: '3rem' }}>
      <CustomPageFrame src={customPageFrameHref(page.slug)} title={page.title} />
      <noscript dangerouslySetInnerHTML={{ __html: `<style>.custom-page-frame{display:none!important}</style><article class="custom-page-text">${text}</article>` }} />
    </div>
  );
}
