// Product (offers, availability, rating, brand, images, sku) and BreadcrumbList for /product/[slug].
import type { ProductDetail, ProductSizes } from '@/contract/types/catalog';
import { breadcrumbJsonLd, productCrumbs } from '@/lib/seo/list-schema';
import { productJsonLd } from '@/lib/seo/product-schema';
import { requestOrigin } from '@/lib/seo/request-origin';
import { JsonLd } from './json-ld';

export async function ProductJsonLd({ product, sizes }: { product: ProductDetail; sizes?: ProductSizes }) {
  const origin = await requestOrigin();
  return (
    <>
      <JsonLd id="jsonld-product" data={productJsonLd({ origin, product, sizes })} />
      <JsonLd id="jsonld-breadcrumb" data={breadcrumbJsonLd(origin, productCrumbs(product))} />
    </>
  );
}
