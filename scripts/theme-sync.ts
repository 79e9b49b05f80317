// npm run theme:sync
// Adds the default theme's new section types, pages and settings to the stored demo themes of
// the shop's database (DATABASE_URL, or PGlite under DATA_DIR/.data), keeping everything the
// merchant changed; prints what it added. On PGlite stop the shop first: it admits one process.
import path from 'node:path';
import { openDatabase, type Database } from '../platform/db/client';
import { DataDirLockedError } from '../platform/db/data-dir-lock';
import { dataDir } from '../platform/paths';
import { syncDemoThemes } from '../platform/seed';

async function main(): Promise<void> {
  if (process.argv.length > 2) {
    console.error('Usage: npm run theme:sync  (stop the shop first when on the embedded database)');
    process.exit(process.argv.includes('--help') || process.argv.includes('-h') ? 0 : 1);
  }
  const url = process.env.DATABASE_URL;
  let database: Database | undefined;
  try {
    database = await openDatabase(url ? { url } : { dir: path.join(dataDir(), 'pglite') });
    const report = await syncDemoThemes(database);
    for (const [slug, added] of Object.entries(report.themes)) {
      console.log(added.length ? `${slug}: added ${added.join(', ')}` : `${slug}: up to date`);
    }
    for (const slug of report.skipped) console.log(`${slug}: not a demo theme, left as it is`);
  } finally {
    await database?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(`[theme:sync] ${error.message}`);
  else console.error('[theme:sync] failed:', error);
  process.exit(1);
});
