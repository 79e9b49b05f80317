// Demo quantity offers (platform/cart/offers.ts): a ladder on every 7th product and bulk bundles
// on every 11th (from the 3rd), so the product page shows both kinds on real products.
import type { Database } from '../db/client';

const LADDER = [
  { min_quantity: 2, max_quantity: 3, type: 'percentage', value: 5 },
  { min_quantity: 4, max_quantity: null, type: 'percentage', value: 10 },
];
const BULK = [
  { min_quantity: 2, type: 'percentage', value: 5 },
  { min_quantity: 3, type: 'percentage', value: 10 },
  { min_quantity: 6, type: 'percentage', value: 15 },
];

export async function seedPromotions(database: Database): Promise<number> {
  await database.query('DELETE FROM promotions');
  await database.query(
    `INSERT INTO promotions (kind, product_uid, offer_text, description, tiers)
     SELECT 'ladder', uid, 'Buy more, save more', 'The more pieces you buy, the less each one costs.', $1::jsonb FROM products WHERE uid % 7 = 0`,
    [JSON.stringify(LADDER)],
  );
  await database.query(
    `INSERT INTO promotions (kind, product_uid, offer_text, description, tiers)
     SELECT 'bulk', uid, 'Bundle and save', 'Buy a bundle and pay less per piece.', $1::jsonb FROM products WHERE uid % 11 = 3`,
    [JSON.stringify(BULK)],
  );
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions');
  return row.n;
}
