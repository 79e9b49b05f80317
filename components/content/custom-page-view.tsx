// A custom page: its HTML, CSS and JS run in a sandboxed frame
// (components/content/custom-page-frame.tsx) loaded from /page/<slug>/frame, which carries its
// own Content-Security-Policy; the same HTML, sanitised to plain formatting,
// is in a <noscript> for crawlers and shoppers without JavaScript (for them the empty frame is
// hidden). Used by /page/:slug and by the pages the spec gives a path of their own (/about-us).
import 'server-only';
import type { Metadata } from 'next';
import type { CustomPage } from '@/contract/types/content';
import { safeHtml } from '@/lib/shared/html';
import { pageMetadata } from '@/lib/seo/metadata';
import { requestOrigin } from '@/lib/seo/request-origin';
import { getShop } from '@/lib/configuration/data';
import { CustomPageFrame } from '@/components/content/custom-page-frame';
import { customPagePart, customPageFrameHref } from '@/lib/content/custom-page';
import { customPagePath } from '@/lib/content/paths';

/** Title, description, image and the canonical URL, which is the page's own path wherever it is shown. */
export async function customPageMetadata(page: CustomPage): Promise<Metadata> {
  const title = page.seo?.title || page.title;
  const description = page.seo?.description || page.description || undefined;
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  const image = page.feature_image?.secure_url;
  return {
    title: { absolute: title },
    description,
    ...pageMetadata({
      origin,
      path: customPagePath(page.slug),
      title,
      description,
      siteName: shop.name,
      images: image ? [{ url: image, alt: page.title }] : [],
    }),
  };
}

export function CustomPageView({ page }: { page: CustomPage }) {
  const text = safeHtml(customPagePart(page, 'html'));
  return (
    <div className="container" data-custom-page={page.slug} style={{ paddingTop: '1rem', paddingBottom: '3rem' }}>
      <CustomPageFrame src={customPageFrameHref(page.slug)} title={page.title} />
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style>.custom-page-frame{display:none!important}</style><article class="custom-page-text">${text}</article>`,
        }}
      />
    </div>
  );
}
