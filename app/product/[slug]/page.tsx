// /product/:slug: the theme's product-description page. Its sections draw the
// product (gallery, blocks, delivery check, similar products); the page owns the metadata and
// the Product JSON-LD. ?size= and ?pincode= are choices on the page, not other pages: the
// canonical URL has neither.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { stripMarkup } from '@/lib/shared/format';
import { getShop } from '@/lib/configuration/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { productImages } from '@/lib/seo/product-schema';
import { requestOrigin } from '@/lib/seo/request-origin';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import { loadProduct } from '@/lib/catalog/data';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { pageQuery } from '@/lib/shared/page-query';
import { shipIslands } from '@/lib/theme/render/route-islands';
import { productIslands } from '@/themes/route-islands-product';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await loadProduct((await params).slug);
  if (!data) return { title: 'Product not found' };
  const { product } = data;
  const description =
    product.seo?.description || stripMarkup(product.short_description || product.description).slice(0, 160);
  const title = product.seo?.title || `${product.brand.name} ${product.name}`;
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  const images = productImages(origin, product).map((url) => ({ url, alt: product.name, width: 800, height: 1000 }));
  return {
    title,
    description,
    ...pageMetadata({ origin, path: `/product/${product.slug}/`, title, description, images, siteName: shop.name }),
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  shipIslands(productIslands);
  const data = await loadProduct((await params).slug);
  if (!data) notFound();
  const { product, sizes } = data;
  return (
    <>
      <ThemePage
        pageSlug="product-description"
        path={`/product/${encodeURIComponent(product.slug)}/`}
        params={{ slug: product.slug }}
        query={await pageQuery(searchParams)}
      />
      <ProductJsonLd product={product} sizes={sizes} />
    </>
  );
}
