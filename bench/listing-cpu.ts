// npm run bench:listing-cpu — the CPU an uncached listing costs the platform itself, without
// HTTP: listProductsJson (what the route calls) on bench:api's 100k-product PostgreSQL database
// (BENCH_API_DB, seeded by `npm run bench:api -- --only postgres` first), each call a filter
// combination no cache holds (bench/uncached-paths.ts), `--connections` at once. Prints the
// process's CPU time per call for each round and their median: the machine here is shared, and
// CPU time moves less than wall time with what else runs, so compare two versions of the code by
// alternating runs of this. Options: --calls N per round (default 1500), --rounds R (default 5,
// after one warm-up round), --connections C (default 20).
import { openDatabase } from '../platform/db/client';
import { getLookups } from '../platform/catalog/lookups';
import { listProductsJson } from '../platform/catalog/listing';
import { getFacetIndex } from '../platform/catalog/facet-index';
import { option } from './args';
import { databaseUrl } from './platform-kit';
import { listingInputOf } from './raw-sql';
import { sampleProducts, uncachedListings, UsedKeys } from './uncached-paths';

const CALLS = Number(option('calls', '1500'));
const ROUNDS = Number(option('rounds', '5'));
const CONNECTIONS = Number(option('connections', '20'));
const URL_ = databaseUrl(process.env.BENCH_API_DB ?? 'storefront_bench');

async function main() {
  const database = await openDatabase({ url: URL_ }).catch((error: unknown) => {
    throw new Error(`no bench database at ${URL_}: run npm run bench:api -- --only postgres first (${String(error)})`);
  });
  try {
    const l = await getLookups(database);
    const inputs = uncachedListings(await sampleProducts(database), l, new UsedKeys(), CALLS * (ROUNDS + 1)).paths.map(
      (p) => listingInputOf(new URL(p, 'http://bench')),
    );
    if (inputs.length < CALLS * (ROUNDS + 1))
      throw new Error(`only ${inputs.length} uncached listings: fewer --calls or --rounds`);
    await getFacetIndex(database);
    let next = 0;
    const perCall: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const end = next + CALLS;
      const cpu = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < end) await listProductsJson(database, inputs[next++]);
        }),
      );
      const used = process.cpuUsage(cpu);
      const ms = (used.user + used.system) / 1000 / CALLS;
      const rate = Math.round(CALLS / ((performance.now() - started) / 1000));
      if (round === 0) continue; // warm-up
      perCall.push(ms);
      console.log(`round ${round}: ${ms.toFixed(3)} ms CPU per call, ${rate} calls/s`);
    }
    const sorted = [...perCall].sort((a, b) => a - b);
    console.log(
      `uncached listing, in process, ${CONNECTIONS} at once: median ${sorted[Math.floor(sorted.length / 2)].toFixed(3)} ms CPU per call (${sorted[0].toFixed(3)}–${sorted[sorted.length - 1].toFixed(3)} over ${ROUNDS} rounds of ${CALLS})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
