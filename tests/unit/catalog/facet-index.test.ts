// The in-memory facet index (platform/catalog/facet-index.ts) against the SQL it replaces, on the
// demo shop in PGlite: every facet part of many listings counted both ways, the page's
// candidates against the plain page query, and a change to products seen after the catalogue
// caches are dropped. PGlite needs a process of its own (see helpers/seed-scenario.ts).
import { runSeedScenario } from '../helpers/seed-scenario';

jest.setTimeout(240_000);

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { seedDemo } = require('./platform/seed');
  const { getLookups } = require('./platform/catalog/lookups');
  const { getFacetIndex } = require('./platform/catalog/facet-index');
  const { facetPlan, partStatements } = require('./platform/catalog/facets');
  const { selectFilters } = require('./platform/catalog/selection');
  const { clearCatalogCaches } = require('./platform/catalog/cache');
  const { Params } = require('./platform/catalog/sql');
  const { fixedFilterSql } = require('./platform/catalog/fixed-filters');
  const { sampleProducts, uncachedListings, UsedKeys } = require('./bench/uncached-paths');
  const { parseFilters } = require('./contract/filters');
  const db = await openDatabase({ dir: path.join(process.env.DATA_DIR, 'pglite') });
  await seedDemo(db, { products: 400, images: false });
  const l = await getLookups(db);
  const index = await getFacetIndex(db);
  const run = async (text, values) => {
    const used = [...new Set([...text.matchAll(/\\$(\\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
    const at = new Map(used.map((n, i) => [n, i + 1]));
    return db.query(text.replace(/\\$(\\d+)/g, (_, n) => '$' + at.get(Number(n))), used.map((n) => values[n - 1]));
  };
  const norm = (rows) => rows.map((r) => [r.facet, r.value, r.count, r.hex, r.pmin === null ? null : Number(r.pmin), r.pmax === null ? null : Number(r.pmax)]).sort((a, b) => JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
  const paths = uncachedListings(await sampleProducts(db), l, new UsedKeys(), 150).paths;
  const extra = ['', 'sizes:M', 'discount:90-100', 'price:[0 TO 1000]', 'brand:nope', 'category:' + l.categories[0].slug + ':::l3_category:' + l.categories[l.categories.length - 1].slug,
    // Rows met by several values of a group, ranges and a group nobody meets as the two narrowest groups (countParts reads only theirs).
    'sizes:S||M||L:::discount:0-10||10-20', 'sizes:M||XL:::price:[0 TO 300000]:::primary_color:' + l.brands.length, 'discount:0-10||20-30:::price:[100 TO 200000]'];
  const filters = [...paths.map((p) => new URL(p, 'http://x').searchParams.get('f')), ...extra];
  const out = { listings: filters.length, parts: 0, partsDiffering: [], pages: 0, pagesDiffering: [], fixed: 0, fixedDiffering: [], fixedTexts: 0, fixedNarrowed: 0 };
  // The page's fixed filter text (fixed-filters.ts) selects what the groups' own predicates do,
  // and is one text, with as many parameters, whatever is selected.
  const fixedTexts = new Set();
  for (const f of filters) {
    const groups = selectFilters(parseFilters(f), l);
    const [plain, fixed] = [new Params(), new Params()];
    const where = groups.map((g) => g.predicate(plain));
    const text = fixedFilterSql(groups, fixed);
    if (text === undefined) { out.fixedDiffering.push(f + ' has no fixed text'); continue; }
    fixedTexts.add(text + ' ' + fixed.values.length);
    const uidsOf = async (w, values) => (await db.query('SELECT p.uid FROM products p WHERE ' + w + ' ORDER BY p.uid', values)).map((r) => r.uid);
    out.fixed++;
    const [a, b] = [await uidsOf(where.length ? where.join(' AND ') : 'true', plain.values), await uidsOf(text, fixed.values)];
    if (JSON.stringify(a) !== JSON.stringify(b)) out.fixedDiffering.push(f);
    if (a.length && a.length < 400) out.fixedNarrowed++;
  }
  out.fixedTexts = fixedTexts.size;
  // A scope (a search's or a collection's products): every third product, and every other one.
  const uids = (await db.query('SELECT uid FROM products ORDER BY uid')).map((r) => r.uid);
  const scopes = [undefined, uids.filter((u, i) => i % 3 === 0), uids.filter((u, i) => i % 2 === 1)];
  // No filter within each scope too (a search or a collection as first shown).
  const cases = [...filters.map((f, n) => [f, scopes[n % scopes.length]]), ['', scopes[1]], ['', scopes[2]]];
  out.listings = cases.length;
  // Every selection made before any is read: one select's working arrays never show in another's answer.
  const selections = cases.map(([f, scope]) => index.select(selectFilters(parseFilters(f), l), scope));
  for (const [i, [f, scope]] of cases.entries()) {
    const selection = selections[i];
    const groups = selection.groups;
    const label = f + (scope ? ' in a scope of ' + scope.length : '');
    const scoped = (p) => (scope ? ['p.uid = ANY(' + p.add(scope, 'int[]') + ')'] : []);
    const parts = facetPlan(groups);
    const counted = index.countParts(parts, selection);
    for (const [i, part] of parts.entries()) {
      const p = new Params();
      const sql = (await Promise.all(partStatements(part, 'products p', scoped(p), p).map((s) => run(s, p.values)))).flat();
      out.parts++;
      if (JSON.stringify(norm(sql)) !== JSON.stringify(norm(counted[i]))) out.partsDiffering.push(label + ' part ' + i);
    }
    for (const [key, order, descending] of [['popularity', 'p.popularity DESC, p.uid DESC', true], ['price', 'p.price_effective_min ASC, p.uid ASC', false], ['created', 'p.created_at DESC, p.uid DESC', true], ['rating', 'p.rating DESC, p.rating_count DESC, p.uid DESC', true], ['discount', 'p.discount ASC, p.uid ASC', false], ['discount', 'p.discount DESC, p.uid DESC', true]]) {
      const p = new Params();
      const where = [...scoped(p), ...groups.map((g) => g.predicate(p))];
      const sql = (await run('SELECT p.uid FROM products p WHERE ' + (where.length ? where.join(' AND ') : 'true') + ' ORDER BY ' + order + ' LIMIT 30', p.values)).map((r) => r.uid);
      const [{ total }] = await run('SELECT count(*)::int AS total FROM products p WHERE ' + (where.length ? where.join(' AND ') : 'true'), p.values);
      out.pages++;
      if (JSON.stringify(sql) !== JSON.stringify(index.first(selection, key, descending, 30))) out.pagesDiffering.push(label + ' ' + key);
      if (total !== index.count(selection)) out.pagesDiffering.push(label + ' count');
    }
    if (scope) {
      // A scope in its own order (here by name, as a search's rank would be): the first passing uids, in that order.
      const p = new Params();
      const where = ['p.uid = ANY(' + p.add(scope, 'int[]') + ')', ...groups.map((g) => g.predicate(p))];
      const sql = (await run('SELECT p.uid FROM products p WHERE ' + where.join(' AND ') + ' ORDER BY p.name, p.uid LIMIT 30', p.values)).map((r) => r.uid);
      const [{ listed }] = await run('SELECT array_agg(p.uid ORDER BY p.name, p.uid) AS listed FROM products p WHERE p.uid = ANY($1::int[])', [scope]);
      out.pages++;
      if (JSON.stringify(sql) !== JSON.stringify(index.listed(listed, selection, 30))) out.pagesDiffering.push(label + ' listed');
    }
  }
  // Released selections give their arrays to later ones: every listing selected again, from the
  // pool this time (released in reverse, so each takes another listing's arrays), counts and
  // pages as before, while a released selection reads as no rows at all.
  const before = selections.map((s) => JSON.stringify([index.countParts(facetPlan(s.groups), s), index.first(s, 'price', false, 30)]));
  const released = selections[0];
  for (const s of [...selections].reverse()) index.release(s);
  out.releasedEmpty = index.count(released) === 0 && index.first(released, 'price', false, 30).length === 0;
  out.reusedDiffering = [];
  for (const [i, [f, scope]] of cases.entries()) {
    const s = index.select(selectFilters(parseFilters(f), l), scope);
    if (JSON.stringify([index.countParts(facetPlan(s.groups), s), index.first(s, 'price', false, 30)]) !== before[i]) out.reusedDiffering.push(f);
    index.release(s);
  }
  // A change to products: the index that answers after the caches are dropped has it.
  const [{ uid }] = await db.query('SELECT uid FROM products ORDER BY popularity DESC, uid DESC LIMIT 1');
  await db.query("UPDATE products SET popularity = -1 WHERE uid = $1", [uid]);
  clearCatalogCaches();
  const after = await getFacetIndex(db);
  out.reloaded = after !== index;
  out.topAfterChange = after.first(after.select([]), 'popularity', true, 1)[0] !== uid;
  // Dropped caches: the next index is loaded anew even though products did not change (a writer's
  // change may not show in the version yet).
  clearCatalogCaches();
  const again = await getFacetIndex(db);
  out.freshAfterClear = again !== after;
  // A burst of changes, each dropping the caches and asking for the index while a load runs:
  // one load runs, one more follows for all the asks meanwhile, and every answer after the last
  // change has it.
  const query = db.query.bind(db);
  let loads = 0;
  db.query = (text, values) => {
    if (String(text).includes('(extract(epoch FROM created_at)')) loads++;
    return query(text, values);
  };
  const asked = [];
  const risers = uids.slice(0, 5);
  for (const [i, uid] of risers.entries()) {
    // Not awaited: each change is sent before the ask, and the asks come while the first load runs.
    void db.query('UPDATE products SET popularity = $1 WHERE uid = $2', [1000000 + i, uid]);
    clearCatalogCaches();
    asked.push(getFacetIndex(db));
  }
  const topNow = risers[risers.length - 1];
  const answers = await Promise.all(asked);
  db.query = query;
  out.burstLoads = loads;
  out.lastAnswerFresh = answers[answers.length - 1].first(answers[answers.length - 1].select([]), 'popularity', true, 1)[0] === topNow;
  await db.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

type Result = {
  fixed: number;
  fixedNarrowed: number;
  fixedDiffering: string[];
  fixedTexts: number;
  listings: number;
  parts: number;
  partsDiffering: string[];
  pages: number;
  pagesDiffering: string[];
  releasedEmpty: boolean;
  reusedDiffering: string[];
  reloaded: boolean;
  topAfterChange: boolean;
  freshAfterClear: boolean;
  burstLoads: number;
  lastAnswerFresh: boolean;
};

let result: Result;

beforeAll(() => {
  result = runSeedScenario<Result>(SCENARIO, 'facet-index-test-');
});

test('every facet part of many listings counts as its SQL does', () => {
  expect(result.listings).toBeGreaterThan(100);
  expect(result.parts).toBeGreaterThan(400);
  expect(result.partsDiffering).toEqual([]);
});

test('the page candidates are the plain query’s first rows, in each sort', () => {
  expect(result.pages).toBeGreaterThan(400);
  expect(result.pagesDiffering).toEqual([]);
});

test("the page statement's fixed filter text selects what the filters' own predicates do, in one text for all", () => {
  expect(result.fixed).toBe(result.listings - 2);
  expect(result.fixedNarrowed).toBeGreaterThan(100);
  expect(result.fixedDiffering).toEqual([]);
  expect(result.fixedTexts).toBe(1);
});

test('a released selection’s arrays serve the next listings, which count as before', () => {
  expect(result.releasedEmpty).toBe(true);
  expect(result.reusedDiffering).toEqual([]);
});

test('a change to products shows once the catalogue caches are dropped, and a drop always loads anew', () => {
  expect(result.reloaded).toBe(true);
  expect(result.topAfterChange).toBe(true);
  expect(result.freshAfterClear).toBe(true);
});

test('a burst of changes during a load costs one more load for all of them, and the answer has the last change', () => {
  expect(result.burstLoads).toBe(2);
  expect(result.lastAnswerFresh).toBe(true);
});
