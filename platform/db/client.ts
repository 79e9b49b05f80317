// One database per process: PGlite under .data/ by default, a PostgreSQL server when
// DATABASE_URL is set. Both get the same schema through the same committed migrations.
import path from 'node:path';
import fs from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { dataDir } from '../paths';
import { claimDataDir } from './data-dir-lock';

// Both drivers expose the same query builder; services are written against this one type.
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with positional parameters, for the few queries the builder cannot express. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(process.cwd(), 'platform/db/migrations');

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  fs.mkdirSync(dir, { recursive: true });
  // PGlite does not notice a second process on its folder; the lock file refuses it clearly.
  const release = claimDataDir(dir);
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: async <T,>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db,
    kind: 'postgres',
    query: async <T,>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    close: () => pool.end(),
  };
}

export function openDatabase(options: { url?: string; dir?: string } = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(options.dir ?? path.join(dataDir(), 'pglite'));
}

// Next bundles server code into several chunks; a module-level variable would give each its
// own PGlite on the same folder, which corrupts it. The process-wide slot prevents that.
const slot = Symbol.for('storefront.database');
type Slot = { [slot]?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  const g = globalThis as Slot;
  g[slot] ??= openDatabase();
  return g[slot];
}

/** Lets tests and scripts install the database the platform should use. */
export function setDatabase(database: Promise<Database> | undefined): void {
  (globalThis as Slot)[slot] = database;
}
