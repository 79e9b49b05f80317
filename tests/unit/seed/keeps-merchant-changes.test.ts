// Re-seeding and theme sync on a real (PGlite) database: `npm run seed` replaces the catalogue
// only, and `npm run theme:sync` adds the default theme's new sections without touching the
// merchant's. Like seed-database.test.ts, the scenario runs in a child process (tsx).
import { runSeedScenario } from '../helpers/seed-scenario';

jest.setTimeout(240_000);

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { seedDemo, syncDemoThemes } = require('./platform/seed');
  const db = await openDatabase({ dir: path.join(process.env.DATA_DIR, 'pglite') });
  const one = async (text, params) => (await db.query(text, params))[0];
  const out = {};
  await seedDemo(db, { products: 40, images: false });
  out.navigations = (await one('SELECT count(*)::int AS n FROM navigations')).n;
  const nav = (await one('SELECT slug FROM navigations ORDER BY sort, slug LIMIT 1')).slug;
  const tag = (await one('SELECT id FROM injected_tags ORDER BY sort, id LIMIT 1')).id;

  // The merchant's changes.
  await db.query("UPDATE themes SET config = jsonb_set(config, '{list,0,global_config,custom,props,primary_color}', '\\"#123456\\"') WHERE slug = 'lumen'");
  await db.query("UPDATE theme_pages SET sections = jsonb_set(sections, '{0,label}', '\\"Merchant label\\"') WHERE value = 'home' AND theme_id = (SELECT id FROM themes WHERE slug = 'lumen')");
  await db.query("DELETE FROM themes WHERE slug = 'night-market'");
  await db.query("UPDATE navigations SET name = 'Merchant menu' WHERE slug = $1", [nav]);
  await db.query("UPDATE injected_tags SET content = '/* merchant */' WHERE id = $1", [tag]);
  await db.query("UPDATE custom_pages SET title = 'Merchant about' WHERE slug = 'about-us'");
  await db.query("UPDATE content_documents SET data = '{\\"tnc\\":\\"merchant\\"}' WHERE kind = 'legal'");
  await db.query("UPDATE applications SET name = 'Merchant shop', config = jsonb_set(config, '{support,email}', '\\"merchant@example.com\\"')");
  await db.query("UPDATE currencies SET is_active = false WHERE code = 'GBP'");
  await db.query("UPDATE stores SET phone = '+91 11 0000 0000' WHERE uid = 1");

  out.reseed = await seedDemo(db, { products: 25, images: false });
  out.products = (await one('SELECT count(*)::int AS n FROM products')).n;
  out.maxUid = (await one('SELECT max(uid)::int AS n FROM products')).n;
  out.primary = (await one("SELECT config->'list'->0->'global_config'->'custom'->'props'->>'primary_color' AS v FROM themes WHERE slug = 'lumen'")).v;
  out.homeLabel = (await one("SELECT sections->0->>'label' AS v FROM theme_pages WHERE value = 'home' AND theme_id = (SELECT id FROM themes WHERE slug = 'lumen')")).v;
  out.themes = (await db.query('SELECT slug, is_applied FROM themes ORDER BY slug')).map((r) => [r.slug, r.is_applied]);
  out.nightMarketPages = (await one("SELECT count(*)::int AS n FROM theme_pages WHERE theme_id = (SELECT id FROM themes WHERE slug = 'night-market')")).n;
  out.navigationsAfter = (await one('SELECT count(*)::int AS n FROM navigations')).n;
  out.menu = (await one('SELECT name FROM navigations WHERE slug = $1', [nav])).name;
  out.tag = (await one('SELECT content FROM injected_tags WHERE id = $1', [tag])).content;
  out.page = (await one("SELECT title FROM custom_pages WHERE slug = 'about-us'")).title;
  out.legal = (await one("SELECT data FROM content_documents WHERE kind = 'legal'")).data;
  out.app = await one("SELECT name, config->'support'->>'email' AS email, (SELECT count(*)::int FROM applications) AS n FROM applications");
  out.gbp = (await one("SELECT is_active FROM currencies WHERE code = 'GBP'")).is_active;
  out.store = (await one('SELECT phone FROM stores WHERE uid = 1')).phone;

  // A shop seeded before the preset had one of its section types, then edited by the merchant.
  const theme = await one("SELECT id, available_sections FROM themes WHERE slug = 'lumen'");
  const pages = await db.query('SELECT value, sections FROM theme_pages WHERE theme_id = $1', [theme.id]);
  const home = pages.find((p) => p.value === 'home');
  const own = home.sections.filter((s) => s.__source.type !== 'extension');
  out.newType = own.find((s) => own.filter((t) => t.name === s.name).length === 1 && s.label !== 'Merchant label').name;
  out.changed = own.find((s) => s.name !== out.newType && s.label !== 'Merchant label');
  await db.query('UPDATE themes SET available_sections = $1 WHERE id = $2', [JSON.stringify(theme.available_sections.filter((s) => s.name !== out.newType)), theme.id]);
  for (const page of pages) await db.query('UPDATE theme_pages SET sections = $1 WHERE theme_id = $2 AND value = $3', [JSON.stringify(page.sections.filter((s) => s.name !== out.newType)), theme.id, page.value]);
  await db.query("UPDATE theme_pages SET sections = (SELECT jsonb_agg(CASE WHEN s->>'label' = $1 THEN jsonb_set(s, '{props,merchant}', '{\\"type\\":\\"text\\",\\"value\\":\\"kept\\"}') ELSE s END ORDER BY i) FROM jsonb_array_elements(sections) WITH ORDINALITY AS e(s, i)) WHERE theme_id = $2 AND value = 'home'", [out.changed.label, theme.id]);
  const before = (await one("SELECT sections FROM theme_pages WHERE theme_id = $1 AND value = 'home'", [theme.id])).sections;

  out.merchantProp = before.filter((s) => s.props.merchant).length;
  out.firstSync = await syncDemoThemes(db);
  const after = (await one("SELECT sections FROM theme_pages WHERE theme_id = $1 AND value = 'home'", [theme.id])).sections;
  out.keptPrefix = JSON.stringify(after.slice(0, before.length)) === JSON.stringify(before);
  out.appended = after.slice(before.length).map((s) => s.name);
  out.schemaBack = (await one('SELECT available_sections FROM themes WHERE id = $1', [theme.id])).available_sections.some((s) => s.name === out.newType);
  out.secondSync = await syncDemoThemes(db);
  await db.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

type Report = { themes: Record<string, string[]>; skipped: string[] };
type Result = Record<string, any> & { firstSync: Report; secondSync: Report };

let result: Result;

beforeAll(() => {
  result = runSeedScenario<Result>(SCENARIO, 'seed-merchant-test-');
});

test('seeding with another product count replaces the catalogue', () => {
  expect(result.reseed.products).toBe(25);
  expect(result.products).toBe(25);
  expect(result.maxUid).toBe(25);
});

test("the merchant's theme, menu, tag, page, legal text and shop configuration survive a re-seed", () => {
  expect(result.primary).toBe('#123456');
  expect(result.homeLabel).toBe('Merchant label');
  expect(result.menu).toBe('Merchant menu');
  expect(result.navigationsAfter).toBe(result.navigations);
  expect(result.tag).toBe('/* merchant */');
  expect(result.page).toBe('Merchant about');
  expect(result.legal).toEqual({ tnc: 'merchant' });
  expect(result.app).toEqual({ name: 'Merchant shop', email: 'merchant@example.com', n: 1 });
  expect(result.gbp).toBe(false);
  expect(result.store).toBe('+91 11 0000 0000');
});

test('a demo theme that is absent is seeded again, without taking over the applied one', () => {
  expect(result.themes).toEqual([
    ['lookbook', false],
    ['lumen', true],
    ['night-market', false],
  ]);
  expect(result.nightMarketPages).toBeGreaterThan(0);
});

test('theme sync adds the missing section type and leaves the changed sections as they are', () => {
  expect(result.firstSync.themes.lumen).toEqual(
    expect.arrayContaining([`section type '${result.newType}'`, `section '${result.newType}' on page 'home'`]),
  );
  expect(result.firstSync.themes['night-market']).toEqual([]);
  expect(result.merchantProp).toBe(1);
  expect(result.keptPrefix).toBe(true);
  expect(result.appended).toEqual([result.newType]);
  expect(result.schemaBack).toBe(true);
});

test('theme sync is idempotent', () => {
  expect(result.secondSync).toEqual({ themes: { lumen: [], 'night-market': [], lookbook: [] }, skipped: [] });
});
