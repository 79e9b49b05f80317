'use server';
// The delivery check a product page's pincode field calls with JavaScript on: the same answer the
// page renders for ?pincode= without it. The platform call is signed here, so the browser needs
// no SDK for it.
import { z } from 'zod';
import { serverSdk } from '@/lib/sdk/server';
import { deliveryPromise, type DeliveryAnswer } from './delivery';
import { readActionInput } from '@/lib/forms/action-input';

const input = z.object({
  slug: z.string().min(1).max(200),
  size: z.string().min(1).max(100),
  pincode: z.string().max(20),
  categoryId: z.number().int().nonnegative().optional(),
});

export async function checkDelivery(raw: z.input<typeof input>): Promise<DeliveryAnswer> {
  const ask = readActionInput(input, raw);
  if (!ask.ok) return { ok: false, pincode: '', message: ask.message };
  return deliveryPromise(await serverSdk({ forwardCookies: false }), ask.value);
}
