// The seed entry points used by the platform and the CLI.
//   ensureSeeded(database): on every start. Seeds the demo shop into an empty database, otherwise
//     only re-applies the application credentials (APPLICATION_ID / APPLICATION_TOKEN may change).
//   seedDemo(database, { products, images }): (re)builds the catalogue; see ./demo.ts.
import type { Database } from '../db/client';
import { loadSecrets } from '../secrets';
import { DEMO_PRODUCTS, seedDemo, shopDomain, type SeedOptions } from './demo';
import { ensureThemeContent } from './theme-content';

export { DEMO_PRODUCTS, seedDemo };
export type { SeedOptions, SeedResult } from './demo';

const seeded = new WeakMap<Database, Promise<void>>();

/** SEED_IMAGES=0 (or false) seeds placeholder art only: handy for fast test databases. */
function imagesFromEnv(): boolean {
  const value = process.env.SEED_IMAGES?.toLowerCase();
  return !(value === '0' || value === 'false' || value === 'no');
}

async function applyCredentials(database: Database): Promise<void> {
  const { applicationId, applicationToken } = loadSecrets();
  const [row] = await database.query<{ id: string; token: string; domain: string }>(
    'SELECT id, token, domain FROM applications WHERE id = $1 UNION ALL (SELECT id, token, domain FROM applications ORDER BY created_at LIMIT 1) LIMIT 1',
    [applicationId],
  );
  if (!row) return;
  const domain = process.env.SHOP_HOST ? shopDomain() : row.domain;
  if (row.id === applicationId && row.token === applicationToken && row.domain === domain) return;
  // A new APPLICATION_ID re-keys the shop rather than leaving a second, empty application.
  await database.query(
    `UPDATE applications SET id = $1, token = $2, domain = $3,
       config = jsonb_set(config, '{app,domains}', jsonb_build_array(jsonb_build_object('name', $3::text, 'is_primary', true, 'is_shortlink', false, 'verified', true)), true)
     WHERE id = $4`,
    [applicationId, applicationToken, domain, row.id],
  );
}

async function run(database: Database, options: SeedOptions): Promise<void> {
  const rows = await database.query<{ id: string }>('SELECT id FROM applications LIMIT 1');
  if (rows.length === 0) {
    await seedDemo(database, { products: DEMO_PRODUCTS, images: imagesFromEnv(), ...options });
    return;
  }
  await applyCredentials(database);
  await ensureThemeContent(database);
}

/** Idempotent and memoised per database object, so concurrent callers share one run. */
export function ensureSeeded(database: Database, options: SeedOptions = {}): Promise<void> {
  let pending = seeded.get(database);
  if (!pending) {
    pending = run(database, options).catch((error: unknown) => {
      seeded.delete(database);
      throw error;
    });
    seeded.set(database, pending);
  }
  return pending;
}
