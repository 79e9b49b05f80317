// npm run seed -- [--products 100000] [--fresh] [--no-images]
// Seeds the database the shop uses (DATABASE_URL, or PGlite under DATA_DIR/.data) and prints a
// one-line JSON summary. Progress goes to stderr so stdout stays machine-readable. The catalogue is
// replaced; themes, content and the shop's configuration are added only where absent.
import path from 'node:path';
import { openDatabase, type Database } from '../platform/db/client';
import { dataDir } from '../platform/paths';
import { DataDirLockedError } from '../platform/db/data-dir-lock';
import { DEMO_PRODUCTS, seedDemo } from '../platform/seed';

type Args = { products: number; fresh: boolean; images: boolean };

class UsageError extends Error {}

const USAGE = 'Usage: npm run seed -- [--products <count>] [--fresh] [--no-images]';

function parseArgs(argv: string[]): Args {
  const args: Args = { products: DEMO_PRODUCTS, fresh: false, images: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split('=', 2);
    if (flag === '--fresh') args.fresh = true;
    else if (flag === '--no-images') args.images = false;
    else if (flag === '--products') {
      const value = Number(inline ?? argv[++i]);
      if (!Number.isInteger(value) || value < 1 || value > 2_000_000)
        throw new UsageError(`--products needs a whole number from 1 to 2000000\n${USAGE}`);
      args.products = value;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new UsageError(`Unknown option ${argv[i]}\n${USAGE}`);
  }
  return args;
}

// --fresh starts these over (themes and content stay); media is content-addressed and reused.
const SEEDED_TABLES = [
  'applications',
  'departments',
  'brands',
  'categories',
  'collections',
  'collection_products',
  'products',
  'articles',
  'stores',
  'pincodes',
  'countries',
  'currencies',
  'languages',
];

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  const dir = path.join(dataDir(), 'pglite');
  let database: Database | undefined;
  try {
    database = await openDatabase(url ? { url } : { dir });
    if (args.fresh) await database.query(`TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY`);
    const result = await seedDemo(database, {
      products: args.products,
      images: args.images,
      log: (m) => console.error(`[seed] ${m}`),
    });
    console.log(
      JSON.stringify({
        products: result.products,
        articles: result.articles,
        images: result.images,
        ms: result.ms,
        database: database.kind,
      }),
    );
  } finally {
    await database?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof UsageError) console.error(`[seed] ${error.message}`);
  else console.error('[seed] failed:', error);
  process.exit(1);
});
