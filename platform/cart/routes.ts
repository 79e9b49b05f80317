// Cart API (001 section 7 "Cart"): for now the two offer calls a product page makes. The cart
// itself, coupons, addresses and checkout join this router with their issue.
import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { query } from '../http/validate';
import { optionalText } from '../http/query-fields';
import { bulkPrices, ladderPrices } from './offers';

export const cartRoutes = new Hono<PlatformEnv>();

const id = z.coerce.number().int().positive().max(2_147_483_647);

const bulkQuery = z.object({ slug: optionalText(200), uid: id.optional(), item_id: id.optional(), article_id: optionalText(200) });
const ladderQuery = z.object({ slug: optionalText(200), store_id: id.optional(), promotion_id: id.optional(), page_size: z.coerce.number().int().min(1).max(100).optional() });

cartRoutes.get('/v1.0/bulk-price', async (c) => {
  const qs = query(c, bulkQuery);
  const seller = { name: c.get('application')?.name ?? 'Store' };
  return c.json(await bulkPrices(c.get('database'), { slug: qs.slug, uid: qs.uid ?? qs.item_id }, seller));
});

cartRoutes.get('/v1.0/available-ladder-prices', async (c) => {
  const qs = query(c, ladderQuery);
  return c.json(await ladderPrices(c.get('database'), { slug: qs.slug, storeId: qs.store_id, promotionId: qs.promotion_id, pageSize: qs.page_size }));
});
