import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { formatPrice, stripMarkup } from '@/lib/format';
import { safeHtml } from '@/lib/html';
import { getShop } from '@/lib/shop';
import { pageMetadata } from '@/lib/seo/metadata';
import { productImages } from '@/lib/seo/product-schema';
import { requestOrigin } from '@/lib/seo/request-origin';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import styles from '@/components/product/product.module.css';
import { LazyImageClient } from '@/components/ui/lazy-image-client';
import { AddToCompare } from '@/components/compare/add-to-compare';

type Props = { params: Promise<{ slug: string }> };

// One fetch per request, shared by the metadata and the page.
const loadProduct = cache(async (slug: string) => {
  const sdk = await serverSdk();
  try {
    const [product, sizes] = await Promise.all([sdk.catalog.getProductDetailBySlug({ slug }), sdk.catalog.getProductSizesBySlug({ slug })]);
    return { product, sizes };
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status === 404) return undefined;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await loadProduct((await params).slug);
  if (!data) return { title: 'Product not found' };
  const { product } = data;
  const description = product.seo?.description || stripMarkup(product.short_description || product.description).slice(0, 160);
  const title = product.seo?.title || `${product.brand.name} ${product.name}`;
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  const images = productImages(origin, product).map((url) => ({ url, alt: product.name, width: 800, height: 1000 }));
  return { title, description, ...pageMetadata({ origin, path: `/product/${product.slug}/`, title, description, images, siteName: shop.name }) };
}

export default async function ProductPage({ params }: Props) {
  const data = await loadProduct((await params).slug);
  if (!data) notFound();
  const { product, sizes } = data;
  const images = product.medias.filter((m) => m.type === 'image');
  const { effective, marked } = sizes.price ?? product.price;
  return (
    <article className={`container ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link href="/">Home</Link> / <Link href="/products/">Products</Link> / <span aria-current="page">{product.name}</span>
      </nav>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          {images.map((image, i) => (
            <LazyImageClient key={image.url} src={image.url} alt={image.alt || product.name} width={800} height={1000} priority={i === 0} />
          ))}
        </div>
        <div className={styles.info}>
          <p className={styles.brand}>{product.brand.name}</p>
          <h1>{product.name}</h1>
          {product.rating_count > 0 ? (
            <p className={styles.rating}>
              ★ {product.rating.toFixed(1)} · {product.rating_count} ratings
            </p>
          ) : null}
          <p className={styles.price}>
            <span className={styles.effective}>{formatPrice(effective.min, effective.currency_code)}</span>
            {marked.min > effective.min ? (
              <>
                <s>
                  <span className="visually-hidden">was </span>
                  {formatPrice(marked.min, marked.currency_code)}
                </s>
                <span className={styles.discount}>{sizes.discount || product.discount}</span>
              </>
            ) : null}
          </p>
          <p className={styles.tax}>Inclusive of all taxes</p>
          <h2 className={styles.subhead}>Sizes</h2>
          <ul className={styles.sizes}>
            {sizes.sizes.map((size) => (
              <li key={size.value} className={size.is_available ? undefined : styles.soldOut}>
                {size.display}
                {size.is_available ? null : <span className="visually-hidden"> (sold out)</span>}
              </li>
            ))}
          </ul>
          {!sizes.sellable ? <p className={styles.soldOutNote}>This product is sold out.</p> : null}
          <AddToCompare slug={product.slug} />
          <h2 className={styles.subhead}>Product details</h2>
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: safeHtml(product.description) }} />
          <dl className={styles.attributes}>
            {product.grouped_attributes.flatMap((group) =>
              group.details.map((d) => (
                <div key={`${group.title}-${d.key}`}>
                  <dt>{d.display}</dt>
                  <dd>{d.value}</dd>
                </div>
              )),
            )}
          </dl>
        </div>
      </div>
      <ProductJsonLd product={product} sizes={sizes} />
    </article>
  );
}
