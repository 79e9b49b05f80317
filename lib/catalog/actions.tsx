'use server';
// The next page of a listing, brand grid or collection grid for "Load more" and infinite scroll
// (components/catalog/load-more.tsx). The request is bound on the server when the first page
// renders; the browser only says which page it wants. Everything is public catalogue data.
import { z } from 'zod';
import { serverSdk } from '@/lib/sdk/server';
import { listingSort } from '@/lib/catalog/sort';
import { fetchListingProducts, type ProductSource } from './data';
import { BrandItemCard, CollectionItemCard, ProductItem, type CardOptions } from '@/components/catalog/cards';
import type { MoreItems } from '@/components/catalog/load-more';
import { readActionInput, refusedByPlatform } from '@/lib/forms/action-input';

const page = z.number().int().min(1).max(10_000);
const size = z.number().int().min(1).max(100);
const slug = z.string().min(1).max(200);

const productsInput = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('products') }),
    z.object({ kind: z.enum(['brand', 'category', 'collection']), slug }),
  ]),
  q: z.string().max(200).optional(),
  f: z.string().max(2000).optional(),
  sort: z.string().max(40).optional(),
  pageSize: size,
  options: z.object({
    showPrice: z.boolean(),
    imageRatio: z.string().max(20).optional(),
    hoverImage: z.boolean(),
    addToBag: z.boolean().optional(),
  }),
});

export type MoreProductsRequest = z.input<typeof productsInput>;

/** A refused request: nothing more to show, and why. */
const refused = (error: string): MoreItems => ({ items: [], hasNext: false, error });

/** Runs a load whose arguments passed validation; the platform refusing them is a refusal too. */
async function loadRefusable(run: () => Promise<MoreItems>): Promise<MoreItems> {
  try {
    return await run();
  } catch (error) {
    if (refusedByPlatform(error)) return refused(error.message);
    throw error;
  }
}

export async function loadMoreProducts(request: MoreProductsRequest, pageNo: number): Promise<MoreItems> {
  const input = readActionInput(z.tuple([productsInput, page]), [request, pageNo]);
  if (!input.ok) return refused(input.message);
  const [r, pageNumber] = input.value;
  return loadRefusable(async () => {
    const answer = await fetchListingProducts(r.source as ProductSource, {
      q: r.q,
      f: r.f,
      sortOn: listingSort(r.sort),
      pageNo: pageNumber,
      pageSize: r.pageSize,
      facets: false,
    });
    const options: CardOptions = r.options;
    return {
      items: answer.items.map((p) => <ProductItem key={p.uid} product={p} options={options} />),
      hasNext: answer.page.has_next,
    };
  });
}

const brandsInput = z.object({ department: z.string().max(100).optional(), pageSize: size, logoOnly: z.boolean() });

export async function loadMoreBrands(request: z.input<typeof brandsInput>, pageNo: number): Promise<MoreItems> {
  const input = readActionInput(z.tuple([brandsInput, page]), [request, pageNo]);
  if (!input.ok) return refused(input.message);
  const [r, pageNumber] = input.value;
  return loadRefusable(async () => {
    const answer = await (
      await serverSdk()
    ).catalog.getBrands({ department: r.department, pageNo: pageNumber, pageSize: r.pageSize });
    return {
      items: answer.items.map((b) => <BrandItemCard key={b.uid} brand={b} logoOnly={r.logoOnly} />),
      hasNext: answer.page.has_next,
    };
  });
}

const collectionsInput = z.object({
  pageSize: size,
  orientation: z.enum(['portrait', 'landscape', 'logo']),
  showName: z.boolean(),
});

export async function loadMoreCollections(
  request: z.input<typeof collectionsInput>,
  pageNo: number,
): Promise<MoreItems> {
  const input = readActionInput(z.tuple([collectionsInput, page]), [request, pageNo]);
  if (!input.ok) return refused(input.message);
  const [r, pageNumber] = input.value;
  return loadRefusable(async () => {
    const answer = await (await serverSdk()).catalog.getCollections({ pageNo: pageNumber, pageSize: r.pageSize });
    return {
      items: answer.items.map((c) => (
        <CollectionItemCard key={c.uid} collection={c} orientation={r.orientation} showName={r.showName} />
      )),
      hasNext: answer.page.has_next,
    };
  });
}
