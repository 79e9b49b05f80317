// The API bench's cases and what it measures of each.
import type { PathSource } from './uncached-paths';
import type { SqlTimes } from './raw-sql';

/** Fixed URLs repeated (cached), or generated ones each used once. */
export type Case = {
  name: string;
  paths?: string[];
  source?: PathSource & { next: number; repeats: number };
  sql: boolean;
  withoutIndex?: boolean;
};
export type Stats = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The server processes' CPU time per answered request (Linux), ms: all their threads, and their main threads alone. */
  cpu?: number;
  cpuMain?: number;
  /** The same for PostgreSQL's processes, this bench's own (the load generator), and the whole machine (all cores, everything on it). */
  cpuPostgres?: number;
  cpuBench?: number;
  cpuMachine?: number;
};
export type Row = Stats & {
  driver: string;
  case: string;
  connections: number;
  /** The cheapest signed call just before and just after this case. */
  signed?: { rps: number; p95: number };
  vsSigned?: number;
  /** Raw SQL at the row's concurrency, and (at 20) one request at a time. */
  sql?: SqlTimes;
  sqlAlone?: SqlTimes;
  /** The SQL of the same answers without the facet index (facet counts, total and page in SQL), one at a time. */
  sqlNoIndex?: SqlTimes;
  repeats?: number;
};
