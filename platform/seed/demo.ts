// Seeds the demo shop: reference data, the catalogue structure, N generated products with their
// articles, collections, generated images and, last of all, the application row (its presence
// is what marks a database as seeded, so an interrupted seed is simply redone on next start).
// The catalogue (structure, products, articles, collections, quantity offers) is replaced; the
// rest (reference data, stores, the application's configuration, themes and content) is only
// added where absent, so re-seeding never undoes a merchant's change.
import type { Database } from '../db/client';
import { loadSecrets } from '../secrets';
import { applyCredentials } from './credentials';
import { ArtBook } from './art-jobs';
import { databaseExec, insertRows, syncSequence, type Exec } from './bulk';
import { seedPromotions } from './promotions';
import { seedCoupons } from './coupons';
import { loadCatalogue } from './catalogue-load';
import { storeImages } from './images';
import { ProductFactory } from './products';
import { COUNTRIES, CURRENCIES, LANGUAGES, PINCODES } from './reference-data';
import { GST_RATES } from './gst-data';
import { SHOP_DESCRIPTION, SHOP_NAME, shopConfig, shopDomain } from './shop-config';
import { buildStructure } from './structure';
import { seedThemeContent } from './theme-content';

export const DEMO_PRODUCTS = 360;

export type SeedOptions = {
  /** How many products; 300+ makes the demo shop, 100000 a large catalogue. */
  products?: number;
  /** false skips the generated art (a handful of placeholder images) for fast tests. */
  images?: boolean;
  log?: (message: string) => void;
};

export type SeedResult = { products: number; articles: number; images: number; imageBytes: number; ms: number };

/** Start of the current UTC day: product dates are relative to it, so reruns on one day match. */
function today(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

// Reference data and stores are added when absent (by their key), never overwritten.
async function seedReference(exec: Exec): Promise<void> {
  await insertRows(
    exec,
    'pincodes',
    PINCODES.map(([pincode, city, state, stateCode, lat, lng]) => ({
      pincode,
      city,
      state,
      state_code: stateCode,
      country_iso_code: 'IN',
      latitude: lat,
      longitude: lng,
    })),
    { conflict: ['pincode'] },
  );
  await insertRows(
    exec,
    'countries',
    COUNTRIES.map((c) => ({
      iso2: c.iso2,
      iso3: c.iso3,
      name: c.name,
      phone_code: c.phoneCode,
      currency: c.currency,
      latitude: c.latitude,
      longitude: c.longitude,
      fields: c.fields,
    })),
    { conflict: ['iso2'] },
  );
  await insertRows(
    exec,
    'currencies',
    CURRENCIES.map((c) => ({
      code: c.code,
      id: c.id,
      name: c.name,
      symbol: c.symbol,
      decimal_digits: c.decimalDigits,
      is_active: c.isActive,
      country_code: c.countryCode,
    })),
    { conflict: ['code'] },
  );
  await insertRows(exec, 'languages', LANGUAGES, { conflict: ['code'] });
  await insertRows(exec, 'gst_rates', GST_RATES, { conflict: ['code'] });
}

export async function seedDemo(database: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const count = Math.max(1, Math.floor(options.products ?? DEMO_PRODUCTS));
  const art = new ArtBook(options.images !== false);
  const structure = buildStructure(art);

  const exec = databaseExec(database);
  await seedReference(exec);
  const upsert = { conflict: ['uid'], update: true };
  await insertRows(exec, 'departments', structure.departments, upsert);
  await insertRows(exec, 'categories', structure.categories, upsert);
  await insertRows(exec, 'brands', structure.brands, upsert);
  await insertRows(exec, 'stores', structure.stores, { conflict: ['uid'] });
  // A store seeded before GSTINs were kept gets its registration (one already set is the shop's own).
  await exec(
    `UPDATE stores SET gstin = s.gstin FROM json_populate_recordset(NULL::stores, $1::json) s WHERE stores.uid = s.uid AND stores.gstin IS NULL`,
    JSON.stringify(structure.stores),
  );
  for (const table of ['departments', 'categories', 'brands', 'stores']) await syncSequence(exec, table);
  log('structure ready');

  const factory = new ProductFactory(structure, art, today());
  const { summaries, articles } = await loadCatalogue(database, factory, art, count, log);
  log(`${summaries.length} products, ${articles} articles`);
  log(`${await seedPromotions(database)} offers`);
  log(`${await seedCoupons(database)} coupons added (stored ones kept)`);

  const domain = shopDomain();
  const config = shopConfig(
    {
      logo: art.shopLogo('wide'),
      mobileLogo: art.shopLogo('square'),
      favicon: art.shopLogo('square'),
      banner: art.banner({
        title: SHOP_NAME,
        subtitle: 'Crafted in India, made for every day',
        bg: '#2f3e5c',
        items: [
          { kind: 'kurta', hex: '#d8a531' },
          { kind: 'dress', hex: '#e8b4b8' },
          { kind: 'sneaker', hex: '#f4f1ea' },
        ],
        orientation: 'landscape',
      }),
      icon: (name) => art.icon(name),
    },
    domain,
  );
  const images = await storeImages(database, [...art.jobs.values()]);
  log(`${images.total} images (${images.created} rendered)`);

  const app = (config.app ?? {}) as { logo?: string };
  const secrets = loadSecrets();
  // A stored shop keeps its configuration: only its credentials follow the environment (a new
  // APPLICATION_ID re-keys it instead of adding a second application).
  await applyCredentials(database);
  await insertRows(
    exec,
    'applications',
    [
      {
        id: secrets.applicationId,
        token: secrets.applicationToken,
        name: SHOP_NAME,
        description: SHOP_DESCRIPTION,
        domain,
        logo: app.logo ?? null,
        config,
      },
    ],
    { conflict: ['id'] },
  );
  log(`${await seedThemeContent(database)} themes and content items added (stored ones kept)`);
  // Fresh statistics so the planner uses the new indexes right away on a bulk-loaded table, and
  // (VACUUM) the catalogue's visibility map and hint bits set now rather than by the first
  // readers: index-only scans (count(*) of the home listing) need it, and autovacuum may be off.
  await database.query('VACUUM (ANALYZE) products, articles, collection_products');
  await database.query('ANALYZE');
  return {
    products: summaries.length,
    articles,
    images: images.total,
    imageBytes: images.bytes,
    ms: Date.now() - started,
  };
}
