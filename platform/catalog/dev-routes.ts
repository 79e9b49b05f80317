// POST /dev/catalog/products/:slug: sets every size of a product to a price and/or a stock, the
// way a merchant's change would arrive, so a development shop (and the browser tests) can watch
// the cached pages follow (migration 0013's change feed). Behind devOnly.
import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { body, params } from '../http/validate';
import { ApiError } from '../http/errors';
import { CATALOG_MESSAGES } from './messages';

export const catalogDevRoutes = new Hono<PlatformEnv>();

const paise = z.number().int().min(100).max(100_000_000);
const changeBody = z
  .object({ price_effective: paise.optional(), quantity: z.number().int().min(0).max(1_000_000).optional() })
  .strict()
  .refine((b) => b.price_effective !== undefined || b.quantity !== undefined, 'Give price_effective or quantity');

catalogDevRoutes.post('/products/:slug', async (c) => {
  const { slug } = params(c, z.object({ slug: z.string().min(1).max(200) }));
  const input = await body(c, changeBody);
  const database = c.get('database');
  const [product] = await database.query<{ uid: number }>('SELECT uid FROM products WHERE slug = $1', [slug]);
  if (!product) throw new ApiError(404, CATALOG_MESSAGES.productNotFound);
  // The marked price never falls below the selling price; the product's price range follows its sizes.
  await database.query(
    `UPDATE articles SET price_effective = coalesce($2, price_effective), price_marked = GREATEST(price_marked, coalesce($2, price_effective)), quantity = coalesce($3, quantity) WHERE product_uid = $1`,
    [product.uid, input.price_effective ?? null, input.quantity ?? null],
  );
  await database.query(
    `UPDATE products p SET price_effective_min = a.emin, price_effective_max = a.emax, price_marked_min = a.mmin, price_marked_max = a.mmax
       FROM (SELECT min(price_effective) AS emin, max(price_effective) AS emax, min(price_marked) AS mmin, max(price_marked) AS mmax FROM articles WHERE product_uid = $1) a
      WHERE p.uid = $1`,
    [product.uid],
  );
  return c.json({ success: true, uid: product.uid });
});
