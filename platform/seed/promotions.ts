// Demo offers (platform/cart/offers.ts, platform/cart/pricing/): a ladder on every 7th product,
// bulk bundles on every 11th (from the 3rd), buy 2 get 1 free on every 13th (from the 5th) and a
// free gift (one piece of the cheapest in-stock article of the catalogue) with every 17th (from
// the 2nd), so the product page and the cart show each kind on real products.
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
  await database.query(
    `INSERT INTO promotions (kind, product_uid, offer_text, description, tiers, rules)
     SELECT 'bxgy', uid, 'Buy 2, get 1 free', 'Every third piece of this product is free.', '[]'::jsonb, '{"buy": 2, "get": 1}'::jsonb FROM products WHERE uid % 13 = 5`,
  );
  const [gift] = await database.query<{ uid: string; product_uid: number }>(
    'SELECT uid, product_uid FROM articles WHERE quantity > 0 ORDER BY price_effective, uid LIMIT 1',
  );
  if (gift) {
    await database.query(
      `INSERT INTO promotions (kind, product_uid, offer_text, description, tiers, rules)
       SELECT 'free_gift', uid, 'Free gift with this product', 'A free gift comes with this product.', '[]'::jsonb, $1::jsonb FROM products WHERE uid % 17 = 2 AND uid <> $2`,
      [JSON.stringify({ gift_article_id: gift.uid, gift_quantity: 1 }), gift.product_uid],
    );
  }
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions');
  return row.n;
}
