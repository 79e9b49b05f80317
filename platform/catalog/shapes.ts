// Database rows -> API answers. Money leaves the database in paise and the API in rupees.
import type {
  Action,
  GroupedAttribute,
  ImageUrls,
  Media,
  Page,
  Price,
  ProductBrand,
  ProductCategory,
  ProductDetail,
  ProductListingItem,
  ProductListingPrice,
  ProductVariantGroup,
  ProductVariantItem,
} from '../../contract/types/catalog';
import type { Banner, Media as DbMedia } from './schema';
import type { CategoryRow, Lookups } from './lookups';
import { CURRENCY } from './constants';

/** The product columns every listing reads (never the tsvector). */
export const PRODUCT_COLUMNS = `p.uid, p.slug, p.name, p.item_code, p.brand_uid, p.brand_name, p.department_uid,
  p.category_uid, p.category_l1_uid, p.category_l2_uid, p.category_name, p.color, p.color_hex, p.sizes,
  p.short_description, p.attributes, p.tags, p.medias, p.rating, p.rating_count, p.price_marked_min,
  p.price_marked_max, p.price_effective_min, p.price_effective_max, p.discount, p.popularity, p.is_available,
  p.variant_group, p.created_at`;

/** True when another product shares the variant group (index products_variant_group_idx). */
export const HAS_VARIANT_SQL = `(p.variant_group IS NOT NULL AND EXISTS (SELECT 1 FROM products v WHERE v.variant_group = p.variant_group AND v.uid <> p.uid)) AS has_variant`;

export type ProductRow = {
  uid: number;
  slug: string;
  name: string;
  item_code: string;
  brand_uid: number;
  brand_name: string;
  department_uid: number;
  category_uid: number;
  category_l1_uid: number;
  category_l2_uid: number;
  category_name: string;
  color: string;
  color_hex: string;
  sizes: string[];
  short_description: string;
  attributes: Record<string, string | number | boolean>;
  tags: string[];
  medias: DbMedia[];
  rating: number;
  rating_count: number;
  price_marked_min: number;
  price_marked_max: number;
  price_effective_min: number;
  price_effective_max: number;
  discount: number;
  popularity: number;
  is_available: boolean;
  variant_group: string | null;
  created_at: Date | string;
  has_variant?: boolean;
  description?: string;
};

export type VariantRow = Pick<
  ProductRow,
  'uid' | 'slug' | 'name' | 'color' | 'color_hex' | 'medias' | 'is_available' | 'variant_group'
>;

export const toMajor = (paise: number): number => Math.round(Number(paise)) / 100;

export function price(min: number, max: number): Price {
  return { min: toMajor(min), max: toMajor(max), currency_code: CURRENCY.code, currency_symbol: CURRENCY.symbol };
}

export function listingPrice(
  row: Pick<ProductRow, 'price_marked_min' | 'price_marked_max' | 'price_effective_min' | 'price_effective_max'>,
): ProductListingPrice {
  return {
    marked: price(row.price_marked_min, row.price_marked_max),
    effective: price(row.price_effective_min, row.price_effective_max),
  };
}

export const discountText = (percent: number): string => (percent > 0 ? `${Math.round(percent)}% OFF` : '');

export function media(url: string | null | undefined, alt: string): Media | undefined {
  return url ? { type: 'image', url, alt } : undefined;
}

export function banners(value: Banner | null | undefined, alt: string): ImageUrls {
  const result: ImageUrls = {};
  if (value?.portrait) result.portrait = { type: 'image', url: value.portrait, alt };
  if (value?.landscape) result.landscape = { type: 'image', url: value.landscape, alt };
  return result;
}

export const actions = {
  product: (slug: string): Action => ({ type: 'product', page: { type: 'product', params: { slug: [slug] } } }),
  brand: (slug: string): Action => ({ type: 'page', page: { type: 'brand', params: { slug: [slug] } } }),
  category: (slug: string): Action => ({ type: 'page', page: { type: 'category', params: { slug: [slug] } } }),
  collection: (slug: string): Action => ({ type: 'page', page: { type: 'collection', params: { slug: [slug] } } }),
  department: (slug: string): Action => ({ type: 'page', page: { type: 'products', query: { department: [slug] } } }),
  search: (q: string): Action => ({ type: 'page', page: { type: 'products', query: { q: [q] } } }),
};

export function productBrand(row: Pick<ProductRow, 'brand_uid' | 'brand_name'>, l: Lookups): ProductBrand {
  const brand = l.brandByUid.get(row.brand_uid);
  const slug = brand?.slug ?? String(row.brand_uid);
  return {
    uid: row.brand_uid,
    name: brand?.name ?? row.brand_name,
    slug,
    logo: media(brand?.logo, brand?.name ?? row.brand_name),
    action: actions.brand(slug),
  };
}

function productCategory(category: CategoryRow): ProductCategory {
  return {
    uid: category.uid,
    id: category.uid,
    name: category.name,
    slug: category.slug,
    logo: media(category.logo, category.name),
    action: actions.category(category.slug),
  };
}

const ref = (c: { uid: number; name: string; slug: string } | undefined) =>
  c ? { uid: c.uid, name: c.name, slug: c.slug } : undefined;

const isoDate = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** The subtitle a listing shows: the stored one, else the short description, else the category. */
export function subtitleOf(stored: unknown, row: Pick<ProductRow, 'short_description' | 'category_name'>): string {
  return typeof stored === 'string' && stored ? stored : row.short_description || row.category_name;
}

/** What listings add to the stored attributes (and show instead of stored keys of these names). */
export function attributeExtras(row: Pick<ProductRow, 'color' | 'color_hex' | 'brand_name'>, subtitle: string) {
  // primary_color_hex is written without '#' (as the official answers carry it); `color` and
  // facet/variant swatches use the CSS form '#rrggbb'.
  return {
    primary_color: row.color,
    primary_color_hex: row.color_hex.replace(/^#/, ''),
    brand_name: row.brand_name,
    subtitle,
  };
}
export const ATTRIBUTE_EXTRAS = ['primary_color', 'primary_color_hex', 'brand_name', 'subtitle'] as const;

/** Attributes as listings show them: the stored ones plus colour, brand and a subtitle. */
function attributes(row: ProductRow): ProductListingItem['attributes'] {
  const stored = row.attributes ?? {};
  return { ...stored, ...attributeExtras(row, subtitleOf(stored.subtitle, row)) };
}

type LookupColumns = Pick<
  ProductRow,
  | 'brand_uid'
  | 'brand_name'
  | 'category_uid'
  | 'category_name'
  | 'category_l1_uid'
  | 'category_l2_uid'
  | 'department_uid'
>;

/** The fields of a listing item that come from the catalogue's small tables. */
export function lookupFields(
  row: LookupColumns,
  l: Lookups,
): Pick<ProductListingItem, 'brand' | 'categories' | 'category_map' | 'department'> {
  const l3 = l.categoryByUid.get(row.category_uid);
  return {
    brand: productBrand(row, l),
    categories: l3
      ? [productCategory(l3)]
      : [
          {
            uid: row.category_uid,
            id: row.category_uid,
            name: row.category_name,
            slug: String(row.category_uid),
            action: actions.category(String(row.category_uid)),
          },
        ],
    category_map: {
      l1: ref(l.categoryByUid.get(row.category_l1_uid)),
      l2: ref(l.categoryByUid.get(row.category_l2_uid)),
      l3: ref(l3),
    },
    department: ref(l.departmentByUid.get(row.department_uid)),
  };
}

export type ScalarColumns = Pick<
  ProductRow,
  | 'uid'
  | 'slug'
  | 'name'
  | 'item_code'
  | 'price_marked_min'
  | 'price_marked_max'
  | 'price_effective_min'
  | 'price_effective_max'
  | 'discount'
  | 'rating'
  | 'rating_count'
  | 'color_hex'
  | 'short_description'
  | 'is_available'
  | 'has_variant'
  | 'created_at'
>;

type ListingScalars = Omit<
  ProductListingItem,
  'brand' | 'categories' | 'category_map' | 'department' | 'medias' | 'attributes' | 'sizes' | 'tags' | 'variants'
>;

/** The fields of a listing item worked out from the product's own columns (not its JSON or arrays). */
export function listingScalars(row: ScalarColumns): ListingScalars {
  return {
    type: 'product',
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    item_code: row.item_code,
    item_type: 'standard',
    price: listingPrice(row),
    discount: discountText(row.discount),
    rating: Math.round(Number(row.rating) * 10) / 10,
    rating_count: row.rating_count,
    color: row.color_hex,
    short_description: row.short_description,
    sellable: row.is_available,
    has_variant: Boolean(row.has_variant),
    image_nature: 'standard',
    product_online_date: isoDate(row.created_at),
    action: actions.product(row.slug),
  };
}

/**
 * A listing item as an object; listings write the same item as JSON text from these parts
 * (listing-items.ts), and product detail extends this one.
 */
export function listingItem(row: ProductRow, l: Lookups, variants?: ProductVariantGroup[]): ProductListingItem {
  const item: ProductListingItem = {
    ...listingScalars(row),
    ...lookupFields(row, l),
    medias: row.medias ?? [],
    attributes: attributes(row),
    sizes: row.sizes ?? [],
    tags: row.tags ?? [],
  };
  if (variants?.length) item.variants = variants;
  return item;
}

// Attribute keys that are not product facts a shopper reads in "Product details" ('essential' is
// the platform's flag for essential goods).
const HIDDEN_ATTRIBUTES = new Set([
  'subtitle',
  'highlights',
  'size_chart',
  'primary_color_hex',
  'brand_name',
  'essential',
]);

/** An attribute's value as a shopper reads it: Yes/No for a flag, "1 piece" for a count in N (numbers). */
function attributeValue(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const count = key === 'net_quantity' ? /^\s*(\d+)\s*N\s*$/i.exec(String(value)) : null;
  if (count) return `${count[1]} ${Number(count[1]) === 1 ? 'piece' : 'pieces'}`;
  return String(value);
}

export function attributeLabel(key: string): string {
  const text = key.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function groupedAttributes(row: ProductRow): GroupedAttribute[] {
  const details = Object.entries({ primary_color: row.color, ...(row.attributes ?? {}) })
    .filter(
      ([key, value]) => !HIDDEN_ATTRIBUTES.has(key) && value !== '' && value !== null && typeof value !== 'object',
    )
    .map(([key, value]) => ({
      key,
      display: attributeLabel(key),
      type: 'text' as const,
      value: attributeValue(key, value as string | number | boolean),
    }));
  return details.length ? [{ title: 'Product Details', details }] : [];
}

export function productDetail(row: ProductRow, l: Lookups, variants?: ProductVariantGroup[]): ProductDetail {
  const base = listingItem(row, l, variants);
  const stored = row.attributes ?? {};
  const highlights =
    typeof stored.highlights === 'string'
      ? stored.highlights
          .split('|')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  return {
    ...base,
    description: row.description ?? '',
    highlights,
    grouped_attributes: groupedAttributes(row),
    similars: ['category', 'brand'],
    seo: { title: row.name, description: row.short_description || row.name },
    moq: { minimum: 1, increment_unit: 1 },
  };
}

export const VARIANT_GROUP = { key: 'color', header: 'Additional Colours', display_type: 'color' } as const;

/** Variant groups per product: today one group, the colours of the same design. */
export function variantGroups(productUid: number, members: VariantRow[]): ProductVariantGroup[] {
  if (members.length < 2 || !members.some((m) => m.uid === productUid)) return [];
  const items: ProductVariantItem[] = members.map((m) => ({
    uid: m.uid,
    slug: m.slug,
    name: m.name,
    value: m.color,
    color: m.color_hex,
    color_name: m.color,
    is_available: m.is_available,
    medias: (m.medias ?? []).slice(0, 1),
    action: actions.product(m.slug),
  }));
  return [{ ...VARIANT_GROUP, total: items.length, items }];
}

/** Page block of a numbered listing. */
export function numberPage(current: number, size: number, total: number): Page {
  return {
    type: 'number',
    current,
    size,
    item_total: total,
    has_next: current * size < total,
    has_previous: current > 1,
  };
}

/** Page block of a cursor listing; the cursor is the next page number as text. */
export function cursorPage(current: number, size: number, total: number): Page {
  const page: Page = {
    type: 'cursor',
    current,
    size,
    item_total: total,
    has_next: current * size < total,
    has_previous: current > 1,
  };
  if (page.has_next) page.next_id = String(current + 1);
  return page;
}
