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
  /**
   * Raw SQL with positional parameters, for the few queries the builder cannot express. A name
   * (hot, fixed-text queries only) makes it a prepared statement on PostgreSQL: parsed and planned
   * once per connection instead of on every call.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /**
   * Calls onPayload with each notification on a channel (NOTIFY / pg_notify, e.g. from a trigger),
   * from any process writing to this database; answers a function that stops listening. After a
   * lost connection (PostgreSQL) onGap runs once listening again: what was sent meanwhile is gone.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

type Query = Database['query'];

/** DB_LOG_QUERIES=1 prints each raw query's time and opening to stderr (counting round trips per call). */
function logged(query: Query): Query {
  if (process.env.DB_LOG_QUERIES !== '1') return query;
  return async (text, params, name) => {
    const t0 = performance.now();
    try {
      return await query(text, params, name);
    } finally {
      console.error(`[db] ${(performance.now() - t0).toFixed(2)} ms ${text.replace(/\s+/g, ' ').slice(0, 90)}`);
    }
  };
}

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
    query: logged(async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows),
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
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
    query: logged(
      async <T>(text: string, params: unknown[] = [], name?: string) =>
        (await pool.query(name ? { name, text, values: params } : { text, values: params })).rows as T[],
    ),
    listen: (channel, onPayload, onGap) => listenOn(pool, channel, onPayload, onGap),
    close: () => pool.end(),
  };
}

/** A LISTEN on a connection of its own (out of the pool), opened again after a lost connection. */
async function listenOn(
  pool: import('pg').Pool,
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: import('pg').PoolClient | undefined;
  let stopped = false;
  const connect = async () => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      next.release(true);
      if (client === next) client = undefined;
      if (!stopped) setTimeout(() => void reconnect(), 1000).unref();
    });
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  const reconnect = async () => {
    try {
      await connect();
      onGap?.();
    } catch {
      if (!stopped) setTimeout(() => void reconnect(), 1000).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (client) {
      await client.query(`UNLISTEN "${channel.replace(/"/g, '""')}"`).catch(() => undefined);
      client.release();
      client = undefined;
    }
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
