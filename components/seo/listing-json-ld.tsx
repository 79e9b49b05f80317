// ItemList (the products on this page, positions continuing across pages) and BreadcrumbList
// for a listing.
import type { ProductListingItem } from '@/contract/types/catalog';
import { breadcrumbJsonLd, type Crumb, itemListJsonLd } from '@/lib/seo/list-schema';
import { requestOrigin } from '@/lib/seo/request-origin';
import { JsonLd } from './json-ld';

type Props = {
  name: string;
  items: Pick<ProductListingItem, 'name' | 'slug'>[];
  crumbs: Crumb[];
  page?: { current?: number; size?: number; item_total?: number };
};

export async function ListingJsonLd({ name, items, crumbs, page }: Props) {
  const origin = await requestOrigin();
  const startPosition = ((page?.current ?? 1) - 1) * (page?.size ?? items.length) + 1;
  return (
    <>
      <JsonLd
        id="jsonld-item-list"
        data={itemListJsonLd({ origin, name, items, startPosition, total: page?.item_total })}
      />
      <JsonLd id="jsonld-breadcrumb" data={breadcrumbJsonLd(origin, crumbs)} />
    </>
  );
}
