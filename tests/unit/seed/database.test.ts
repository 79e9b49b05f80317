// Seeding a real (PGlite) database. PGlite cannot load inside jest's VM, so the scenario runs in
// a child process (tsx) that prints what it observed as JSON; the tests assert on that.
import { runSeedScenario } from '../helpers/seed-scenario';

jest.setTimeout(240_000);

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const dir = path.join(process.env.DATA_DIR, 'pglite');
  const out = {};
  const n = async (db, sql) => (await db.query(sql))[0].n;
  let db = await openDatabase({ dir });
  const { ensureSeeded, seedDemo } = require('./platform/seed');
  await Promise.all([ensureSeeded(db), ensureSeeded(db)]);
  for (const t of ['applications', 'products', 'departments', 'brands', 'collections', 'stores', 'pincodes', 'countries', 'currencies', 'languages'])
    out[t] = await n(db, 'SELECT count(*)::int AS n FROM ' + t);
  out.levels = (await db.query('SELECT DISTINCT level FROM categories ORDER BY level')).map((r) => r.level);
  out.app = (await db.query('SELECT id, token, config FROM applications'))[0];
  out.badAncestry = await n(db, "SELECT count(*)::int AS n FROM products p JOIN categories c3 ON c3.uid = p.category_uid JOIN categories c2 ON c2.uid = c3.parent_uid WHERE c3.level <> 3 OR c2.uid <> p.category_l2_uid OR c2.parent_uid <> p.category_l1_uid");
  out.missingImages = await n(db, "SELECT count(*)::int AS n FROM (SELECT jsonb_array_elements(medias)->>'url' AS url FROM products UNION SELECT logo FROM brands UNION SELECT banners->>'landscape' FROM brands UNION SELECT logo FROM collections UNION SELECT logo FROM categories UNION SELECT logo FROM applications) u WHERE url IS NOT NULL AND NOT EXISTS (SELECT 1 FROM media m WHERE '/media/' || m.id || '.' || split_part(u.url, '.', 2) = u.url)");
  await db.close();

  // Next start with a new token: the stored one follows.
  process.env.APPLICATION_TOKEN = 'token-two';
  require('./platform/secrets');
  delete require.cache[require.resolve('./platform/secrets')];
  delete require.cache[require.resolve('./platform/seed')];
  delete require.cache[require.resolve('./platform/seed/credentials')];
  db = await openDatabase({ dir });
  const t0 = Date.now();
  await require('./platform/seed').ensureSeeded(db);
  out.restartMs = Date.now() - t0;
  out.tokenAfterRestart = (await db.query('SELECT token FROM applications'))[0].token;

  // Seeding again replaces the catalogue.
  out.reseed = await require('./platform/seed').seedDemo(db, { products: 320, images: false });
  out.productsAfterReseed = await n(db, 'SELECT count(*)::int AS n FROM products');
  out.duplicateSlugs = await n(db, 'SELECT count(*)::int AS n FROM (SELECT slug FROM products GROUP BY slug HAVING count(*) > 1) d');
  out.orphanArticles = await n(db, 'SELECT count(*)::int AS n FROM articles a WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.uid = a.product_uid)');
  out.applicationsAfterReseed = await n(db, 'SELECT count(*)::int AS n FROM applications');
  await db.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

type Result = {
  applications: number;
  products: number;
  departments: number;
  brands: number;
  collections: number;
  stores: number;
  pincodes: number;
  countries: number;
  currencies: number;
  languages: number;
  levels: number[];
  app: {
    id: string;
    token: string;
    config: { feature: { common: { deployment_store_selection: { enabled: boolean } } } };
  };
  badAncestry: number;
  missingImages: number;
  restartMs: number;
  tokenAfterRestart: string;
  reseed: { products: number };
  productsAfterReseed: number;
  duplicateSlugs: number;
  orphanArticles: number;
  applicationsAfterReseed: number;
};

let result: Result;

beforeAll(() => {
  result = runSeedScenario<Result>(SCENARIO, 'seed-test-');
});

test('a fresh database gets the whole demo shop, once, even with concurrent callers', () => {
  expect(result.applications).toBe(1);
  expect(result.products).toBeGreaterThanOrEqual(300);
  expect(result.departments).toBeGreaterThanOrEqual(4);
  expect(result.brands).toBeGreaterThanOrEqual(12);
  expect(result.collections).toBeGreaterThanOrEqual(8);
  expect(result.stores).toBeGreaterThanOrEqual(6);
  expect(result.pincodes).toBeGreaterThanOrEqual(46);
  expect(result.countries).toBeGreaterThanOrEqual(4);
  expect(result.currencies).toBeGreaterThanOrEqual(5);
  expect(result.languages).toBe(2);
  expect(result.levels).toEqual([1, 2, 3]);
  expect(result.app).toMatchObject({ id: 'a1b2c3d4e5f6a1b2c3d4e5f6', token: 'token-one' });
  expect(result.app.config.feature.common.deployment_store_selection.enabled).toBe(false);
});

test('products carry consistent category ancestry and every referenced image exists', () => {
  expect(result.badAncestry).toBe(0);
  expect(result.missingImages).toBe(0);
});

test('a restart only re-applies the credentials, quickly', () => {
  expect(result.tokenAfterRestart).toBe('token-two');
  expect(result.restartMs).toBeLessThan(2000);
});

test('seeding again replaces the catalogue instead of duplicating it', () => {
  expect(result.reseed.products).toBe(320);
  expect(result.productsAfterReseed).toBe(320);
  expect(result.duplicateSlugs).toBe(0);
  expect(result.orphanArticles).toBe(0);
  expect(result.applicationsAfterReseed).toBe(1);
});
