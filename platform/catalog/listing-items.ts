// Listing items as JSON text. A page's statement returns each product's JSON columns (medias,
// attributes) and arrays as the database writes them, and they are spliced into the item as
// they come; the platform neither parses them nor serialises them again (a page of 12 items cost
// 1.6-2.0 ms of the platform's CPU that way against 1.1-1.25 ms now, and the statement 0.92 ms of
// the database's against 0.72 ms). The parts from the catalogue's small tables (brand,
// categories, department) are written once per lookup load. Every field is worked out by the
// same functions as shapes.ts's listingItem (product detail extends it);
// tests/unit/catalog/listing-items.test.ts holds the two equal on every product.
import type { ProductListingItem } from '../../contract/types/catalog';
import type { Database } from '../db/client';
import type { Lookups } from './lookups';
import { oneByteJson } from '../http/one-byte-json';
import {
  actions,
  ATTRIBUTE_EXTRAS,
  attributeExtras,
  listingScalars,
  lookupFields,
  subtitleOf,
  VARIANT_GROUP,
  type ProductRow,
  type ScalarColumns,
} from './shapes';

/** A SQL text literal of a constant (never of input). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

// The stored attributes without the keys listings write themselves, and the stored subtitle.
const ATTRIBUTES_SQL = `(CASE WHEN page.attributes ?| ARRAY[${ATTRIBUTE_EXTRAS.map(literal).join(', ')}] THEN page.attributes ${ATTRIBUTE_EXTRAS.map((k) => `- ${literal(k)}`).join(' ')} ELSE page.attributes END)::text`;
const SUBTITLE_SQL = `CASE WHEN jsonb_typeof(page.attributes -> 'subtitle') = 'string' THEN page.attributes ->> 'subtitle' END`;

// A variant's action is shapes.ts's, its slug written by the database.
const [ACTION_HEAD, ACTION_TAIL] = JSON.stringify(actions.product('\u0001')).split('"\\u0001"');
// The colour variants of a page row that has some (shapes.ts variantGroups): the `variants` field
// as the database writes it, the group's members in uid order.
const VARIANT_GROUP_HEAD = `,"variants":[${JSON.stringify(VARIANT_GROUP).slice(0, -1)},"total":`;
const VARIANTS_SQL = `CASE WHEN page.has_variant THEN (SELECT ${literal(VARIANT_GROUP_HEAD)} || count(*) || ',"items":' || json_agg(m ORDER BY m.uid)::text || '}]' FROM (
  SELECT v.uid, v.slug, v.name, v.color AS value, v.color_hex AS color, v.color AS color_name, v.is_available,
    CASE WHEN jsonb_array_length(v.medias) > 0 THEN jsonb_build_array(v.medias -> 0) ELSE '[]'::jsonb END AS medias,
    (${literal(ACTION_HEAD)} || to_json(v.slug)::text || ${literal(ACTION_TAIL)})::json AS action
  FROM products v WHERE v.variant_group = page.variant_group) m) END`;

type ItemRow = ScalarColumns &
  Pick<
    ProductRow,
    | 'brand_uid'
    | 'brand_name'
    | 'category_uid'
    | 'category_name'
    | 'category_l1_uid'
    | 'category_l2_uid'
    | 'department_uid'
    | 'color'
  > & {
    /** JSON texts, as the database writes them. */
    medias: string;
    attributes: string;
    sizes: string;
    tags: string;
    stored_subtitle: string | null;
    /** `,"variants":[...]`, or null without. */
    variants: string | null;
  };

// The lookup fields as JSON (without braces) by what they depend on, per lookup load.
const lookupTexts = new WeakMap<Lookups, Map<string, string>>();

function lookupText(row: ItemRow, l: Lookups): string {
  let texts = lookupTexts.get(l);
  if (!texts) lookupTexts.set(l, (texts = new Map()));
  const key = `${row.brand_uid}|${row.category_uid}|${row.category_l1_uid}|${row.category_l2_uid}|${row.department_uid}|${row.brand_name}|${row.category_name}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = oneByteJson(JSON.stringify(lookupFields(row, l)).slice(1, -1));
    texts.set(key, text);
  }
  return text;
}

/** Stored attributes (JSON text) with the listing's own keys added. */
function attributesText(row: ItemRow): string {
  const extras = JSON.stringify(attributeExtras(row, subtitleOf(row.stored_subtitle, row)));
  return row.attributes === '{}' ? extras : `${row.attributes.slice(0, -1)}, ${extras.slice(1)}`;
}

// Each part one byte per character where it can be (one-byte-json.ts): the prices' rupee sign
// is escaped in the scalars, and an item whose stored texts have wider characters is escaped whole.
function itemText(row: ItemRow, l: Lookups): string {
  const scalars = oneByteJson(JSON.stringify(listingScalars(row)));
  return oneByteJson(
    `${scalars.slice(0, -1)},${lookupText(row, l)},"medias":${row.medias},"attributes":${attributesText(row)},"sizes":${row.sizes},"tags":${row.tags}${row.variants ?? ''}}`,
  );
}

/**
 * The listing items of a page query's rows as JSON texts, in its order. The page query selects
 * PRODUCT_COLUMNS and HAS_VARIANT_SQL (shapes.ts) with its order and limit; it is wrapped, so
 * the variants are read for the page's rows only, in the same round trip. A name makes it a
 * prepared statement (the text must then be the same for every call with that name).
 */
export async function pageItemTexts(
  database: Database,
  pageSql: string,
  values: unknown[],
  l: Lookups,
  name?: string,
): Promise<string[]> {
  const rows = await database.query<ItemRow>(
    `SELECT page.uid, page.slug, page.name, page.item_code, page.brand_uid, page.brand_name, page.department_uid, page.category_uid,
       page.category_l1_uid, page.category_l2_uid, page.category_name, page.color, page.color_hex, page.short_description, page.rating,
       page.rating_count, page.price_marked_min, page.price_marked_max, page.price_effective_min, page.price_effective_max, page.discount,
       page.is_available, page.has_variant, page.created_at, page.medias::text AS medias, ${ATTRIBUTES_SQL} AS attributes,
       ${SUBTITLE_SQL} AS stored_subtitle, array_to_json(page.sizes)::text AS sizes, array_to_json(page.tags)::text AS tags, ${VARIANTS_SQL} AS variants
     FROM (${pageSql}) page`,
    values,
    name,
  );
  return rows.map((row) => itemText(row, l));
}

/** The same items as objects, for answers that are not sent as they come. */
export async function pageItems(
  database: Database,
  pageSql: string,
  values: unknown[],
  l: Lookups,
): Promise<ProductListingItem[]> {
  return (await pageItemTexts(database, pageSql, values, l)).map((text) => JSON.parse(text) as ProductListingItem);
}
