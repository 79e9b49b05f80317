// Replaces the catalogue (products, articles, collections) in one transaction: readers never see
// a half-loaded shop, and a failed load leaves the previous catalogue in place. Large loads
// drop the secondary indexes first and rebuild them at the end, which is several times faster
// than maintaining GIN indexes row by row.
import type { Database } from '../db/client';
import type { ArtBook } from './art-jobs';
import { BatchWriter, insertRows, syncSequence, transactionExec, type Exec } from './bulk';
import { collectionRows } from './collections';
import type { ProductFactory, ProductSummary } from './products';

const LARGE = 20_000;

async function dropSecondaryIndexes(exec: Exec): Promise<string[]> {
  const rows = (await exec(
    `SELECT indexname, indexdef FROM pg_indexes i
      WHERE schemaname = current_schema() AND tablename IN ('products', 'articles')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  )) as Array<{ indexname: string; indexdef: string }>;
  for (const row of rows) await exec(`DROP INDEX "${row.indexname}"`);
  return rows.map((r) => r.indexdef);
}

export type LoadResult = { summaries: ProductSummary[]; articles: number };

export async function loadCatalogue(
  database: Database,
  factory: ProductFactory,
  art: ArtBook,
  count: number,
  log: (m: string) => void,
): Promise<LoadResult> {
  return database.db.transaction(async (tx) => {
    const exec = transactionExec(tx);
    await exec('TRUNCATE products, articles, collection_products');
    const indexes = count >= LARGE ? await dropSecondaryIndexes(exec) : [];
    const products = new BatchWriter(exec, 'products', 1000);
    const articles = new BatchWriter(exec, 'articles', 4000);
    const summaries: ProductSummary[] = [];
    for (const item of factory.products(count)) {
      summaries.push(item.summary);
      await products.add([item.product]);
      await articles.add(item.articles);
      if (summaries.length % 20_000 === 0) log(`${summaries.length} products generated`);
    }
    await products.drain();
    await articles.drain();
    if (indexes.length) log(`rebuilding ${indexes.length} indexes`);
    for (const definition of indexes) await exec(definition);
    await syncSequence(exec, 'products');

    const { collections, members } = collectionRows(art, summaries);
    await insertRows(exec, 'collections', collections, { conflict: ['uid'], update: true });
    await syncSequence(exec, 'collections');
    await insertRows(exec, 'collection_products', members);
    return { summaries, articles: articles.written };
  });
}
