// POST /dev/rewards/credit: adds points to a shopper, for trying rewards on a development shop and
// for tests (the platform has no merchant console yet). Behind the development outbox's
// guard (devOnly): development and test or DEV_OUTBOX=1, loopback only.
import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { body } from '../http/validate';
import { REWARDS_LIMITS } from './constants';
import { recordPointsCredit } from './service';

export const rewardsDevRoutes = new Hono<PlatformEnv>();

const creditBody = z.object({
  user_id: z.string().trim().min(1).max(64),
  points: z.number().int().min(1).max(REWARDS_LIMITS.entryPointsMax),
  reason: z.string().trim().min(1).max(REWARDS_LIMITS.reasonMaxLength),
  reference: z.string().trim().min(1).max(REWARDS_LIMITS.referenceMaxLength).optional(),
});

rewardsDevRoutes.post('/credit', async (c) => {
  const input = await body(c, creditBody);
  const entry = await recordPointsCredit(c.get('database'), {
    userId: input.user_id,
    points: input.points,
    reason: input.reason,
    reference: input.reference,
  });
  return c.json(entry);
});
