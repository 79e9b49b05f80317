// Listing items written as JSON text from the database's own JSON (platform/catalog/listing-items.ts)
// against the item built as an object (shapes.ts listingItem, which product detail extends), on
// the demo shop in PGlite plus products made to hit the edges: stored attributes that clash with
// the listing's own keys, empty and odd subtitles, text that needs escaping, a colour without
// '#', ratings on a rounding edge, no pictures, sizes or tags, and variants. PGlite needs a
// process of its own (see helpers/seed-scenario.ts).
import { runSeedScenario } from '../helpers/seed-scenario';

jest.setTimeout(240_000);

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { seedDemo } = require('./platform/seed');
  const { getLookups } = require('./platform/catalog/lookups');
  const { PRODUCT_COLUMNS, HAS_VARIANT_SQL, listingItem, variantGroups } = require('./platform/catalog/shapes');
  const { pageItemTexts, pageItems } = require('./platform/catalog/listing-items');
  const db = await openDatabase({ dir: path.join(process.env.DATA_DIR, 'pglite') });
  await seedDemo(db, { products: 300, images: false });
  // Edge products: copies of one seeded product with columns changed.
  const [{ uid: model, variant_group: group }] = await db.query('SELECT uid, variant_group FROM products WHERE variant_group IS NOT NULL ORDER BY uid LIMIT 1');
  const edges = [
    { attributes: { primary_color: 'stored', subtitle: 'Stored subtitle', brand_name: 'x', fabric: 'Linen "soft"', count: 3, washable: true, ratio: 1.5 } },
    { attributes: { subtitle: '' }, short_description: '' },
    { attributes: { subtitle: 42 }, short_description: 'Short one' },
    { attributes: {}, short_description: '', name: 'Quote " back\\\\slash <\\/script> tab\\t line\\nbreak \\u0001 ✓ 😀' },
    { color_hex: 'a1b2c3', color: 'Odd "hex"', rating: 4.35, tags: ['q"uote', 'back\\\\slash', 'ü'] },
    { rating: 4.25, medias: [], sizes: [], tags: [] },
    { rating: 0, discount: 0, is_available: false, variant_group: group },
    { rating: 5, discount: 100, created_at: '2026-01-02T03:04:05.678901Z', variant_group: group },
  ];
  const columns = (await db.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND column_name NOT IN ('uid', 'search') ORDER BY ordinal_position")).map((r) => r.column_name);
  const json = new Set(['attributes', 'medias']);
  for (const [i, edge] of edges.entries()) {
    const values = [];
    const select = columns.map((c) => {
      if (c === 'slug' || c === 'item_code') return c + " || '-edge-" + i + "'";
      if (!(c in edge)) return c;
      values.push(json.has(c) ? JSON.stringify(edge[c]) : edge[c]);
      return '$' + values.length + (json.has(c) ? '::jsonb' : '');
    });
    values.push(model);
    await db.query('INSERT INTO products (' + columns.join(', ') + ') SELECT ' + select.join(', ') + ' FROM products WHERE uid = $' + values.length, values);
  }
  const l = await getLookups(db);
  const pageSql = 'SELECT ' + PRODUCT_COLUMNS + ', ' + HAS_VARIANT_SQL + ' FROM products p ORDER BY p.uid LIMIT 5000';
  const texts = await pageItemTexts(db, pageSql, [], l);
  const objects = await pageItems(db, pageSql, [], l);
  const rows = await db.query(pageSql);
  const sorted = (x) => Array.isArray(x) ? x.map(sorted) : x && typeof x === 'object' ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, sorted(x[k])])) : x;
  // One byte per character (platform/http/one-byte-json.ts) unless the product's own text has a
  // character above U+00FF (the edge name with ✓ and 😀): V8's serializer tags one-byte strings '"'.
  const oneByte = (text) => require('node:v8').serialize(text)[2] === 0x22;
  const out = { products: rows.length, edges: edges.length, withVariants: 0, differing: [], unparsable: 0, objectsDiffer: 0, wide: texts.filter((t) => !oneByte(t)).length };
  for (const [i, row] of rows.entries()) {
    let members;
    if (row.has_variant) {
      out.withVariants++;
      members = await db.query('SELECT uid, slug, name, color, color_hex, medias, is_available, variant_group FROM products WHERE variant_group = $1 ORDER BY uid', [row.variant_group]);
    }
    const built = listingItem(row, l, members ? variantGroups(row.uid, members) : undefined);
    const expected = JSON.stringify(sorted(built));
    let written;
    try {
      written = JSON.parse(texts[i]);
    } catch {
      out.unparsable++;
      continue;
    }
    if (JSON.stringify(sorted(written)) !== expected) {
      const keys = [...new Set([...Object.keys(built), ...Object.keys(written)])].filter((k) => JSON.stringify(sorted(built[k])) !== JSON.stringify(sorted(written[k])));
      out.differing.push({ uid: row.uid, keys });
    }
    if (JSON.stringify(sorted(objects[i])) !== expected) out.objectsDiffer++;
  }
  await db.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

type Result = {
  products: number;
  edges: number;
  withVariants: number;
  differing: { uid: number; keys: string[] }[];
  unparsable: number;
  objectsDiffer: number;
  wide: number;
};

let result: Result;

beforeAll(() => {
  result = runSeedScenario<Result>(SCENARIO, 'listing-items-test-');
});

test('every product, the edge ones too, is written as the same item listingItem builds', () => {
  expect(result.products).toBeGreaterThanOrEqual(308);
  expect(result.withVariants).toBeGreaterThan(10);
  expect(result.unparsable).toBe(0);
  expect(result.differing).toEqual([]);
  expect(result.objectsDiffer).toBe(0);
});

test('items are one-byte strings, their prices’ rupee sign and a wide name escaped', () => {
  expect(result.wide).toBe(0);
});
