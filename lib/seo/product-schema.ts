// Product structured data for /product/[slug]: offers (price, currency, availability from the
// sizes), aggregate rating on a 5 scale, brand, images and sku.
import { stripMarkup } from '../shared/format';
import type { ProductDetail, ProductSizes } from '@/contract/types/catalog';
import { STRUCTURED_DATA } from './constants';
import { organizationId } from './site-schema';
import { absoluteUrl } from './origin';
import { compact, SCHEMA_CONTEXT, type JsonLd, type JsonLdNode } from './types';

export const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}/`;

/** In stock when the product is sellable and at least one size is available. */
export function availability(
  product: Pick<ProductDetail, 'sellable'>,
  sizes?: Pick<ProductSizes, 'sellable' | 'sizes'>,
): string {
  const inStock = sizes ? sizes.sellable && sizes.sizes.some((s) => s.is_available) : product.sellable;
  return inStock ? AVAILABILITY.inStock : AVAILABILITY.outOfStock;
}

/** Schema.org prices are plain numbers with a dot: at most two decimals. */
const money = (value: number) => Math.round(value * 100) / 100;

export function productImages(origin: string, product: Pick<ProductDetail, 'medias'>): string[] {
  return [...new Set(product.medias.filter((m) => m.type === 'image' && m.url).map((m) => absoluteUrl(origin, m.url)))];
}

export type ProductSchemaInput = { origin: string; product: ProductDetail; sizes?: ProductSizes };

export function productJsonLd({ origin, product, sizes }: ProductSchemaInput): JsonLd {
  const url = absoluteUrl(origin, productPath(product.slug));
  const { effective } = sizes?.price ?? product.price;
  const currency = effective.currency_code || STRUCTURED_DATA.currency;
  const seller = { '@id': organizationId(origin) };
  const stock = availability(product, sizes);
  const offers: JsonLdNode =
    effective.max > effective.min
      ? {
          '@type': 'AggregateOffer',
          url,
          priceCurrency: currency,
          lowPrice: money(effective.min),
          highPrice: money(effective.max),
          offerCount: Math.max(1, sizes?.sizes.length ?? product.sizes.length),
          availability: stock,
          itemCondition: 'https://schema.org/NewCondition',
          seller,
        }
      : {
          '@type': 'Offer',
          url,
          priceCurrency: currency,
          price: money(effective.min),
          availability: stock,
          itemCondition: 'https://schema.org/NewCondition',
          seller,
        };
  const aggregateRating: JsonLdNode | undefined =
    product.rating_count > 0 && product.rating > 0
      ? {
          '@type': 'AggregateRating',
          ratingValue: Math.round(Math.min(product.rating, STRUCTURED_DATA.bestRating) * 10) / 10,
          ratingCount: product.rating_count,
          bestRating: STRUCTURED_DATA.bestRating,
          worstRating: STRUCTURED_DATA.worstRating,
        }
      : undefined;
  const description = product.seo?.description || stripMarkup(product.short_description || product.description || '');
  const category = [product.category_map.l1?.name, product.category_map.l2?.name, product.category_map.l3?.name]
    .filter(Boolean)
    .join(' > ');
  return {
    '@context': SCHEMA_CONTEXT,
    ...compact({
      '@type': 'Product',
      '@id': `${url}#product`,
      name: product.name,
      description: description.slice(0, 5000),
      url,
      sku: product.item_code || String(product.uid),
      productID: String(product.uid),
      image: productImages(origin, product),
      brand: { '@type': 'Brand', name: product.brand.name },
      category,
      color: product.attributes?.primary_color || product.color || undefined,
      offers,
      aggregateRating,
    }),
  } as JsonLd;
}
