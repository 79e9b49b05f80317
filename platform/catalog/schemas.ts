// zod schemas of the catalogue's query strings and paths. Bad input is a 400 with a message
// that names the parameter (see http/validate.ts), never a 500.
import { z } from 'zod';
import { q as coerce } from '../http/validate';
import { STRATEGIES } from './availability';
import { SORT_VALUES } from '../../contract/catalog-sort';
import { CATALOG_LIMITS } from './constants';

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

const pageSize = (fallback: number, max: number = CATALOG_LIMITS.pageSizeMax) =>
  int('page_size', 1, max).default(fallback);
const pageNo = () => int('page_no', 1, CATALOG_LIMITS.pageNoMax).default(1);

export const sortOn = z
  .string()
  .refine((v) => (SORT_VALUES as string[]).includes(v), {
    message: `unknown sort; use one of ${SORT_VALUES.join(', ')}`,
  })
  .transform((v) => v as (typeof SORT_VALUES)[number]);

/** page_id of cursor paging: '*' or empty for the first page, else the next_id we gave out. */
const pageId = z
  .string()
  .trim()
  .refine((v) => v === '' || v === '*' || /^[1-9]\d{0,4}$/.test(v), {
    message: 'unknown page_id; use * or a next_id from the previous page',
  })
  .transform((v) => (v === '' || v === '*' ? 1 : Number(v)));

export const listingQuery = z
  .object({
    q: text(CATALOG_LIMITS.queryMaxLength).optional(),
    f: text(4000).optional(),
    filters: coerce.bool().default(true),
    sort_on: sortOn.optional(),
    page_id: pageId.optional(),
    page_no: pageNo(),
    page_size: pageSize(CATALOG_LIMITS.pageSizeDefault),
    page_type: z.enum(['number', 'cursor'], { message: "page_type must be 'number' or 'cursor'" }).optional(),
  })
  .passthrough();
export type ListingQuery = z.infer<typeof listingQuery>;

export const homeQuery = z
  .object({
    sort_on: sortOn.optional(),
    page_id: pageId.optional(),
    page_size: pageSize(CATALOG_LIMITS.pageSizeHome),
  })
  .passthrough();

export const slugParam = z.object({ slug: z.string().trim().min(1).max(300) });
export const sizeParams = z.object({ slug: z.string().trim().min(1).max(300), size: z.string().trim().min(1).max(60) });
export const locationParam = z.object({ location_id: int('location_id', 1, 2_147_483_647) });

export const brandsQuery = z
  .object({ department: text(100).optional(), page_no: pageNo(), page_size: pageSize(CATALOG_LIMITS.pageSizeDefault) })
  .passthrough();
export const categoriesQuery = z.object({ department: text(100).optional() }).passthrough();
export const collectionsQuery = z
  .object({
    page_no: pageNo(),
    page_size: pageSize(CATALOG_LIMITS.pageSizeDefault),
    tag: coerce.list().default([]),
    q: text(CATALOG_LIMITS.queryMaxLength).optional(),
  })
  .passthrough();

export const sizesQuery = z.object({ store_id: int('store_id', 1, 2_147_483_647).optional() }).passthrough();

const pincode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]{3,10}$/, 'pincode must be 3 to 10 letters or digits');
const strategy = z.enum(STRATEGIES, { message: `strategy must be one of ${STRATEGIES.join(', ')}` });

export const priceQuery = z
  .object({
    pincode: pincode.optional(),
    store_id: int('store_id', 1, 2_147_483_647).optional(),
    moq: int('moq', 1, 10_000).optional(),
    strategy: strategy.optional(),
  })
  .passthrough();

export const sellersQuery = z
  .object({
    pincode: pincode.optional(),
    strategy: strategy.optional(),
    page_no: pageNo(),
    page_size: pageSize(CATALOG_LIMITS.sellersPageSizeDefault),
  })
  .passthrough();

export const groupingQuery = z
  .object({ slug: z.string().trim().max(300).optional(), id: z.string().trim().max(100).optional() })
  .passthrough();

export const compareQuery = z.object({ slug: coerce.list().default([]) }).passthrough();

export const autoCompleteQuery = z.object({ q: text(CATALOG_LIMITS.queryMaxLength).default('') }).passthrough();

const ids = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

export const stockQuery = z
  .object({
    item_id: ids
      .refine((list) => list.every((s) => /^\d{1,9}$/.test(s)), { message: 'item_id must be whole numbers' })
      .transform((list) => list.map(Number))
      .default([]),
    alu: ids.default([]),
    sku_code: ids.default([]),
    ean: ids.default([]),
    upc: ids.default([]),
  })
  .passthrough();

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .min(-limit, `${name} out of range`)
    .max(limit, `${name} out of range`);

export const storesQuery = z
  .object({
    page_no: pageNo(),
    page_size: pageSize(CATALOG_LIMITS.storesPageSizeDefault, CATALOG_LIMITS.storesPageSizeMax),
    q: text(CATALOG_LIMITS.queryMaxLength).optional(),
    city: text(100).optional(),
    range: int('range', 1, 20_000_000).optional(),
    latitude: coordinate('latitude', 90).optional(),
    longitude: coordinate('longitude', 180).optional(),
    tags: coerce.list().default([]),
  })
  .passthrough();
