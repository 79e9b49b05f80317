// BreadcrumbList and ItemList (listings: Google's summary-page pattern, one URL per item).
import { STATIC_LISTING_PATHS } from './constants';
import { absoluteUrl } from './origin';
import { productPath } from './product-schema';
import { SCHEMA_CONTEXT, type JsonLd } from './types';

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(origin, c.path),
    })),
  };
}

/** Home > Products (> the product): the trail the product page shows. */
export function productCrumbs(product?: { name: string; slug: string }): Crumb[] {
  const trail: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: STATIC_LISTING_PATHS[0] },
  ];
  if (product) trail.push({ name: product.name, path: productPath(product.slug) });
  return trail;
}

export type ItemListInput = {
  origin: string;
  name?: string;
  items: { name: string; slug: string }[];
  /** Position of the first item (1 on page one, (page_no - 1) * page_size + 1 after). */
  startPosition?: number;
  /** All items of the listing, not just this page. */
  total?: number;
};

export function itemListJsonLd({ origin, name, items, startPosition = 1, total }: ItemListInput): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    ...(total !== undefined ? { numberOfItems: total } : {}),
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: startPosition + i,
      name: item.name,
      url: absoluteUrl(origin, productPath(item.slug)),
    })),
  };
}
