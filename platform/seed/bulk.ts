// Bulk writes. Each batch travels as one JSON parameter and is expanded by
// json_populate_recordset, so a statement carries thousands of rows without hitting the
// 65,535-parameter limit, and both drivers (pg and PGlite) take the same path.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

type Row = Record<string, unknown>;

/** Runs one statement with at most one parameter ($1). */
export type Exec = (text: string, param?: unknown) => Promise<Row[]>;

export const databaseExec =
  (database: Database): Exec =>
  (text, param) =>
    database.query<Row>(text, param === undefined ? [] : [param]);

type Executor = Pick<Db, 'execute'>;

/** The same, inside a Drizzle transaction (which pins one connection). */
export function transactionExec(tx: Executor): Exec {
  return async (text, param) => {
    const [before, after = ''] = text.split('$1');
    const query = param === undefined ? sql.raw(text) : sql`${sql.raw(before ?? '')}${param}${sql.raw(after)}`;
    const result = (await tx.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  };
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export type InsertOptions = {
  /** Conflict target; with `update`, existing rows are overwritten, otherwise kept. */
  conflict?: string[];
  update?: boolean;
};

export function insertSql(table: string, columns: string[], options: InsertOptions = {}): string {
  const list = columns.map(quote).join(', ');
  let onConflict = '';
  if (options.conflict) {
    const target = options.conflict.map(quote).join(', ');
    const updates = columns
      .filter((c) => !options.conflict?.includes(c))
      .map((c) => `${quote(c)} = EXCLUDED.${quote(c)}`);
    onConflict =
      options.update && updates.length
        ? ` ON CONFLICT (${target}) DO UPDATE SET ${updates.join(', ')}`
        : ` ON CONFLICT (${target}) DO NOTHING`;
  }
  return `INSERT INTO ${quote(table)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)${onConflict}`;
}

export async function insertRows(
  exec: Exec,
  table: string,
  rows: Row[],
  options: InsertOptions & { batchSize?: number } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const text = insertSql(table, Object.keys(rows[0] as Row), options);
  const size = options.batchSize ?? 1000;
  for (let i = 0; i < rows.length; i += size) await exec(text, JSON.stringify(rows.slice(i, i + size)));
}

/**
 * Streams rows into a table in batches, keeping one statement in flight while the caller
 * generates the next batch (on PostgreSQL the server works while JavaScript builds rows).
 */
export class BatchWriter {
  private rows: Row[] = [];
  private inflight: Promise<unknown> = Promise.resolve();
  private text = '';
  written = 0;

  constructor(
    private readonly exec: Exec,
    private readonly table: string,
    private readonly batchSize: number,
  ) {}

  async add(rows: Row[]): Promise<void> {
    for (const row of rows) this.rows.push(row);
    if (this.rows.length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    if (!this.text) this.text = insertSql(this.table, Object.keys(this.rows[0] as Row));
    const payload = JSON.stringify(this.rows);
    this.written += this.rows.length;
    this.rows = [];
    await this.inflight;
    this.inflight = this.exec(this.text, payload);
    // Marks the rejection as handled; it still surfaces at the next flush or in drain().
    this.inflight.catch(() => undefined);
  }

  async drain(): Promise<void> {
    await this.flush();
    await this.inflight;
  }
}

/** Moves a serial column's sequence past the explicit uids we inserted. */
export async function syncSequence(exec: Exec, table: string, column = 'uid'): Promise<void> {
  await exec(
    `SELECT setval(pg_get_serial_sequence('${quote(table)}', '${column}'), GREATEST(COALESCE((SELECT MAX(${quote(column)}) FROM ${quote(table)}), 0), 1), (SELECT COUNT(*) > 0 FROM ${quote(table)}))`,
  );
}
