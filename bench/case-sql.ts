// A case's requests as raw SQL on PostgreSQL: captured through the platform's functions, replayed
// as many at once as the case's connections and one at a time; for the uncached listing also the
// SQL of the same answers when the facet index declines.
import { replay, type Recorded, type SqlRecorder, type SqlTimes } from './raw-sql';
import type { Case, Row } from './api-types';

// Answers without the facet index cost 100-500 ms of SQL each at 100k products: fewer of them.
const NO_INDEX_SAMPLE = 30;

/** Raw SQL of a sample of the case's requests: captured through the platform's functions, replayed on PostgreSQL. */
export async function rawSql(
  recorder: SqlRecorder,
  url: string,
  c: Case,
  sent: string[],
  http: (p: string) => Promise<string>,
  connections: number,
  options: { sample: number; seconds: number },
): Promise<Pick<Row, 'sql' | 'sqlAlone' | 'sqlNoIndex'>> {
  const all = c.source ? sent : c.paths!;
  const n = Math.min(all.length, c.source ? options.sample : all.length);
  const sample = Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)]);
  const recorded: Recorded[] = [];
  for (const [i, p] of sample.entries()) {
    const { answer, sql } = await recorder.capture(p);
    // The captured call must be what the server answered, else its SQL is not the request's.
    if (i === 0 && answer !== (await http(p)))
      console.error(`  warning: ${c.name}: the platform function's answer differs from the server's for ${p}`);
    recorded.push(sql);
  }
  const sqlAlone = await replay(url, recorded, 1, { once: true });
  if (connections === 1) return { sql: sqlAlone };
  return {
    sql: await replay(url, recorded, connections, { seconds: options.seconds }),
    sqlAlone,
    sqlNoIndex: c.withoutIndex ? await withoutIndex(recorder, url, c, sample) : undefined,
  };
}

/** The SQL of the same answers when the facet index declines (NO_INDEX_SAMPLE of them), one at a time; the answers must not change. */
async function withoutIndex(recorder: SqlRecorder, url: string, c: Case, sample: string[]): Promise<SqlTimes> {
  const recorded: Recorded[] = [];
  for (const p of sample.slice(0, NO_INDEX_SAMPLE)) {
    const [plain, { answer, sql }] = [await recorder.capture(p), await recorder.capture(p, { withoutIndex: true })];
    if (answer !== plain.answer)
      console.error(`  warning: ${c.name}: the answer without the facet index differs for ${p}`);
    recorded.push(sql);
  }
  return replay(url, recorded, 1, { once: true });
}
