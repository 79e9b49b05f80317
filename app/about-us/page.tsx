// /about-us: the merchant's 'about-us' custom page when it is published, else
// the shop's own description from its configuration, so the page the footer links to is always
// there; then the theme's sections for the about-us page.
import type { Metadata } from 'next';
import { loadCustomPage } from '@/lib/content/data';
import { CUSTOM_PAGE_ROUTES } from '@/lib/content/paths';
import { getShop } from '@/lib/configuration/data';
import { landingMetadata } from '@/lib/seo/data';
import { CustomPageView, customPageMetadata } from '@/components/content/custom-page-view';
import { ThemePage } from '@/lib/theme/render/theme-page';
import styles from '@/components/content/content-page.module.css';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const SLUG = 'about-us';
const PATH = CUSTOM_PAGE_ROUTES[SLUG];

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadCustomPage(SLUG);
  if (page) return customPageMetadata(page);
  const shop = await getShop();
  return landingMetadata(SLUG, PATH, { title: 'About us', description: shop.description || `About ${shop.name}` });
}

export default async function AboutUsPage({ searchParams }: Props) {
  const [page, shop, query] = await Promise.all([loadCustomPage(SLUG), getShop(), pageQuery(searchParams)]);
  return (
    <>
      {page ? (
        <CustomPageView page={page} />
      ) : (
        <article className={styles.page} data-about="shop">
          <h1 className={styles.title}>About {shop.name}</h1>
          {shop.description ? <p className={styles.prose}>{shop.description}</p> : null}
        </article>
      )}
      <ThemePage pageSlug={SLUG} path={PATH} query={query} />
    </>
  );
}
