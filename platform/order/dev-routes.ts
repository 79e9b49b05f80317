// POST /dev/orders/advance: moves a shipment the shop's next step now (packed, shipped, …,
// delivered; a requested cancellation carried out; a return checked, picked up, received), so the
// lifecycle can be tried on a development shop and tested without waiting SHIPMENT_STEP_SECONDS.
// Behind devOnly.
import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { body } from '../http/validate';
import { ApiError } from '../http/errors';
import { advanceShipment } from './lifecycle';
import { shipmentIdShape } from './schemas';

export const orderDevRoutes = new Hono<PlatformEnv>();

const advanceBody = z.object({ shipment_id: shipmentIdShape, steps: z.number().int().min(1).max(10).optional() });

orderDevRoutes.post('/advance', async (c) => {
  const input = await body(c, advanceBody);
  let moved = 0;
  for (let i = 0; i < (input.steps ?? 1); i++) {
    if (!(await advanceShipment(c.get('database'), input.shipment_id))) break;
    moved++;
  }
  if (!moved) throw new ApiError(409, 'This shipment has no next step');
  return c.json({ success: true, moved });
});
