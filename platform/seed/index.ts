// The seed entry points used by the platform and the CLI.
//   ensureSeeded(database): on every start. Seeds the demo shop into an empty database, otherwise
//     only re-applies the application credentials (APPLICATION_ID / APPLICATION_TOKEN may change).
//   seedDemo(database, { products, images }): replaces the catalogue and adds whatever else of the
//     demo shop is absent; see ./demo.ts.
//   syncDemoThemes(database): adds the default theme's new sections to stored themes; see
//     ./theme-sync.ts.
import type { Database } from '../db/client';
import { applyCredentials } from './credentials';
import { DEMO_PRODUCTS, seedDemo, type SeedOptions } from './demo';
import { ensureThemeContent } from './theme-content';

export { DEMO_PRODUCTS, seedDemo };
export { syncDemoThemes, type ThemeSyncReport } from './theme-sync';
export type { SeedOptions, SeedResult } from './demo';

const seeded = new WeakMap<Database, Promise<void>>();

/** SEED_IMAGES=0 (or false) seeds placeholder art only: handy for fast test databases. */
function imagesFromEnv(): boolean {
  const value = process.env.SEED_IMAGES?.toLowerCase();
  return !(value === '0' || value === 'false' || value === 'no');
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
