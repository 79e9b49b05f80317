// Reward points, mounted at /service/application/rewards:
// user/points/ (the balance) and user/points/history/ (paged), for the signed-in shopper only.
import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { query } from '../http/validate';
import { cursorPageFields, readCursorPage } from '../http/query-fields';
import { requireShopper } from '../user';
import { REWARDS_LIMITS } from './constants';
import { pointsHistory, userPoints } from './service';

export const rewardsRoutes = new Hono<PlatformEnv>();

const historyQuery = z.object({ ...cursorPageFields(REWARDS_LIMITS.historyPageSizeMax) }).passthrough();

rewardsRoutes.get('/v1.0/user/points', async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await userPoints(c.get('database'), userId));
});

rewardsRoutes.get('/v1.0/user/points/history', async (c) => {
  const { userId } = await requireShopper(c);
  const page = readCursorPage(query(c, historyQuery), REWARDS_LIMITS.historyPageSizeDefault);
  return c.json(await pointsHistory(c.get('database'), c.get('application').id, userId, page));
});
