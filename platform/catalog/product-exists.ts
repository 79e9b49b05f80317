// Whether products are in the catalogue, for domains that keep references to them (the wishlist,
// the cart's offers).
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from './schema';

/** The slugs among `slugs` the catalogue has. */
export async function knownProductSlugs(database: Database, slugs: string[]): Promise<string[]> {
  const rows = await database.db.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs));
  return rows.map((r) => r.slug);
}

export async function productExists(database: Database, uid: number): Promise<boolean> {
  const [row] = await database.db.select({ uid: products.uid }).from(products).where(eq(products.uid, uid)).limit(1);
  return row !== undefined;
}

/** The uid of the product with this slug, or undefined. */
export async function productUidBySlug(database: Database, slug: string): Promise<number | undefined> {
  const [row] = await database.db.select({ uid: products.uid }).from(products).where(eq(products.slug, slug)).limit(1);
  return row?.uid;
}
